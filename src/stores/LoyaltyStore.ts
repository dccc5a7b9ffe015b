import { makeAutoObservable } from 'mobx';
import { LoyaltyPath, type LoyaltySummaryValue } from '@common/contract/loyalty';
import { LOYALTY_STALE_MS } from '@common/rules/loyalty';
import { quietGet } from '../api/request';
import { CachedRead } from './loyalty/CachedRead';
import type { RootStore } from './RootStore';

/**
 * The member's points and level (issue 17, PTSYS3): one small read the drawer, the member centre,
 * the mall and the reward centre share, kept LOYALTY_STALE_MS. A feature store: the shell never
 * imports it (the drawer's points line and the screens load it in their own chunks).
 */
export class LoyaltyStore {
  private readonly read: CachedRead<LoyaltySummaryValue>;

  constructor(private readonly root: RootStore) {
    this.read = new CachedRead(() => quietGet<LoyaltySummaryValue>(root.api, LoyaltyPath.summary), () => root.session.token, LOYALTY_STALE_MS);
    makeAutoObservable<LoyaltyStore, 'root' | 'read'>(this, { root: false, read: false });
  }

  get summary(): LoyaltySummaryValue | null {
    return this.read.value;
  }

  /** Whether points are on for the merchant and the caller may have them (logged in, not a trial account). */
  get available(): boolean {
    const { session, common } = this.root;
    return session.isLoggedIn && !session.isTrial && !!common.whitelabel?.PTSYS3;
  }

  /** Reads the summary when points are available; a read younger than LOYALTY_STALE_MS for the same member is kept unless forced. */
  loadSummary(force = false): Promise<void> {
    return this.available ? this.read.load(force) : Promise.resolve();
  }

  clear(): void {
    this.read.clear();
  }
}
