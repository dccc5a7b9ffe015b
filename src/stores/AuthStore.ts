import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/**
 * Login state (§3 Auth store): captcha, remembered credentials, trial user, and the old
 * password kept for a forced change.
 */
export class AuthStore {
  /** Old password remembered when firstTimeLogin or passwordExpired forces a change (§4). */
  oldPsw: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AuthStore, 'root'>(this, { root: false });
  }
}
