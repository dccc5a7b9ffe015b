import { makeAutoObservable } from 'mobx';
import type { MemberType, SessionInfo } from '@common/contract/member';
import { SESSION_INFO_KEY } from '../config/constants';
import { browserStorage, localKey, readJson, writeJson } from '../utils/storage';
import type { RootStore } from './RootStore';
import { canDeposit, isTrial } from '@common/rules/memberTypes';

const AUTO_LOGIN_KEY = localKey('autoLogin');

/** The login session: MC_SESSION_INFO in session storage (§3), auto-login preference. */
export class SessionStore {
  info: SessionInfo | null = readJson<SessionInfo>(browserStorage.session(), SESSION_INFO_KEY);
  autoLogin = readJson<boolean>(browserStorage.local(), AUTO_LOGIN_KEY) ?? true;

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

  /** Stores the session after a successful login. */
  setSession(info: SessionInfo): void {
    this.info = info;
    writeJson(browserStorage.session(), SESSION_INFO_KEY, info);
    this.root.common.keepMemberInfoOf(info.userName);
  }

  /** token_ip_different turns auto login off (§8). */
  disableAutoLogin(): void {
    this.autoLogin = false;
    writeJson(browserStorage.local(), AUTO_LOGIN_KEY, false);
  }

  /** Forgets the session and everything in session storage (§4 logout). */
  clear(): void {
    this.info = null;
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
