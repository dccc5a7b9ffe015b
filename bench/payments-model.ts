/**
 * bench:payments' model: what the answers the bench got say happened, per deposit, withdrawal,
 * stake and win, and what each player's balances must therefore be. Checked against the database
 * after a run (checkPayments), together with the ledger audit.
 */
import type { FastifyInstance } from 'fastify';
import type { DepositStatus, WithdrawalStatus } from '@common/contract/payments';
import { memberBalances } from '../server/modules/wallet';
import type { Member } from './payments-setup';
import { ledgerAudit } from './wallet-load';
import { MERCHANT } from './wallet-setup';

/** Money of one player: credited (deposits), held or paid (withdrawals), staked or won. */
interface Movement {
  player: number;
  amount: bigint;
}

/** Withdrawals that gave the money back to the real balance. */
const RELEASED: readonly WithdrawalStatus[] = ['rejected', 'failed'];
/** Withdrawals whose money is still on the member's withdrawal (hold) account. */
const HELD: readonly WithdrawalStatus[] = ['pending', 'checking', 'paying'];

export class PaymentsModel {
  /** Deposit id → the player, what it credits when approved (amount − fee), and the status the callbacks answered. */
  readonly deposits = new Map<string, Movement & { status: DepositStatus }>();
  /** Withdrawal id → the player, the amount held, and the status the last answer about it gave. */
  readonly withdrawals = new Map<string, Movement & { status: WithdrawalStatus }>();
  /** Seamless transaction id → the player, the amount, and whether an answer said it applied. */
  readonly stakes = new Map<string, Movement & { applied: boolean }>();
  readonly wins = new Map<string, Movement & { applied: boolean }>();
  /** "kind: code" → how many operations ended early that way (expected refusals, players who did not ask). */
  readonly refusals = new Map<string, number>();
  /** What went wrong: unexpected answers, duplicates answered differently, overdraws. */
  readonly problems: string[] = [];
  duplicates = 0;
  bursts = 0;
  /** HTTP requests the run sent (member, console, callback and seamless routes). */
  requests = 0;

  /** Counts an expected refusal; any other code is a problem. */
  refused(kind: string, code: string | undefined, allowed: readonly string[]): void {
    if (code === undefined || !allowed.includes(code)) this.problems.push(`${kind} refused with ${code ?? 'no code'}`);
    else this.note(kind, code);
  }

  /** Counts an operation that ended early for `why` (a refusal, or the player not asking). */
  note(kind: string, why: string): void {
    const key = `${kind}: ${why}`;
    this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
  }

  /** How many of `values` are in each status, as "status n" (for the report). */
  static tally(values: Iterable<{ status: string }>): string {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v.status, (counts.get(v.status) ?? 0) + 1);
    return [...counts].map(([status, n]) => `${status} ${n}`).join(', ');
  }
}

/** Each player's real and withdrawal (hold) balance as the answers imply: initial + credited deposits − paid/held withdrawals + wins − stakes. */
export function expectedBalances(model: PaymentsModel, initial: readonly bigint[]): { real: bigint[]; held: bigint[] } {
  const real = [...initial];
  const held = initial.map(() => 0n);
  for (const d of model.deposits.values()) if (d.status === 'approved') real[d.player]! += d.amount;
  for (const w of model.withdrawals.values()) {
    if (RELEASED.includes(w.status)) continue;
    real[w.player]! -= w.amount;
    if (HELD.includes(w.status)) held[w.player]! += w.amount;
  }
  for (const s of model.stakes.values()) if (s.applied) real[s.player]! -= s.amount;
  for (const w of model.wins.values()) if (w.applied) real[w.player]! += w.amount;
  return { real, held };
}

/** The ledger audit, the model's problems, and every member's balances against what the answers imply. */
export async function checkPayments(app: FastifyInstance, members: readonly Member[], model: PaymentsModel): Promise<string[]> {
  const failures = [...(await ledgerAudit(app)), ...model.problems];
  const expected = expectedBalances(model, members.map((m) => m.initial));
  for (const [i, m] of members.entries()) {
    const actual = await memberBalances(app.db, { id: m.memberId, merchantCode: MERCHANT });
    if (BigInt(actual.real) !== expected.real[i]) failures.push(`player ${i}: real balance ${actual.real}, the answers imply ${expected.real[i]}`);
    if (BigInt(actual.withdrawal) !== expected.held[i]) failures.push(`player ${i}: held ${actual.withdrawal}, the answers imply ${expected.held[i]}`);
  }
  return failures;
}
