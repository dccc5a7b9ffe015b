import { makeAutoObservable, runInAction } from 'mobx';
import { AccountPath, type AffiliateValue, type LoginResult, type RegisterMobileRequest, type RegisterRequest, type UsernameCheckValue } from '@common/contract/account';
import type { RegisterFieldName } from '@common/contract/system';
import { USERNAME_CHECK_DEBOUNCE_MS } from '../../config/constants';
import { MIN_AGE_YEARS } from '@common/rules/limits';
import { AuthStore } from '../AuthStore';
import { CaptchaState } from '../auth/CaptchaState';
import { PhoneVerification } from '../auth/PhoneVerification';
import { checkUsername } from '../memberRules';
import type { RootStore } from '../RootStore';
import { settle } from '../settle';

/** Progress of a live check: idle (nothing to check), checking, ok (available / valid) or bad. */
export type CheckState = 'idle' | 'checking' | 'ok' | 'bad';

/** Whether a register field shows and whether it must be filled. */
export interface RegisterFieldRule {
  show: boolean;
  required: boolean;
}

/** Fields the register call cannot do without, whatever the merchant's settings say. */
const ALWAYS_REQUIRED: readonly RegisterFieldName[] = ['username', 'password'];

/**
 * Registration (§2 /m/register): the merchant's field settings, live username and invitation-code
 * checks, and the encrypted register calls that log the new member in.
 */
export class Registration {
  usernameCheck: { username: string; state: CheckState } = { username: '', state: 'idle' };
  referrerCheck: { code: string; state: CheckState } = { code: '', state: 'idle' };
  /** A register call is under way; the button disables so a double tap sends once. */
  busy = false;
  /** The register form's captcha, shown when the merchant's settings show the captcha field. */
  readonly captcha: CaptchaState;
  /** SMS code for mobile registration (AccountPath.smsRegister). */
  readonly phone: PhoneVerification;
  private usernameTimer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(private readonly root: RootStore) {
    this.captcha = new CaptchaState(root);
    this.phone = new PhoneVerification(root, AccountPath.smsRegister);
    makeAutoObservable<Registration, 'root' | 'usernameTimer'>(this, { root: false, usernameTimer: false, captcha: false, phone: false });
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

  /** Logout and invalid sessions: the checks belong to the visitor who typed them. */
  clear(): void {
    clearTimeout(this.usernameTimer);
    this.usernameCheck = { username: '', state: 'idle' };
    this.referrerCheck = { code: '', state: 'idle' };
  }

  private async signUp(path: string, form: RegisterRequest | RegisterMobileRequest): Promise<boolean> {
    this.busy = true;
    const res = await settle(this.root.ui, this.root.api.put<LoginResult>(path, form, { encrypt: true }));
    runInAction(() => {
      this.busy = false;
    });
    if (!res?.value) return false;
    // A registration answers like a login.
    await this.root.feature(AuthStore).signIn(res.value);
    return true;
  }
}
