/**
 * A deposit's state changes after its start, each one conditional UPDATE (… WHERE status IN the
 * states it may leave) that decides alone, in the transaction that audits it: approve (which
 * credits the wallet in the same transaction), reject, expire, and waiting for review.
 */
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type ErrorCodeValue } from '@common/contract/envelope';
import type { DepositStatus } from '@common/contract/payments';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit';
import { channelAccount, deposit, ensureMemberAccount, type WalletGuards } from '../wallet';
import { deposits, type DepositRow } from './deposit-tables';

/** The ledger's idempotency key of a deposit's credit: one posting per deposit, whatever approves it. */
export const creditKey = (depositId: string) => `deposit:${depositId}`;

/** What a transition records besides the status. */
export type DepositChange = Partial<Pick<DepositRow, 'externalId' | 'trxId' | 'senderNumber' | 'proofKeys' | 'reason' | 'reasonCode' | 'guardCode' | 'decidedById' | 'decidedBy' | 'decidedAt'>>;

export interface Transition {
  id: string;
  from: readonly DepositStatus[];
  to: DepositStatus;
  change?: DepositChange;
  /** Further conditions the row must meet (an identifier not used by another deposit, a deadline). */
  where?: SQL;
  now: Date;
}

/** Moves the deposit from one of `from` to `to`; the updated row, or null when it was in none of them. */
export async function transition(db: Database, t: Transition): Promise<DepositRow | null> {
  const [row] = await db
    .update(deposits)
    .set({ ...t.change, status: t.to, updatedAt: t.now })
    .where(and(eq(deposits.id, t.id), inArray(deposits.status, [...t.from]), t.where))
    .returning();
  return row ?? null;
}

/** The audit row of a transition, tagged with the deposit's merchant. */
export function auditDeposit(db: Database, who: Actor, row: Pick<DepositRow, 'id' | 'merchantCode'>, action: string, detail: Record<string, unknown> = {}): Promise<void> {
  return recordAudit(db, who, { action: `deposit.${action}`, subject: `deposit:${row.id}`, merchantCode: row.merchantCode, detail });
}

/** The channel code a credit's ledger reference names. */
export interface CreditContext {
  guards: WalletGuards;
  channelCode: string;
}

/**
 * Approves the deposit and credits `credited` from the channel's clearing account to the member,
 * in `tx` (the wallet's deposit intent: its guards run, a refusal throws and rolls everything
 * back). Null when the deposit was not in one of `t.from` (decided already: nothing is credited).
 */
export async function approveAndCredit(tx: Database, credit: CreditContext, t: Omit<Transition, 'to'>, who: Actor): Promise<DepositRow | null> {
  const row = await transition(tx, { ...t, to: 'approved', change: { ...t.change, guardCode: null, reasonCode: null } });
  if (!row) return null;
  const member = (await ensureMemberAccount(tx, row.merchantCode, row.memberId, 'real')).account;
  const clearing = await channelAccount(tx, row.merchantCode, row.channelId, row.currency);
  const posted = await deposit(tx, credit.guards, {
    merchant: row.merchantCode,
    amount: row.credited,
    idempotencyKey: creditKey(row.id),
    member: { memberId: row.memberId, accountId: member.id, kind: 'real' },
    channelAccountId: clearing.id,
    reference: { channelCode: credit.channelCode, channelOrderId: row.id, externalId: row.externalId, trxId: row.trxId },
  });
  await auditDeposit(tx, who, row, 'approve', { from: t.from, credited: row.credited.toString(), transactionId: posted.transaction.id, reason: t.change?.reason ?? null });
  return row;
}

/** The code the wallet refused a credit with (a guard, or the balance limit), or null for any other failure (which the caller rethrows). */
export function guardCodeOf(err: unknown): ErrorCodeValue | null {
  return err instanceof AppError ? err.code : null;
}

/**
 * Expires the unpaid deposits whose time is up (all, or one member's), each audited; the count.
 * The housekeeping job runs it for everyone; a member's reads run it for theirs first.
 */
export async function expireDeposits(db: Database, now: Date, memberId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = and(eq(deposits.status, 'created'), lte(deposits.expiresAt, now), memberId === undefined ? undefined : eq(deposits.memberId, memberId));
    const expired = await tx
      .update(deposits)
      .set({ status: 'expired', reasonCode: ErrorCode.depositExpired, updatedAt: now })
      .where(due)
      .returning({ id: deposits.id, merchantCode: deposits.merchantCode });
    for (const row of expired) await auditDeposit(tx, { actor: 'system:deposit-expiry' }, row, 'expire');
    return expired.length;
  });
}

/** `not exists` another deposit on the channel holding `value` in `column` (run under that identifier's lock). */
export function unusedOnChannel(column: 'trx_id' | 'external_id', channelId: number, value: string, self: string): SQL {
  return sql`not exists (select 1 from ${deposits} as other where other.channel_id = ${channelId} and other.${sql.raw(column)} = ${value} and other.id <> ${self})`;
}
