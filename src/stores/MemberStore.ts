import { makeAutoObservable, runInAction } from 'mobx';
import { AccountPath, type ChangePasswordRequest, type EmailPasswordResetConfirm, type IconValue, type PaymentPasswordRequest, type SecurityConfigValue, type SmsPasswordResetRequest } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import type { MemberInfo } from '@common/contract/member';
import { PhoneVerification } from './auth/PhoneVerification';
import { checkNewPassword } from './memberRules';
import { Registration } from './member/Registration';
import type { RootStore } from './RootStore';
import { settle } from './settle';

export type { CheckState, RegisterFieldRule } from './member/Registration';

/** Member account actions: registration (see Registration), profile, passwords and security settings. */
export class MemberStore {
  iconId: number | null = null;
  security: SecurityConfigValue | null = null;
  /** A submit is under way; buttons disable so a double tap sends once. */
  busy = false;
  /** Registration: settings, live checks and the register calls. */
  readonly registration: Registration;
  /** SMS code for a phone reset: the no-login code with purpose reset. */
  readonly resetPhone: PhoneVerification;

  constructor(private readonly root: RootStore) {
    this.registration = new Registration(root);
    this.resetPhone = new PhoneVerification(root, AccountPath.smsLogin, 'reset');
    makeAutoObservable<MemberStore, 'root'>(this, { root: false, registration: false, resetPhone: false });
  }

  /** Password reset screens work only when the merchant turned reset on. */
  get passwordResetEnabled(): boolean {
    return this.root.common.whitelabel?.passwordReset === true;
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
    const oldPassword = this.root.session.oldPsw;
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

  /** Logout, invalid sessions and a login over another member's session (RootStore.clear): nothing of this member stays. */
  clear(): void {
    this.registration.clear();
    this.iconId = null;
    this.security = null;
  }

  /** The forced change is done: forget the old password and the first-login flag. */
  private endForcedChange(): void {
    this.root.session.setOldPsw(null);
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
