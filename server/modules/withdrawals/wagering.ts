/**
 * The turnover requirement before a withdrawal (docs/payments.md "Withdrawals, payout accounts and
 * turnover"), folded from the posting feed over each member's real account, in feed order:
 * - a deposit adds floor(amount × the merchant's turnoverMultiplierPercent / 100) to `required`;
 *   stakes made before it never count for it (any surplus of `done` over `required` is dropped);
 * - a real stake adds to `done`, its refund takes it back; bonus and demo stakes never count;
 * - a real stake that leaves the real balance below TURNOVER_CLEAR_BELOW clears the requirement
 *   (nothing is left to withdraw unwagered; the player starts afresh with the next deposit).
 * The consumer keeps the fold up to each member's last posting it read; a reader adds the member's
 * postings after that one (committed, past the feed's horizon), so what it sees is exact now.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TURNOVER_CLEAR_BELOW } from '@common/rules/limits';
import type { Database } from '../../db/connection';
import type { FeedConsumer } from '../feed';
import { FEED_START, memberLegsAfter, wireAmount, type FeedPosting, type TransactionKind } from '../wallet';
import { paymentSettingsOf } from '../payments';
import { memberWagering, type WageringRow } from './tables';

/** The advisory-lock key of the wagering worker's lease (unique among the app's workers). */
const WAGERING_LEASE_KEY = 7_270_114;

export type WageringState = Omit<WageringRow, 'merchantCode' | 'memberId'>;

const EMPTY: WageringState = { balance: 0n, required: 0n, done: 0n, deposited: 0n, clearedAt: null, xid: FEED_START.xid, lastId: FEED_START.id };

const PERCENT = 100n;
const CLEAR_BELOW = BigInt(TURNOVER_CLEAR_BELOW);

/** One posting's leg on the member's real account, applied to the member's state. */
export function foldLeg(state: WageringState, kind: TransactionKind, amount: bigint, at: Date, multiplierPercent: number): WageringState {
  const next = { ...state, balance: state.balance + amount };
  if (kind === 'deposit' && amount > 0n) {
    next.deposited += amount;
    next.done = next.done < next.required ? next.done : next.required;
    next.required += (amount * BigInt(multiplierPercent)) / PERCENT;
  } else if (kind === 'bet' && amount < 0n) {
    next.done -= amount;
    if (next.balance < CLEAR_BELOW) Object.assign(next, { required: 0n, done: 0n, clearedAt: at });
  } else if (kind === 'rollback' && amount > 0n) {
    next.done = next.done > amount ? next.done - amount : 0n;
  }
  return next;
}

/** The state after `postings` (each carrying the member's real leg), starting from `state`. */
function foldAll(state: WageringState, postings: readonly FeedPosting[], multiplierPercent: number, memberId: number): WageringState {
  let current = state;
  for (const posting of postings) {
    for (const leg of posting.legs) {
      if (leg.ownerKind !== 'member' || leg.ownerId !== memberId || leg.accountKind !== 'real') continue;
      current = { ...foldLeg(current, posting.kind, leg.amount, posting.createdAt, multiplierPercent), xid: posting.xid, lastId: posting.id };
    }
  }
  return current;
}

const stateOf = (row: WageringRow): WageringState => {
  const { merchantCode: _m, memberId: _id, ...state } = row;
  return state;
};

/** The consumer's batch: every member with a real leg in it, folded on from their stored state, in one upsert. */
async function applyBatch(tx: Database, postings: readonly FeedPosting[]): Promise<void> {
  const byMember = new Map<string, { merchantCode: string; memberId: number; postings: FeedPosting[] }>();
  for (const posting of postings) {
    for (const leg of posting.legs) {
      if (leg.ownerKind !== 'member' || leg.accountKind !== 'real') continue;
      const key = `${posting.merchantCode}|${leg.ownerId}`;
      const entry = byMember.get(key) ?? { merchantCode: posting.merchantCode, memberId: leg.ownerId, postings: [] };
      entry.postings.push(posting);
      byMember.set(key, entry);
    }
  }
  if (byMember.size === 0) return;
  const w = memberWagering;
  const stored = await tx
    .select()
    .from(w)
    .where(inArray(w.memberId, [...new Set([...byMember.values()].map((m) => m.memberId))]));
  const states = new Map(stored.map((r) => [`${r.merchantCode}|${r.memberId}`, stateOf(r)]));
  const multipliers = new Map<string, number>();
  const rows: WageringRow[] = [];
  for (const [key, { merchantCode, memberId, postings: own }] of byMember) {
    if (!multipliers.has(merchantCode)) multipliers.set(merchantCode, (await paymentSettingsOf(tx, merchantCode)).turnoverMultiplierPercent);
    rows.push({ merchantCode, memberId, ...foldAll(states.get(key) ?? EMPTY, own, multipliers.get(merchantCode)!, memberId) });
  }
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(w)
    .values(rows)
    .onConflictDoUpdate({
      target: [w.merchantCode, w.memberId],
      set: {
        balance: excluded('balance'),
        required: excluded('required'),
        done: excluded('done'),
        deposited: excluded('deposited'),
        clearedAt: excluded('cleared_at'),
        xid: excluded('xid'),
        lastId: excluded('last_id'),
      },
    });
}

/** The posting-feed consumer that keeps member_wagering. */
export const wageringConsumer: FeedConsumer = { name: 'wagering', leaseKey: WAGERING_LEASE_KEY, apply: applyBatch };

/** A member's requirement as of now: the stored fold plus the member's postings after it. */
export async function wageringOf(db: Database, merchantCode: string, memberId: number): Promise<WageringState> {
  const w = memberWagering;
  const [row] = await db
    .select()
    .from(w)
    .where(and(eq(w.merchantCode, merchantCode), eq(w.memberId, memberId)))
    .limit(1);
  const state = row ? stateOf(row) : EMPTY;
  const tail = await memberLegsAfter(db, merchantCode, memberId, 'real', { xid: state.xid, id: state.lastId });
  if (tail.length === 0) return state;
  return foldAll(state, tail, (await paymentSettingsOf(db, merchantCode)).turnoverMultiplierPercent, memberId);
}

/** What the site and console show of it. */
export function turnoverValue(state: WageringState): { required: number; done: number; remaining: number } {
  const remaining = state.required > state.done ? state.required - state.done : 0n;
  return { required: wireAmount(state.required), done: wireAmount(state.done), remaining: wireAmount(remaining) };
}
