/**
 * Bonus wagering (docs/promotions.md "Wagering"), folded from the posting feed over each member's
 * real account, in feed order:
 * - a real stake counts floor(left × c / 100) towards the member's active bonuses oldest first, c
 *   being each bonus's contribution percent for the stake's game type (its snapshot; an unlisted type
 *   WAGERING_CONTRIBUTION_DEFAULT_PERCENT). A bonus counts only stakes after its grant posting; it is
 *   filled up to `required` (then 'completed'), and the part of the stake that filling did not use,
 *   ceil(need × 100 / c), goes on to the next bonus; a 0 % bonus passes the whole stake on;
 * - a refund takes its counted amount back the same way from the active bonuses newest first,
 *   never below 0 (a completed bonus stays completed);
 * - a stake that leaves the real balance below TURNOVER_CLEAR_BELOW clears every active bonus
 *   ('cleared': nothing is left to wager for), as it clears the deposits' requirement.
 * The consumer keeps `done` and the statuses up to each member's last posting it read
 * (bonus_wagering_cursors); readers add the member's postings after it (bonus-reads.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BonusStatus } from '@common/contract/promotions';
import type { GameType } from '@common/contract/games';
import { TURNOVER_CLEAR_BELOW } from '@common/rules/limits';
import { WAGERING_CONTRIBUTION_DEFAULT_PERCENT } from '@common/rules/promotions';
import type { Database } from '../../db/connection';
import type { FeedConsumer } from '../feed';
import { FEED_START, type FeedPosition, type FeedPosting } from '../wallet';
import { bonusWageringCursors, memberBonuses, type MemberBonusRow } from './tables';

/** The advisory-lock key of the bonus wagering consumer's lease (unique among the app's workers). */
const BONUS_WAGERING_LEASE_KEY = 7_270_160;

const PERCENT = 100n;
const CLEAR_BELOW = BigInt(TURNOVER_CLEAR_BELOW);

/** A bonus as the fold tracks it. */
export interface TrackedBonus {
  id: number;
  required: bigint;
  done: bigint;
  contributions: Partial<Record<GameType, number>>;
  /** The grant posting's feed position: only postings after it count. */
  grant: FeedPosition;
  status: BonusStatus;
  endedAt: Date | null;
}

/** One member's fold: the real balance, the last posting folded, the bonuses (oldest grant first). */
export interface MemberFold {
  balance: bigint;
  xid: number;
  lastId: number;
  bonuses: TrackedBonus[];
}

/** One posting's leg on the member's real account. */
export interface RealLeg extends FeedPosition {
  kind: FeedPosting['kind'];
  amount: bigint;
  gameType: string | null;
  at: Date;
}

const after = (a: FeedPosition, b: FeedPosition) => a.xid > b.xid || (a.xid === b.xid && a.id > b.id);

/** A bonus's contribution percent for a game type (its snapshot; unlisted: the default). */
export function contributionOf(bonus: Pick<TrackedBonus, 'contributions'>, gameType: string | null): bigint {
  const listed = gameType === null ? undefined : bonus.contributions[gameType as GameType];
  return BigInt(listed ?? WAGERING_CONTRIBUTION_DEFAULT_PERCENT);
}

/** The stake needed at `percent` to count `counted`: the least whole amount, so a stake is never counted twice. */
const stakeFor = (counted: bigint, percent: bigint) => (counted * PERCENT + percent - 1n) / percent;

/** Counts `stake` towards `bonuses` in order; each filled up to required, the unused stake to the next. */
function count(bonuses: TrackedBonus[], stake: bigint, leg: RealLeg): void {
  let left = stake;
  for (const bonus of bonuses) {
    if (left === 0n) return;
    const percent = contributionOf(bonus, leg.gameType);
    if (percent === 0n) continue;
    const need = bonus.required - bonus.done;
    const counted = (left * percent) / PERCENT;
    if (counted < need) {
      bonus.done += counted;
      return;
    }
    bonus.done = bonus.required;
    bonus.status = 'completed';
    bonus.endedAt = leg.at;
    left -= stakeFor(need, percent);
  }
}

/** Takes a refund's counted amount back from `bonuses` (newest first), never below 0. */
function uncount(bonuses: TrackedBonus[], refund: bigint, leg: RealLeg): void {
  let left = refund;
  for (const bonus of [...bonuses].reverse()) {
    if (left === 0n) return;
    const percent = contributionOf(bonus, leg.gameType);
    if (percent === 0n) continue;
    const back = (left * percent) / PERCENT;
    if (back <= bonus.done) {
      bonus.done -= back;
      return;
    }
    left -= stakeFor(bonus.done, percent);
    bonus.done = 0n;
  }
}

/** The fold after one real leg: balance, then the stake or refund counted, then the clear-below rule. */
export function foldLeg(state: MemberFold, leg: RealLeg): MemberFold {
  const next: MemberFold = { balance: state.balance + leg.amount, xid: leg.xid, lastId: leg.id, bonuses: state.bonuses.map((b) => ({ ...b })) };
  const inPlay = next.bonuses.filter((b) => b.status === 'active' && after(leg, b.grant));
  // A bonus needing nothing (no multiplier) is met as soon as anything follows it.
  for (const bonus of inPlay) if (bonus.done >= bonus.required) Object.assign(bonus, { status: 'completed', endedAt: leg.at });
  const open = inPlay.filter((b) => b.status === 'active');
  if (leg.kind === 'bet' && leg.amount < 0n) {
    count(open, -leg.amount, leg);
    if (next.balance < CLEAR_BELOW) for (const bonus of open) if (bonus.status === 'active') Object.assign(bonus, { status: 'cleared', endedAt: leg.at });
  } else if (leg.kind === 'rollback' && leg.amount > 0n) {
    uncount(open, leg.amount, leg);
  }
  return next;
}

/** The member's real legs in `postings` after the fold's position, folded on. */
export function foldPostings(state: MemberFold, postings: readonly FeedPosting[], memberId: number): MemberFold {
  let current = state;
  for (const posting of postings) {
    if (!after(posting, { xid: current.xid, id: current.lastId })) continue;
    const gameType = typeof posting.reference.gameType === 'string' ? posting.reference.gameType : null;
    for (const leg of posting.legs) {
      if (leg.ownerKind !== 'member' || leg.ownerId !== memberId || leg.accountKind !== 'real') continue;
      current = foldLeg(current, { kind: posting.kind, amount: leg.amount, gameType, xid: posting.xid, id: posting.id, at: posting.createdAt });
    }
  }
  return current;
}

/** A stored bonus as the fold tracks it. */
export function trackedOf(row: MemberBonusRow): TrackedBonus {
  return {
    id: row.id,
    required: row.required,
    done: row.done,
    contributions: row.contributions,
    grant: { xid: row.grantXid, id: row.grantTransactionId },
    status: row.status,
    endedAt: row.endedAt,
  };
}

/** Oldest grant first (the order stakes fill them). */
export const byGrant = (a: TrackedBonus, b: TrackedBonus) => a.grant.xid - b.grant.xid || a.grant.id - b.grant.id || a.id - b.id;

/** The fold of a member with no cursor yet: nothing read. */
export const emptyFold = (bonuses: TrackedBonus[]): MemberFold => ({ balance: 0n, xid: FEED_START.xid, lastId: FEED_START.id, bonuses: [...bonuses].sort(byGrant) });

/** Writes what the fold changed of the bonuses still active in the table (a forfeit in between wins). */
export async function storeBonuses(tx: Database, before: readonly TrackedBonus[], after: readonly TrackedBonus[]): Promise<void> {
  const old = new Map(before.map((b) => [b.id, b]));
  for (const bonus of after) {
    const was = old.get(bonus.id);
    if (was && was.done === bonus.done && was.status === bonus.status) continue;
    await tx
      .update(memberBonuses)
      .set({ done: bonus.done, status: bonus.status, endedAt: bonus.endedAt })
      .where(and(eq(memberBonuses.id, bonus.id), eq(memberBonuses.status, 'active')));
  }
}

/** The consumer's batch: each member with a real leg in it folded on from its cursor, the active bonuses locked and written back. */
async function applyBatch(tx: Database, postings: readonly FeedPosting[]): Promise<void> {
  const members = new Map<string, { merchantCode: string; memberId: number }>();
  for (const posting of postings) {
    for (const leg of posting.legs) {
      if (leg.ownerKind === 'member' && leg.accountKind === 'real') members.set(`${posting.merchantCode}|${leg.ownerId}`, { merchantCode: posting.merchantCode, memberId: leg.ownerId });
    }
  }
  if (members.size === 0) return;
  const ids = [...new Set([...members.values()].map((m) => m.memberId))];
  const c = bonusWageringCursors;
  const cursors = new Map((await tx.select().from(c).where(inArray(c.memberId, ids))).map((r) => [`${r.merchantCode}|${r.memberId}`, r]));
  // Locked so a forfeit (forfeit.ts) waits for this batch, or this batch for it.
  const active = await tx
    .select()
    .from(memberBonuses)
    .where(and(inArray(memberBonuses.memberId, ids), eq(memberBonuses.status, 'active')))
    .orderBy(memberBonuses.id)
    .for('update');
  const rows: (typeof c.$inferInsert)[] = [];
  for (const [key, { merchantCode, memberId }] of members) {
    const own = active.filter((b) => b.merchantCode === merchantCode && b.memberId === memberId).map(trackedOf);
    const cursor = cursors.get(key);
    const start = cursor ? { balance: cursor.balance, xid: cursor.xid, lastId: cursor.lastId, bonuses: [...own].sort(byGrant) } : emptyFold(own);
    const folded = foldPostings(start, postings, memberId);
    await storeBonuses(tx, own, folded.bonuses);
    rows.push({ merchantCode, memberId, balance: folded.balance, xid: folded.xid, lastId: folded.lastId });
  }
  await tx
    .insert(c)
    .values(rows)
    .onConflictDoUpdate({ target: [c.merchantCode, c.memberId], set: { balance: sql.raw('excluded.balance'), xid: sql.raw('excluded.xid'), lastId: sql.raw('excluded.last_id') } });
}

/** The posting-feed consumer that keeps bonus wagering (member_bonuses.done and status, bonus_wagering_cursors). */
export const bonusWageringConsumer: FeedConsumer = { name: 'bonus-wagering', leaseKey: BONUS_WAGERING_LEASE_KEY, apply: applyBatch };
