/**
 * Where the reward centre's entries come from (docs/loyalty.md "Reward centre"): a small registry of
 * readers, one per source. Each lists the member's entries in the caller's language and, where a
 * claim is needed, claims one. This part implements the promotion awards' and the race prizes'
 * readers; the loyalty module registers the level-up rewards' and the mall orders' beside them.
 */
import type { RewardEntryValue } from '@common/contract/loyalty';
import type { RewardSource } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';

/** The member a reader reads for. */
export interface RewardMember {
  id: number;
  merchantCode: string;
}

/** What a claim names besides the member: its id, the time, and who claims for the audit trail. */
export interface RewardClaim {
  id: string;
  now: number;
  actor: string;
  ip?: string;
}

export interface RewardSourceReader {
  source: RewardSource;
  /** The member's entries of this source (newest first, at most REWARD_HISTORY_MAX), in `language`, as of `now`. */
  entries(db: Database, member: RewardMember, language: string, now: number): Promise<RewardEntryValue[]>;
  /** Claims one entry (reward.not.claimable when there is nothing of this id to claim); absent: nothing of the source is claimed. */
  claim?(db: Database, member: RewardMember, claim: RewardClaim, language: string): Promise<RewardEntryValue>;
}

/** A claim's id as a positive integer, or null. */
export function idOf(text: string): number | null {
  return /^[1-9][0-9]{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}
