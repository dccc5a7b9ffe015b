import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  AccountPath,
  type AffiliateValue,
  type ChangePasswordRequest,
  type EmailPasswordResetConfirm,
  type IconValue,
  type LoginResult,
  type PaymentPasswordRequest,
  type RegisterMobileRequest,
  type RegisterRequest,
  type SecurityConfigValue,
  type SmsPasswordResetRequest,
  type UsernameCheckValue,
} from '../api/account';
import type { Envelope, MemberInfo, RegisterFieldName } from '../api/types';
import { MIN_AGE_YEARS, USERNAME_CHECK_DEBOUNCE_MS } from '../config/constants';
import { CaptchaState } from './auth/CaptchaState';
import { PhoneVerification } from './auth/PhoneVerification';
import { checkNewPassword, checkUsername } from './memberRules';
import type { RootStore } from './RootStore';
import { settle } from './settle';

/** Progress of a live check: idle (nothing to check), checking, ok (available / valid) or bad. */
export type CheckState = 'idle' | 'checking' | 'ok' | 'bad';

/** Whether a register field shows and whether it must be filled. */
export interface RegisterFieldRule {
  show: boolean;
  required: boolean;
}

/** Fields the register call cannot do without, whatever the merchant's settings say. */
const ALWAYS_REQUIRED: readonly RegisterFieldName[] = ['username', 'password'];

/** Member account actions: registration, profile, passwords and security settings. */
export class MemberStore {
  usernameCheck: { username: string; state: CheckState } = { username: '', state: 'idle' };
  referrerCheck: { code: string; state: CheckState } = { code: '', state: 'idle' };
  iconId: number | null = null;
  security: SecurityConfigValue | null = null;
  /** A submit is under way; buttons disable so a double tap sends once. */
  busy = false;
  /** The register form's captcha, shown when the merchant's settings show the captcha field. */
  readonly registerCaptcha: CaptchaState;
  /** SMS code for mobile registration (AccountPath.smsRegister). */
  readonly registerPhone: PhoneVerification;
  /** SMS code for a phone reset: the no-login code with purpose reset. */
  readonly resetPhone: PhoneVerification;
  private usernameTimer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(private readonly root: RootStore) {
    this.registerCaptcha = new CaptchaState(root);
    this.registerPhone = new PhoneVerification(root, AccountPath.smsRegister);
    this.resetPhone = new PhoneVerification(root, AccountPath.smsLogin, 'reset');
    makeAutoObservable<MemberStore, 'root' | 'usernameTimer'>(this, {
      root: false,
      usernameTimer: false,
      registerCaptcha: false,
      registerPhone: false,
      resetPhone: false,
    });
    // RootStore.clear() runs on logout and dead sessions; a new token means a new member.
    reaction(
      () => root.session.token,
      () => this.clear(),
    );
  }

  /** The register field rules in force (common.status.info.register); unknown fields stay hidden. */
  fieldRule(name: RegisterFieldName): RegisterFieldRule {
    if (ALWAYS_REQUIRED.includes(name)) return { show: true, required: true };
    const field = this.root.common.status?.info.register.fields.find((f) => f.name === name);
    return { show: field?.show === true, required: field?.show === true && field.required };
  }

  /** Minimum age (birthday_limit): the merchant may raise it above 21, never lower it. */
  get minAge(): number {
    return Math.max(MIN_AGE_YEARS, this.root.common.status?.info.register.minAge ?? 0);
  }

  /** Mobile registration is offered where the merchant sends SMS (whitelabel.smsLogin). */
  get mobileRegisterEnabled(): boolean {
    return this.root.common.whitelabel?.smsLogin === true;
  }

  /** Password reset screens work only when the merchant turned reset on. */
  get passwordResetEnabled(): boolean {
    return this.root.common.whitelabel?.passwordReset === true;
  }

  /** Live username check, debounced so typing does not send a call per key. */
  checkUsernameSoon(username: string): void {
    clearTimeout(this.usernameTimer);
    if (checkUsername(username)) {
      this.usernameCheck = { username, state: 'idle' };
      return;
    }
    this.usernameCheck = { username, state: 'checking' };
    this.usernameTimer = setTimeout(() => void this.checkUsernameNow(username), USERNAME_CHECK_DEBOUNCE_MS);
  }

  /** Asks the server whether the username is free; a stale answer (the user typed on) is dropped. */
  async checkUsernameNow(username: string): Promise<void> {
    let state: CheckState = 'idle';
    try {
      const res = await this.root.api.get<UsernameCheckValue>(AccountPath.checkUsername, { params: { username }, alert: false });
      if (res?.success && res.value) state = res.value.available ? 'ok' : 'bad';
    } catch {
      // unknown: the register call itself will say if the name is taken
    }
    runInAction(() => {
      if (this.usernameCheck.username === username) this.usernameCheck = { username, state };
    });
  }

  /** Checks an invitation (referrer) code against the agents' affiliate codes. */
  async checkReferrer(code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (!trimmed) {
      this.referrerCheck = { code: '', state: 'idle' };
      return true;
    }
    this.referrerCheck = { code: trimmed, state: 'checking' };
    let valid = false;
    try {
      const path = `${AccountPath.affiliate}/${encodeURIComponent(trimmed)}`;
      const res = await this.root.api.get<AffiliateValue>(path, { alert: false });
      valid = res?.success === true && res.value?.valid === true;
    } catch {
      valid = false;
    }
    runInAction(() => {
      if (this.referrerCheck.code === trimmed) this.referrerCheck = { code: trimmed, state: valid ? 'ok' : 'bad' };
    });
    return valid;
  }

  /** Registers with a username (encrypted); success logs the new member in. */
  register(form: RegisterRequest): Promise<boolean> {
    return this.signUp(AccountPath.register, form);
  }

  /** Registers with a mobile number and its SMS register code (encrypted); success logs in. */
  registerMobile(form: RegisterMobileRequest): Promise<boolean> {
    return this.signUp(AccountPath.registerMobile, form);
  }

  /** Changes the password; the new one must differ from the old one here as on the server. */
  async changePassword(oldPassword: string, newPassword: string): Promise<boolean> {
    const refused = checkNewPassword(oldPassword, newPassword);
    if (refused) {
      this.root.ui.showNotice(refused);
      return false;
    }
    const body: ChangePasswordRequest = { oldPassword, newPassword };
    const ok = await this.submit(() => this.root.api.post(AccountPath.password, body));
    if (ok) {
      // Any successful change ends a forced one (the server keeps this session, revokes others).
      this.endForcedChange();
      this.root.ui.showToast({ key: 'changePsw.success' }, 'success');
    }
    return ok;
  }

  /** Forced change (first login / expired): uses the remembered old password, then forgets it. */
  changeForcedPassword(newPassword: string): Promise<boolean> {
    const oldPassword = this.root.auth.oldPsw;
    return oldPassword === null ? Promise.resolve(false) : this.changePassword(oldPassword, newPassword);
  }

  /** Reset by email: the server mails a reset link to the account's address. */
  async resetByEmail(username: string, email: string): Promise<boolean> {
    const body = new URLSearchParams({ username, email });
    return this.submit(() => this.root.api.post(AccountPath.passwordEmail, body));
  }

  /** Reset by phone: the SMS code proves the number, the new password replaces the old. */
  resetBySms(request: SmsPasswordResetRequest): Promise<boolean> {
    return this.submit(() => this.root.api.post(AccountPath.passwordSms, request));
  }

  /** Sets a new password with the token the reset email carried (/m/forget?resetToken=...). */
  resetWithToken(resetToken: string, newPassword: string): Promise<boolean> {
    const body: EmailPasswordResetConfirm = { resetToken, newPassword };
    return this.submit(() => this.root.api.post(AccountPath.passwordReset, body));
  }

  /** Member centre data: info (forced renew), head icon and security settings. */
  async loadProfile(): Promise<void> {
    const [, icon, security] = await Promise.all([
      this.root.common.fetchMemberInfo(true).catch(() => null),
      this.root.api.get<IconValue>(AccountPath.icon, { alert: false }).catch(() => null),
      this.root.api.get<SecurityConfigValue>(AccountPath.securityConfig, { alert: false }).catch(() => null),
    ]);
    runInAction(() => {
      if (icon?.success && icon.value) this.iconId = icon.value.iconId;
      else this.iconId = this.root.common.memberInfo?.iconId ?? null;
      if (security?.success && security.value) this.security = security.value;
    });
  }

  /** Saves the head icon (form-encoded iconId 0 to 8) and shows it at once. */
  async setIcon(iconId: number): Promise<boolean> {
    const body = new URLSearchParams({ iconId: String(iconId) });
    const ok = await this.submit(() => this.root.api.post(AccountPath.icon, body));
    if (ok) {
      runInAction(() => {
        this.iconId = iconId;
      });
      this.patchInfo({ iconId });
    }
    return ok;
  }

  /** Saves the nickname. */
  async setNickname(nickname: string): Promise<boolean> {
    const ok = await this.submit(() => this.root.api.post(AccountPath.nickname, { nickname: nickname.trim() }));
    if (ok) this.patchInfo({ nickname: nickname.trim() });
    return ok;
  }

  /** Saves the email address. */
  async setEmail(email: string): Promise<boolean> {
    const ok = await this.submit(() => this.root.api.post(AccountPath.email, { email }));
    if (ok) this.patchInfo({ email });
    return ok;
  }

  /** Sets the withdrawal password, or changes it when one exists (the old one is then required). */
  async setWithdrawalPassword(newPaymentPassword: string, oldPaymentPassword?: string): Promise<boolean> {
    const body: PaymentPasswordRequest = oldPaymentPassword ? { oldPaymentPassword, newPaymentPassword } : { newPaymentPassword };
    const ok = await this.submit(() => this.root.api.post(AccountPath.paymentPassword, body));
    if (ok) {
      runInAction(() => {
        if (this.security) this.security = { ...this.security, hasWithdrawalPassword: true };
      });
    }
    return ok;
  }

  /** Reloads the balance shown in the member centre, header and drawer. */
  refreshBalance(): Promise<void> {
    return this.root.wallet.refresh();
  }

  /** Logout and invalid sessions: nothing of this member stays. */
  clear(): void {
    clearTimeout(this.usernameTimer);
    this.usernameCheck = { username: '', state: 'idle' };
    this.referrerCheck = { code: '', state: 'idle' };
    this.iconId = null;
    this.security = null;
  }

  private async signUp(path: string, form: RegisterRequest | RegisterMobileRequest): Promise<boolean> {
    this.busy = true;
    const res = await settle(this.root.ui, this.root.api.put<LoginResult>(path, form, { encrypt: true }));
    runInAction(() => {
      this.busy = false;
    });
    if (!res?.value) return false;
    this.signIn(res.value);
    return true;
  }

  /** A registration answers like a login: keep the session, then load who it is and the wallet. */
  private signIn(result: LoginResult): void {
    const { token, userName, type, firstTimeLogin } = result;
    this.root.session.setSession({ token, merchantCode: this.root.merchantCode, userName, type, firstTimeLogin });
    void this.root.common.fetchMemberInfo(true).catch(() => null);
    void this.root.wallet.refresh();
  }

  /** The forced change is done: forget the old password and the first-login flag. */
  private endForcedChange(): void {
    this.root.auth.setOldPsw(null);
    const info = this.root.session.info;
    if (info?.firstTimeLogin) this.root.session.setSession({ ...info, firstTimeLogin: false });
  }

  /** Runs a submit with the busy flag; true when the server accepted it. */
  private async submit(call: () => Promise<Envelope<unknown>>): Promise<boolean> {
    this.busy = true;
    const res = await settle(this.root.ui, call());
    runInAction(() => {
      this.busy = false;
    });
    return res !== null;
  }

  /** Shows a saved profile value at once (drawer, header and this page read the same info). */
  private patchInfo(patch: Partial<MemberInfo>): void {
    const info = this.root.common.memberInfo;
    if (info) this.root.common.setMemberInfo({ ...info, ...patch });
    this.root.ui.showToast({ key: 'member.saved' }, 'success');
  }
}
