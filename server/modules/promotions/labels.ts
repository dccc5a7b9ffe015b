/**
 * The status label a member sees on a promotion (§3's ten labels; docs/promotions.md "Status
 * labels"), decided in this order: what waits for the member (claim, applying), a promotion not
 * started (comingSoon), then, while it is open to the member, where the member stands (join,
 * signed, process, issued, rejected), and once it is not, the member's last outcome or close.
 */
import type { PromotionStatusLabel, PromotionType } from '@common/rules/promotions';
import { PERIODIC_PROMOTION_TYPES } from '@common/rules/promotions';
import type { RewardApplicationStatus } from '@common/contract/promotions';

/** What the label is computed from. */
export interface LabelFacts {
  type: PromotionType;
  /** The promotion has not started yet (and is live, or a draft in a preview). */
  upcoming: boolean;
  /** Open to this member now: live, within schedule, budget left, eligible, per-member cap not reached. */
  open: boolean;
  joined: boolean;
  /** Bonuses the member got from it. */
  granted: number;
  latestApplication: RewardApplicationStatus | null;
  /** An award waits to be claimed. */
  claimable: boolean;
  /** The member's newest award was claimed. */
  lastAwardClaimed: boolean;
}

/** The member's outcome on a promotion no longer open to it, or null when there is none. */
function outcome(facts: LabelFacts): PromotionStatusLabel | null {
  if (PERIODIC_PROMOTION_TYPES.includes(facts.type)) return facts.lastAwardClaimed ? 'claimed' : null;
  if (facts.type === 'manualReward' && facts.latestApplication === 'rejected') return 'rejected';
  return facts.granted > 0 ? 'issued' : null;
}

/** Where a member stands on a promotion open to it. */
function standing(facts: LabelFacts): PromotionStatusLabel {
  if (facts.type === 'manualReward') return outcome(facts) ?? 'join';
  if (!facts.joined) return 'join';
  if (PERIODIC_PROMOTION_TYPES.includes(facts.type)) return 'process';
  return facts.granted > 0 ? 'issued' : 'signed';
}

/** The label for these facts. */
export function statusLabel(facts: LabelFacts): PromotionStatusLabel {
  if (facts.claimable) return 'claim';
  if (facts.latestApplication === 'pending') return 'applying';
  if (facts.upcoming) return 'comingSoon';
  if (facts.open) return standing(facts);
  return outcome(facts) ?? 'close';
}
