/**
 * Money limits over rolling windows (UKGC RTS 12, AGCO 2.24): what each kind counts in the window
 * ending now, when the oldest counted movement leaves it, and whether one more amount fits.
 */
import { ErrorCode, type ErrorCodeValue } from '@common/contract/envelope';
import { LIMIT_PERIOD_MS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@common/rules/protection';
import type { Database } from '../../db/connection';
import { memberFlows, type FlowKind, type GuardRefusal, type MemberFlow } from '../wallet';
import type { Setting } from './settings';

/**
 * The flows each kind counts: deposits with agent top-ups; stakes; stakes less wins and refunds.
 * Money sent to a transfer-wallet vendor is staked there (transferIn is judged as a stake) until it
 * comes back: wagered unless returned unplayed, and lost but for what the vendor pays back (a loss
 * at the vendor, learnt as vendor_result, is money that never comes back).
 */
const COUNTED: Record<LimitKind, readonly FlowKind[]> = {
  deposit: ['deposit', 'transferIn'],
  wager: ['stake', 'vendorIn', 'vendorReverse'],
  loss: ['stake', 'payout', 'refund', 'vendorIn', 'vendorReverse', 'vendorOut'],
};

const REFUSAL: Record<LimitKind, ErrorCodeValue> = {
  deposit: ErrorCode.protectionDepositLimit,
  wager: ErrorCode.protectionWagerLimit,
  loss: ErrorCode.protectionLossLimit,
};

/** What a kind counts in one window (net loss may be negative: wins above stakes). */
export function counted(kind: LimitKind, flow: MemberFlow): bigint {
  const s = flow.sums;
  if (kind === 'deposit') return s.deposit + s.transferIn;
  if (kind === 'wager') return s.stake + s.vendorIn - s.vendorReverse;
  return s.stake - s.payout - s.refund + s.vendorIn - s.vendorReverse - s.vendorOut;
}

/** When the oldest movement the kind counts leaves the window; null when nothing counts. */
export function freesAt(kind: LimitKind, period: LimitPeriod, flow: MemberFlow): number | null {
  const times = COUNTED[kind].map((f) => flow.oldest[f]).filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.min(...times) + LIMIT_PERIOD_MS[period];
}

/** The start of each period's window ending at `now`, in LIMIT_PERIODS order. */
export const windowStarts = (now: number) => LIMIT_PERIODS.map((p) => new Date(now - LIMIT_PERIOD_MS[p]));

/** The account's flows in each period's window, keyed by period. */
export async function flowsByPeriod(db: Database, accountId: number, now: number): Promise<Record<LimitPeriod, MemberFlow>> {
  const flows = await memberFlows(db, accountId, windowStarts(now));
  return Object.fromEntries(LIMIT_PERIODS.map((p, i) => [p, flows[i]!])) as Record<LimitPeriod, MemberFlow>;
}

/**
 * The first limit of `kinds` that `amount` more would pass, or null. Sums only when the member has
 * such a limit. A stake counts in full toward the loss limit: it may lose (worst case).
 */
export async function limitRefusal(db: Database, settings: readonly Setting[], kinds: readonly LimitKind[], accountId: number, amount: bigint, now: number): Promise<GuardRefusal | null> {
  const binding = settings.filter((s) => (kinds as readonly string[]).includes(s.target) && s.period !== '' && s.value !== null);
  if (binding.length === 0) return null;
  const flows = await flowsByPeriod(db, accountId, now);
  for (const limit of binding) {
    const kind = limit.target as LimitKind;
    const period = limit.period as LimitPeriod;
    if (counted(kind, flows[period]) + amount > BigInt(limit.value!)) return { code: REFUSAL[kind], params: { period } };
  }
  return null;
}
