/**
 * What a feed batch earns (docs/loyalty.md "Earning"), folded per member in feed order, exact in
 * bigint: a real stake adds stake × rate to the member's carry and every whole POINTS_RATE_DIVISOR
 * in it becomes a point at once; a refund takes refund × rate back from the carry, never below 0
 * (points already earned stay). Bonus play earns nothing and its refunds take nothing back; every
 * real stake and refund, bonus play or not, moves the turnover levels count. Minting each stake's
 * whole points as it comes makes the result the same however the feed is cut into batches.
 */
import type { LoyaltySettings } from '@common/contract/consoleLoyalty';
import { POINTS_RATE_DIVISOR } from '@common/rules/loyalty';
import type { FeedPosition, FeedPosting } from '../../wallet';
import { rateFor } from './settings';

/** One real stake or refund of a member. */
export interface GameLeg {
  merchantCode: string;
  memberId: number;
  kind: 'stake' | 'refund';
  /** Minor units, > 0. */
  amount: bigint;
  gameType: string;
  at: FeedPosition;
  createdAt: Date;
}

/** A member's figures before the batch (their loyalty_members row, or zeros). */
export interface MemberStart {
  carry: bigint;
}

/** What the batch adds for one member. */
export interface MemberEarning {
  merchantCode: string;
  memberId: number;
  points: bigint;
  /** The carry after the batch (absolute). */
  carry: bigint;
  /** Stakes − refunds in the batch (signed). */
  turnover: bigint;
  /** The member's last stake or refund in the batch: when the points were earned. */
  lastAt: Date;
}

/** The member legs of game postings on real accounts: demo and other kinds never earn. */
export function gameLegsOf(postings: readonly FeedPosting[]): GameLeg[] {
  const legs: GameLeg[] = [];
  for (const posting of postings) {
    const gameType = posting.reference.gameType;
    if ((posting.kind !== 'bet' && posting.kind !== 'rollback') || typeof gameType !== 'string') continue;
    for (const leg of posting.legs) {
      if (leg.ownerKind !== 'member' || leg.accountKind !== 'real') continue;
      // A stake leaves the member (negative leg), a refund comes back (positive).
      const kind = posting.kind === 'bet' ? 'stake' : 'refund';
      const amount = kind === 'stake' ? -leg.amount : leg.amount;
      if (amount <= 0n) continue;
      legs.push({ merchantCode: posting.merchantCode, memberId: leg.ownerId, kind, amount, gameType, at: { xid: posting.xid, id: posting.id }, createdAt: posting.createdAt });
    }
  }
  return legs;
}

/** Folds the legs (in feed order) per member from their start. */
export function earningsOf(
  legs: readonly GameLeg[],
  starts: ReadonlyMap<number, MemberStart>,
  settings: ReadonlyMap<string, LoyaltySettings>,
  bonusPlay: (memberId: number, at: FeedPosition, createdAt: Date) => boolean,
): MemberEarning[] {
  const byMember = new Map<number, MemberEarning>();
  for (const leg of legs) {
    const earning = byMember.get(leg.memberId) ?? { merchantCode: leg.merchantCode, memberId: leg.memberId, points: 0n, carry: starts.get(leg.memberId)?.carry ?? 0n, turnover: 0n, lastAt: leg.createdAt };
    byMember.set(leg.memberId, earning);
    earning.lastAt = leg.createdAt;
    earning.turnover += leg.kind === 'stake' ? leg.amount : -leg.amount;
    if (bonusPlay(leg.memberId, leg.at, leg.createdAt)) continue;
    const weighted = leg.amount * BigInt(rateFor(settings.get(leg.merchantCode)!, leg.gameType));
    if (leg.kind === 'stake') {
      const total = earning.carry + weighted;
      earning.points += total / POINTS_RATE_DIVISOR;
      earning.carry = total % POINTS_RATE_DIVISOR;
    } else earning.carry = earning.carry > weighted ? earning.carry - weighted : 0n;
  }
  return [...byMember.values()];
}
