import { makeAutoObservable, runInAction } from 'mobx';
import { AccountPath, type FreeplayLoginRequest, type LoginFailureValue, type LoginRequest, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import { ApiError, ClientErrorCode } from '../api/client';
import type { Envelope } from '@common/contract/envelope';
import type { BlockedLoginValue } from '@common/contract/protection';
import { TOAST_TRIAL_LOADING_MS } from '../config/constants';
import { browserStorage, localKey, readJson, writeJson } from '../utils/storage';
import { CaptchaState } from './auth/CaptchaState';
import { deviceTokenFor, keepDeviceToken } from './auth/deviceTokens';
import { PhoneVerification } from './auth/PhoneVerification';
import type { RootStore } from './RootStore';
import { settle } from './settle';
import type { Message } from './UiStore';
import { changePasswordPath, homePath, routerPath, withdrawPath } from '../paths';

/** Local storage: what remember-me keeps (never a password, docs/decisions.md "Accounts"). */
export const REMEMBERED_LOGIN_KEY = localKey('rememberedLogin');
/** Session storage: the trial account name (§3). */
export const TRIAL_NAME_KEY = localKey('trialName');

/** A blocked login as the screen keeps it: the block's value and the account it was for. */
export type BlockedLogin = BlockedLoginValue & { userName: string };

export type LoginMethod = 'username' | 'sms';

/** What remember-me restores: the account, never its password. */
export type RememberedLogin =
  | { type: 'username'; username: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; countryCode: string };

/** A login attempt as the screen collects it; the captcha answer comes from `captcha`. */
export type LoginForm =
  | { type: 'username'; username: string; password: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; countryCode: string; messageCode: string }
  | { type: 'firebase'; firebaseIdToken: string };

/**
 * Login state (§3 Auth store, §4): login by username or SMS, captcha, remember-me and free trial;
 * a forced change's old password goes to the session (SessionStore.oldPsw). The trial flag is the
 * session's type 4. A feature store (RootStore.feature): only the login, trial, registration and
 * password screens use it.
 */
export class AuthStore {
  method: LoginMethod = 'username';
  rememberMe = false;
  submitting = false;
  /** The last login failure to show on the form. */
  error: Message | null = null;
  /** The last login was refused by a time-out or self-exclusion: the balance can still be withdrawn. */
  blocked: BlockedLogin | null = null;
  readonly captcha: CaptchaState;
  readonly phone: PhoneVerification;

  constructor(private readonly root: RootStore) {
    this.captcha = new CaptchaState(root);
    this.phone = new PhoneVerification(root, AccountPath.smsLogin);
    makeAutoObservable<AuthStore, 'root'>(this, { root: false, captcha: false, phone: false });
  }

  /** Logout and a dead session (RootStore.clear): the last failure goes with the session. */
  clear(): void {
    this.error = null;
    this.blocked = null;
  }

  /** Free-trial user (type 4). */
  get trail(): boolean {
    return this.root.session.isTrial;
  }

  get smsLoginEnabled(): boolean {
    return this.root.common.whitelabel?.smsLogin === true;
  }

  /** The method in force: SMS only while the merchant offers it. */
  get activeMethod(): LoginMethod {
    return this.smsLoginEnabled ? this.method : 'username';
  }

  setMethod(method: LoginMethod): void {
    this.method = method;
    this.error = null;
  }

  setRememberMe(on: boolean): void {
    this.rememberMe = on;
  }

  /** Remembered credentials (§4); an SMS memory only while SMS login is on. Reads, changes nothing. */
  readRemembered(): RememberedLogin | null {
    const memory = readJson<RememberedLogin>(browserStorage.local(), REMEMBERED_LOGIN_KEY);
    return memory && (memory.type === 'username' || this.smsLoginEnabled) ? memory : null;
  }

  /**
   * On mount: a fresh form (no earlier failure shown); remember-me is on when a memory was
   * restored, with the method it was made with.
   */
  restoreRemembered(memory: RememberedLogin | null): void {
    this.error = null;
    this.rememberMe = memory !== null;
    if (memory) this.method = memory.type;
  }

  /** Logs in (§4); resolves to the route to open, or null when the login failed. */
  async login(form: LoginForm): Promise<string | null> {
    if (this.submitting) return null;
    this.submitting = true;
    this.error = null;
    this.blocked = null;
    await this.captcha.ready();
    const body: LoginRequest = { ...form, ...this.captcha.fields, deviceToken: deviceTokenFor(form) };
    try {
      const res = await this.root.api.post<LoginResult | LoginFailureValue>(AccountPath.login, body, { encrypt: true });
      if (res.success && res.value && 'token' in res.value) return await this.loggedIn(res.value, form);
      if (this.blockedBy(res, form)) return null;
      await this.failed(res as Envelope<LoginFailureValue>);
    } catch (error) {
      this.failedCall(error);
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
    return null;
  }

  /**
   * Free trial (§4): please wait, a trial account name, the free-play login, then /m/home unless
   * flag is 0 (a caller that stays on its page). Resolves to the route to open or null.
   */
  async startTrial(flag = 1): Promise<string | null> {
    const { api, ui } = this.root;
    ui.showLoading({ key: 'toast.pleaseWait' }, TOAST_TRIAL_LOADING_MS);
    try {
      const account = await settle(ui, api.get<TrialAccountValue>(AccountPath.trialAccount));
      if (!account?.value) return null;
      const { trialName } = account.value;
      writeJson(browserStorage.session(), TRIAL_NAME_KEY, trialName);
      const body: FreeplayLoginRequest = { trialName };
      const res = await settle(ui, api.post<LoginResult>(AccountPath.freeplayLogin, body));
      if (!res?.value) return null;
      await this.signIn(res.value);
      return flag === 0 ? null : routerPath(homePath());
    } finally {
      ui.hideLoading();
    }
  }

  private async loggedIn(value: LoginResult, form: LoginForm): Promise<string> {
    this.endOtherSession(value);
    this.captcha.reset();
    this.remember(form);
    keepDeviceToken(form, value.deviceToken);
    const forced = value.firstTimeLogin || value.passwordExpired;
    this.root.session.setOldPsw(forced && form.type === 'username' ? form.password : null);
    await this.signIn(value);
    return forced ? routerPath(changePasswordPath()) : routerPath(homePath());
  }

  /**
   * "Withdraw my balance" after a blocked login: keeps the withdraw-only token as the session and
   * leads to /m/withdraw, where the withdrawal flow works; the server refuses anything else with it.
   */
  async withdrawBalance(): Promise<string | null> {
    const blocked = this.blocked;
    if (!blocked) return null;
    if (this.root.session.isLoggedIn) this.root.clear();
    // Only real accounts can be excluded, so the withdrawal screen's guard (types 0/1/2) lets it through.
    this.root.session.setSession({ token: blocked.withdrawToken, merchantCode: this.root.merchantCode, userName: blocked.userName, type: 0, firstTimeLogin: false, withdrawOnly: true });
    this.blocked = null;
    await this.loadMember();
    return routerPath(withdrawPath());
  }

  /** A refusal by a time-out or self-exclusion: the server's words (with the end date) and the withdraw-only way out. */
  private blockedBy(res: Envelope<unknown>, form: LoginForm): boolean {
    // Only a refusal by a time-out or self-exclusion carries a withdraw-only token (BlockedLoginValue);
    // ErrorCode is not imported for it: that would take the envelope module out of the first chunk.
    const value = res.value as Partial<BlockedLoginValue> | undefined;
    if (!value?.withdrawToken || !value.kind) return false;
    this.error = res.message ? { text: res.message } : { key: 'error.unknown' };
    this.blocked = { kind: value.kind, until: value.until ?? null, withdrawToken: value.withdrawToken, userName: form.type === 'username' ? form.username : '' };
    return true;
  }

  /** Keeps a login's (or registration's) session, then loads who it is and the wallet. */
  async signIn(value: LoginResult): Promise<void> {
    this.endOtherSession(value);
    this.startSession(value);
    await this.loadMember();
  }

  /** A login over another member's open session: nothing of that member may stay in this tab. */
  private endOtherSession(value: LoginResult): void {
    const { session } = this.root;
    if (session.isLoggedIn && session.token !== value.token) this.root.clear();
  }

  private startSession(value: LoginResult): void {
    this.root.session.setSession({
      token: value.token,
      merchantCode: value.merchantCode ?? this.root.merchantCode,
      userName: value.userName,
      type: value.type,
      firstTimeLogin: value.firstTimeLogin,
    });
  }

  /** The drawer and header show the member at once; a failure here never undoes the login. */
  private async loadMember(): Promise<void> {
    await Promise.allSettled([this.root.common.fetchMemberInfo(true), this.root.wallet.refresh()]);
  }

  /** Remember-me on writes the account (not the password); off forgets any earlier memory. */
  private remember(form: LoginForm): void {
    if (form.type === 'firebase') return;
    const memory: RememberedLogin | null = !this.rememberMe
      ? null
      : form.type === 'username'
        ? { type: 'username', username: form.username }
        : { type: 'sms', mobileNum: form.mobileNum, countryDialingCode: form.countryDialingCode, countryCode: form.countryCode };
    writeJson(browserStorage.local(), REMEMBERED_LOGIN_KEY, memory);
  }

  /** A refused login: the server's text, or the lock's end time; the captcha when flagged. */
  private async failed(res: Envelope<LoginFailureValue>): Promise<void> {
    const lockedUntil = res.value?.lockedUntil;
    this.error = lockedUntil
      ? { key: 'login.locked', params: { time: this.formatTime(lockedUntil) } }
      : res.message
        ? { text: res.message }
        : { key: 'error.unknown' };
    // A shown captcha was spent by this attempt, so it needs a new image too.
    if (res.value?.captcha || this.captcha.required) await this.captcha.require();
  }

  /** Failures the client already showed (also while loading the key) are not shown twice. */
  private failedCall(error: unknown): void {
    if (!(error instanceof ApiError)) {
      this.error = { key: 'error.unknown' };
      return;
    }
    const { cause } = error;
    if (!error.silent || (cause instanceof ApiError && !cause.silent)) return;
    const encryption = error.code === ClientErrorCode.encryptionFailed || error.code === ClientErrorCode.encryptionUnavailable;
    this.error = { key: encryption ? 'login.secureUnavailable' : 'error.unknown' };
  }

  private formatTime(ms: number): string {
    return new Intl.DateTimeFormat(this.root.language.code, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  }
}
