import { makeAutoObservable, runInAction } from 'mobx';
import { LoyaltyPath, type ClaimRewardRequest, type RewardCentreValue, type RewardEntryValue } from '@common/contract/loyalty';
import { LOYALTY_STALE_MS } from '@common/rules/loyalty';
import { quietGet } from '../api/request';
import { CachedRead } from './loyalty/CachedRead';
import { LoyaltyStore } from './LoyaltyStore';
import type { RootStore } from './RootStore';
import { settle } from './settle';

/** The sources a member claims by hand (ClaimRewardRequest); the others arrive on their own. */
const CLAIMABLE_SOURCES: readonly RewardEntryValue['source'][] = ['level', 'award'];

/** Whether an entry waiting in "to claim" takes a claim call. */
export function canClaim(entry: RewardEntryValue): entry is RewardEntryValue & { source: ClaimRewardRequest['source'] } {
  return entry.state === 'claim' && CLAIMABLE_SOURCES.includes(entry.source);
}

/**
 * The reward centre (issue 17, /m/rewardCenter, REWCEN3): what the member can claim (level-up
 * rewards, periodic cashback and rebate awards) and everything received, pending, lapsed or
 * cancelled — level rewards, awards, race prizes and mall orders alike.
 */
export class RewardStore {
  readonly centre: CachedRead<RewardCentreValue>;
  /** The entry being claimed ("source:id"): its button waits. */
  claiming: string | null = null;

  constructor(private readonly root: RootStore) {
    this.centre = new CachedRead(() => quietGet<RewardCentreValue>(root.api, LoyaltyPath.rewards), () => root.session.token, LOYALTY_STALE_MS);
    makeAutoObservable<RewardStore, 'root'>(this, { root: false, centre: false });
  }

  get claimable(): RewardEntryValue[] {
    return this.centre.value?.claimable ?? [];
  }

  get history(): RewardEntryValue[] {
    return this.centre.value?.history ?? [];
  }

  /** Reads the centre; a read younger than LOYALTY_STALE_MS for the same member is kept unless forced. */
  load(force = false): Promise<void> {
    return this.centre.load(force);
  }

  /** Claims one waiting entry; true when it was credited (it moves to the history). A refusal is shown by its message. */
  async claim(entry: RewardEntryValue): Promise<boolean> {
    if (this.claiming !== null || !canClaim(entry)) return false;
    const key = `${entry.source}:${entry.id}`;
    const body: ClaimRewardRequest = { source: entry.source, id: entry.id };
    this.claiming = key;
    const res = await settle(this.root.ui, this.root.api.post<RewardEntryValue>(LoyaltyPath.claimReward, body));
    runInAction(() => {
      this.claiming = null;
      const claimed = res?.value;
      if (!claimed) return;
      const same = (e: RewardEntryValue) => e.source === entry.source && e.id === entry.id;
      this.centre.set({ claimable: this.claimable.filter((e) => !same(e)), history: [claimed, ...this.history.filter((e) => !same(e))] });
    });
    if (!res) {
      // Lapsed or already claimed elsewhere: show what is true now.
      void this.load(true);
      return false;
    }
    this.root.ui.showToast({ key: 'rewardCenter.claimed' }, 'success');
    // A bonus reaches the wallet, points the summary.
    void this.root.wallet.refresh();
    void this.root.feature(LoyaltyStore).loadSummary(true);
    return true;
  }

  /** Whether this entry's claim is under way. */
  isClaiming(entry: RewardEntryValue): boolean {
    return this.claiming === `${entry.source}:${entry.id}`;
  }

  clear(): void {
    this.centre.clear();
    this.claiming = null;
  }
}
