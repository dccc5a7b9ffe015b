/**
 * Payout accounts (§7 bankCard): a member's bank accounts and mobile-wallet numbers, each on one
 * withdrawal channel of the member's merchant. Adding and removing needs the withdrawal password;
 * the number is shown masked; a member holds at most the merchant's maxPayoutAccounts live ones
 * (counted under a per-member lock, so parallel adds cannot pass it) and never the same channel
 * and number twice. Removal is soft: a withdrawal already requested to the account still pays to
 * it, and its records keep showing where the money went (docs/payments.md).
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AddPayoutAccountRequest, PayoutAccountValue, RemovePayoutAccountRequest } from '@common/contract/payments';
import { ErrorCode } from '@common/contract/envelope';
import { PAYOUT_NUMBER_MAX_CHARS, PAYOUT_NUMBER_MIN_CHARS } from '@common/rules/limits';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import type { Client } from '../../plugins/gateway';
import { recordAudit } from '../audit';
import { memberSubject, requireWithdrawalPassword, type Member } from '../member';
import { channelName, findChannel, paymentSettingsOf, type PaymentChannelRow } from '../payments';
import { maskNumber, normalNumber } from './rules';
import { payoutAccounts, type PayoutAccountRow } from './tables';

/** Advisory-lock namespace of a member's payout-account changes. */
const PAYOUT_ACCOUNT_LOCK = 7_270_115;

/** A payout account as the member sees it. */
export function payoutAccountValue(row: PayoutAccountRow): PayoutAccountValue {
  return {
    id: row.id,
    channelId: row.channelId,
    kind: row.kind,
    provider: row.provider,
    holder: row.holder,
    masked: maskNumber(row.accountNumber),
    createdAt: row.createdAt.getTime(),
  };
}

/** The member's live payout accounts, oldest first. */
export function livePayoutAccounts(db: Database, memberId: number): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)))
    .orderBy(asc(payoutAccounts.id));
}

/** Payout accounts by id, removed ones included (a withdrawal shows the account it was made to). */
export async function payoutAccountsById(db: Database, ids: readonly number[]): Promise<Map<number, PayoutAccountRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(inArray(payoutAccounts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** True when the member may withdraw through `channel` (on for withdrawals, open to the member's type). */
export function channelOpenTo(channel: PaymentChannelRow | null, member: Pick<Member, 'type' | 'merchantCode'>): channel is PaymentChannelRow {
  return channel !== null && channel.merchantCode === member.merchantCode && channel.withdrawEnabled && channel.memberTypes.includes(member.type);
}

const lockMember = (tx: Database, memberId: number) => tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_ACCOUNT_LOCK}, ${memberId % 2_147_483_647})`);

/** Adds a payout account after the withdrawal password; refuses a full list, a duplicate or a closed channel. */
export async function addPayoutAccount(deps: Deps, client: Client, member: Member, req: AddPayoutAccountRequest, language: string | undefined): Promise<PayoutAccountValue> {
  const number = normalNumber(req.accountNumber);
  if (number.length < PAYOUT_NUMBER_MIN_CHARS || number.length > PAYOUT_NUMBER_MAX_CHARS) throw new AppError(ErrorCode.requestInvalid);
  await requireWithdrawalPassword(deps, client, member, req.withdrawalPassword);
  const channel = await findChannel(deps.db, member.merchantCode, req.channelId);
  if (!channelOpenTo(channel, member)) throw new AppError(ErrorCode.paymentChannelUnavailable);
  const bankName = req.bankName?.trim() || null;
  const limit = (await paymentSettingsOf(deps.db, member.merchantCode)).maxPayoutAccounts;
  const row = await deps.db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const [live] = await tx
      .select({ n: count() })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.memberId, member.id), isNull(payoutAccounts.removedAt)));
    if (live!.n >= limit) throw new AppError(ErrorCode.payoutAccountLimit, { params: { limit } });
    const [added] = await tx
      .insert(payoutAccounts)
      .values({
        merchantCode: member.merchantCode,
        memberId: member.id,
        channelId: channel.id,
        kind: channel.kind,
        provider: bankName ?? channelName(channel.names, channel.code, language),
        holder: req.holder.trim(),
        accountNumber: number,
        bankName,
        createdAt: new Date(deps.now()),
      })
      .onConflictDoNothing()
      .returning();
    if (!added) throw new AppError(ErrorCode.payoutAccountExists);
    const detail = { payoutAccountId: added.id, channelId: channel.id, masked: maskNumber(added.accountNumber) };
    await recordAudit(tx, { actor: memberSubject(member.id), ip: client.ip }, { action: 'payout-account.added', subject: memberSubject(member.id), merchantCode: member.merchantCode, detail });
    return added;
  });
  return payoutAccountValue(row);
}

/** Removes one of the member's payout accounts after the withdrawal password. */
export async function removePayoutAccount(deps: Deps, client: Client, member: Member, req: RemovePayoutAccountRequest): Promise<void> {
  await requireWithdrawalPassword(deps, client, member, req.withdrawalPassword);
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .update(payoutAccounts)
      .set({ removedAt: new Date(deps.now()) })
      .where(and(eq(payoutAccounts.id, req.id), eq(payoutAccounts.memberId, member.id), isNull(payoutAccounts.removedAt)))
      .returning();
    if (!removed) throw new AppError(ErrorCode.payoutAccountNotFound);
    const detail = { payoutAccountId: removed.id, channelId: removed.channelId, masked: maskNumber(removed.accountNumber) };
    await recordAudit(tx, { actor: memberSubject(member.id), ip: client.ip }, { action: 'payout-account.removed', subject: memberSubject(member.id), merchantCode: member.merchantCode, detail });
  });
}
