/**
 * A withdrawal's moves between statuses (common/contract/payments.ts WITHDRAWAL_STATUSES), each a
 * conditional UPDATE from the status the caller saw, with its step and audit row in the same
 * transaction; and the held money's two ends: paid to the channel or released to the member.
 */
import { and, eq } from 'drizzle-orm';
import type { WithdrawalStatus } from '@common/contract/payments';
import type { Database } from '../../db/connection';
import { recordAudit } from '../audit';
import { channelAccount, ensureMemberAccount, withdrawPay, withdrawRelease } from '../wallet';
import { withdrawals, withdrawalSteps, type WithdrawalRow } from './tables';

/** Who moved it: an audit actor (member:<id>, operator:<id>, payout) and, for operators, their id. */
export interface StepActor {
  actor: string;
  operatorId?: number | null;
  ip?: string | null;
}

/** Fields a move may set besides the status. */
export type MoveChange = Partial<Pick<WithdrawalRow, 'reason' | 'firstApproverId' | 'externalId' | 'payoutAttempts' | 'payoutCheckedAt'>>;

/** The audit subject of a withdrawal. */
export const withdrawalSubject = (id: string) => `withdrawal:${id}`;

/** Records a step (and its audit row) of a withdrawal that has just reached `status`. */
export async function recordStep(tx: Database, row: WithdrawalRow, status: WithdrawalStatus, by: StepActor, at: Date, reason: string | null): Promise<void> {
  await tx.insert(withdrawalSteps).values({ withdrawalId: row.id, status, actor: by.actor, operatorId: by.operatorId ?? null, reason, at });
  const detail = { memberId: row.memberId, amount: row.amount.toString(), fee: row.fee.toString(), from: row.status, reason };
  await recordAudit(tx, { actor: by.actor, ip: by.ip ?? null }, { action: `withdrawal.${status}`, subject: withdrawalSubject(row.id), merchantCode: row.merchantCode, detail });
}

/**
 * Moves `row` from the status it has to `to`; null when it is no longer in that status (another
 * decision or payout answer got there first), and then nothing was written. `note` is the step's
 * reason when the row's own (shown to the member: rejected, failed) is not set.
 */
export async function moveWithdrawal(tx: Database, row: WithdrawalRow, to: WithdrawalStatus, by: StepActor, at: Date, change: MoveChange = {}, note: string | null = null): Promise<WithdrawalRow | null> {
  const [moved] = await tx
    .update(withdrawals)
    .set({ ...change, status: to, updatedAt: at })
    .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, row.status)))
    .returning();
  if (!moved) return null;
  await recordStep(tx, row, to, by, at, change.reason ?? note);
  return moved;
}

/** The member's real and withdrawal (hold) accounts, created when missing. */
export async function holdAccounts(tx: Database, merchantCode: string, memberId: number): Promise<{ real: number; hold: number }> {
  const real = await ensureMemberAccount(tx, merchantCode, memberId, 'real');
  const hold = await ensureMemberAccount(tx, merchantCode, memberId, 'withdrawal');
  return { real: real.account.id, hold: hold.account.id };
}

/** The hold's posting reference and the intent fields every end of a withdrawal shares. */
async function heldIntent(tx: Database, row: WithdrawalRow, step: 'release' | 'pay') {
  const { real, hold } = await holdAccounts(tx, row.merchantCode, row.memberId);
  return {
    merchant: row.merchantCode,
    member: { memberId: row.memberId, accountId: real, kind: 'real' as const },
    holdAccountId: hold,
    amount: row.amount,
    idempotencyKey: `withdrawal:${row.id}:${step}`,
  };
}

/** Gives the held amount back to the member's real balance (rejected, or the payout failed). */
export async function releaseHeld(tx: Database, row: WithdrawalRow): Promise<void> {
  await withdrawRelease(tx, { ...(await heldIntent(tx, row, 'release')), reference: { withdrawalId: row.id } });
}

/**
 * Books the paid withdrawal: the whole held amount leaves for the channel's clearing account
 * (the channel sent `payout` to the member and the fee stays with the merchant; the reference
 * carries both for reconciliation).
 */
export async function payHeld(tx: Database, row: WithdrawalRow, channelCode: string): Promise<void> {
  const channel = await channelAccount(tx, row.merchantCode, row.channelId);
  const reference = { withdrawalId: row.id, channelCode, fee: row.fee.toString(), payout: row.payout.toString(), externalId: row.externalId };
  await withdrawPay(tx, { ...(await heldIntent(tx, row, 'pay')), channelAccountId: channel.id, reference });
}
