import { makeAutoObservable } from 'mobx';
import type { MemberType, SessionInfo } from '@common/contract/member';
import { SESSION_INFO_KEY } from '../config/constants';
import { browserStorage, localKey, readJson, writeJson } from '../utils/storage';
import type { RootStore } from './RootStore';
import { canDeposit, isTrial } from '@common/rules/memberTypes';

const AUTO_LOGIN_KEY = localKey('autoLogin');
/** Session storage: the old password of a forced change (§3), kept until the change is made. */
export const OLD_PSW_KEY = localKey('oldPsw');

/**
 * A session as kept. withdrawOnly: a login refused by a time-out or self-exclusion (issue 15) whose
 * token only serves taking the balance out; the server refuses everything else with it.
 */
export type StoredSession = SessionInfo & { withdrawOnly?: boolean };

/** The login session: MC_SESSION_INFO in session storage (§3), auto-login preference, a pending forced password change. */
export class SessionStore {
  info: StoredSession | null = readJson<StoredSession>(browserStorage.session(), SESSION_INFO_KEY);
  autoLogin = readJson<boolean>(browserStorage.local(), AUTO_LOGIN_KEY) ?? true;
  /**
   * Old password remembered when firstTimeLogin or passwordExpired forces a change (§4). It lives
   * here, with the session it belongs to, because every route's guard sends a member with a
   * pending change to the change screen.
   */
  oldPsw: string | null = readJson<string>(browserStorage.session(), OLD_PSW_KEY);
  /**
   * The merchant published a user agreement this member has not accepted: every route's guard
   * sends them to /m/useragreement?accept=1 until they do (the server refuses play meanwhile).
   */
  agreementPending = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SessionStore, 'root'>(this, { root: false });
  }

  get token(): string | null {
    return this.info?.token ?? null;
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  get type(): MemberType | null {
    return this.info?.type ?? null;
  }

  /** Free-play / trial account (type 4). */
  get isTrial(): boolean {
    return this.type !== null && isTrial(this.type);
  }

  /** Real account (types 0, 1, 2): may deposit (§4). */
  get isRealMember(): boolean {
    return this.type !== null && canDeposit(this.type);
  }

  /** The forced password change is pending (the change screen reads oldPsw). */
  get passwordChangeForced(): boolean {
    return this.oldPsw !== null;
  }

  /** Keeps (or forgets, with null) the old password in memory and session storage. */
  setOldPsw(password: string | null): void {
    this.oldPsw = password;
    writeJson(browserStorage.session(), OLD_PSW_KEY, password);
  }

  /** Stores the session after a successful login (or a blocked one's withdraw-only session), then asks whether a new user agreement awaits. */
  setSession(info: StoredSession): void {
    this.info = info;
    writeJson(browserStorage.session(), SESSION_INFO_KEY, info);
    this.root.common.keepMemberInfoOf(info.userName);
    void this.checkAgreement();
    void this.checkAgentOffers();
  }

  /** Asks the server whether this member must accept a new user agreement; trial accounts are never asked. Its code loads only now. */
  async checkAgreement(): Promise<void> {
    // A withdraw-only session (a blocked member taking the balance out) is asked nothing else.
    if (!this.isLoggedIn || this.isTrial || this.info?.withdrawOnly) return;
    // In the agreement screen's chunk, which a member who must accept opens next anyway.
    const { checkAgreement } = await import(/* webpackChunkName: "screen-user-agreement" */ './agreement/check');
    await checkAgreement(this.root);
  }

  /**
   * §4 AGENTPOLICY3: an agent of a merchant with the switch on is asked to sign each contract waiting
   * for it; the prompts' code loads only then. Only real accounts (0, 1, 2) can be agents, so
   * isRealMember is agentChecksApply here without its module in the first download (the prompts check
   * it again). At start-up it runs once the status is in (bootstrap).
   */
  async checkAgentOffers(): Promise<void> {
    const { common } = this.root;
    if (!this.isRealMember || this.info?.withdrawOnly || !common.whitelabel?.AGENTPOLICY3) return;
    if (!(await common.fetchMemberInfo().catch(() => null))?.agent) return;
    const { promptOffers } = await import(/* webpackChunkName: "agent-prompts" */ './agent/prompts');
    await promptOffers(this.root);
  }

  /** token_ip_different turns auto login off (§8). */
  disableAutoLogin(): void {
    this.autoLogin = false;
    writeJson(browserStorage.local(), AUTO_LOGIN_KEY, false);
  }

  /** Forgets the session and everything in session storage (§4 logout). */
  clear(): void {
    this.info = null;
    this.oldPsw = null;
    this.agreementPending = false;
    try {
      browserStorage.session()?.clear();
    } catch {
      // storage unavailable: nothing was stored either
    }
  }

  /**
   * Logout (§4): the caller has confirmed; shows the waiting message, calls the server with the
   * token, then clears every store whatever the server answered, so a dead network never keeps
   * a user logged in on this phone.
   */
  async logout(waitMs: number): Promise<void> {
    this.root.ui.showLoading({ key: 'toast.loggingOut' }, waitMs);
    try {
      await this.root.api.delete('/wps/session/logout', { alert: false });
    } catch {
      // already logged out on the server, or offline: the local session goes regardless
    } finally {
      this.root.clear();
      this.disableAutoLogin();
      this.root.ui.hideLoading();
    }
  }
}
