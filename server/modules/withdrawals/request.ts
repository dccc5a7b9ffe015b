/**
 * POST /wps/transaction/withdraw: a member's withdrawal request. After the withdrawal password,
 * one database transaction locks the member's real and hold accounts (the order every posting
 * takes them), so the member's requests, stakes and deposits queue behind it; under that lock it
 * finds a retried request, checks the channel, amount, fee, identity, turnover and daily cap, and
 * inserts the withdrawal with its first step and the hold (wallet withdrawHold: real → withdrawal
 * account, guarded). A balance too small is the ledger's refusal; every refusal writes nothing.
 * There is no member-side cancel (UK RTS 14B): only finance's rejection or a failed payout releases it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { WithdrawalRequest, WithdrawalValue } from '@common/contract/payments';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import type { Client } from '../../plugins/gateway';
import { memberSubject, requireWithdrawalPassword, type Member } from '../member';
import { lockAccounts, withdrawHold, type WalletGuards } from '../wallet';
import { formatMinor } from '@common/rules/money';
import { kycStatusOf } from '../kyc';
import { channelFee, dayStart, findChannel, paymentSettingsOf, type PaymentChannelRow } from '../payments';
import { channelOpenTo, payoutAccountsById } from './payout-accounts';
import { kycRequiredFor } from './readiness';
import { withdrawals, type WithdrawalRow } from './tables';
import { holdAccounts, recordStep } from './transitions';
import type { BonusWagering } from './bonus-wagering';
import { turnoverValue, wageringOf } from './wagering';
import { withdrawalValues } from './wire';

/** What the request needs from the running app: the wallet's guards run on the hold; the bonuses' wagering is checked with the deposits'. */
export type RequestDeps = Deps & { walletGuards: WalletGuards; bonusWagering: BonusWagering };

/** A retry of `requestId` with other details is not the same request. */
function sameRequest(row: WithdrawalRow, req: WithdrawalRequest): WithdrawalRow {
  if (row.payoutAccountId !== req.payoutAccountId || row.amount !== BigInt(req.amount)) throw new AppError(ErrorCode.idempotencyConflict);
  return row;
}

async function existing(db: Database, memberId: number, requestId: string): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

/** Today's withdrawals of the member on the channel that hold or took money (not rejected, not failed). */
async function usedToday(tx: Database, memberId: number, channelId: number, now: number): Promise<bigint> {
  const start = dayStart(now);
  const w = withdrawals;
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${w.amount}), 0)::text` })
    .from(w)
    .where(and(eq(w.memberId, memberId), eq(w.channelId, channelId), gte(w.createdAt, start), notInArray(w.status, ['rejected', 'failed'])));
  return BigInt(row!.sum);
}

/** The channel-side checks: open, amount within min..max, a payout left after the fee. */
function checkChannel(channel: PaymentChannelRow | null, member: Member, amount: bigint): { channel: PaymentChannelRow; fee: bigint } {
  if (!channelOpenTo(channel, member)) throw new AppError(ErrorCode.paymentChannelUnavailable);
  const range = { params: { min: formatMinor(channel.minWithdraw), max: formatMinor(channel.maxWithdraw) } };
  if (amount < channel.minWithdraw || amount > channel.maxWithdraw) throw new AppError(ErrorCode.paymentAmountOutOfRange, range);
  const fee = channelFee(amount, channel.withdrawFeeBps, channel.withdrawFeeFixed);
  if (amount - fee <= 0n) throw new AppError(ErrorCode.paymentAmountOutOfRange, range);
  return { channel, fee };
}

/** Makes (or finds, for a retried requestId) the member's withdrawal, holding its amount. */
export async function requestWithdrawal(deps: RequestDeps, client: Client, member: Member, req: WithdrawalRequest, language: string | undefined): Promise<WithdrawalValue> {
  await requireWithdrawalPassword(deps, client, member, req.withdrawalPassword);
  const retried = await existing(deps.db, member.id, req.requestId);
  if (retried) return (await withdrawalValues(deps.db, [sameRequest(retried, req)], language))[0]!;
  const amount = BigInt(req.amount);
  const account = (await payoutAccountsById(deps.db, [req.payoutAccountId])).get(req.payoutAccountId);
  if (!account || account.memberId !== member.id || account.removedAt !== null) throw new AppError(ErrorCode.payoutAccountNotFound);
  const { channel, fee } = checkChannel(await findChannel(deps.db, member.merchantCode, account.channelId), member, amount);
  const settings = await paymentSettingsOf(deps.db, member.merchantCode);
  const kyc = await kycStatusOf(deps.db, member.id);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const accounts = await holdAccounts(tx, member.merchantCode, member.id);
    await lockAccounts(tx, [accounts.real, accounts.hold]);
    const raced = await existing(tx, member.id, req.requestId);
    if (raced) return sameRequest(raced, req);
    const wagering = await wageringOf(tx, member.merchantCode, member.id);
    if (kycRequiredFor(settings, wagering, amount) && kyc !== 'verified') throw new AppError(ErrorCode.withdrawalKycRequired);
    // Under the member's account lock: no stake lands between this check and the hold.
    const bonuses = await deps.bonusWagering.of(tx, member.merchantCode, member.id, language);
    const remaining = BigInt(turnoverValue(wagering).remaining) + bonuses.remaining;
    if (remaining > 0n) throw new AppError(ErrorCode.withdrawalTurnoverUnmet, { params: { remaining: formatMinor(remaining) } });
    const cap = channel.dailyWithdrawCap;
    if (cap !== null && (await usedToday(tx, member.id, channel.id, now)) + amount > cap) {
      throw new AppError(ErrorCode.paymentDailyCapReached, { params: { cap: formatMinor(cap) } });
    }
    const at = new Date(now);
    const [created] = await tx
      .insert(withdrawals)
      .values({
        id: randomUUID(),
        merchantCode: member.merchantCode,
        memberId: member.id,
        requestId: req.requestId,
        payoutAccountId: account.id,
        channelId: channel.id,
        amount,
        fee,
        payout: amount - fee,
        status: 'pending',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await withdrawHold(tx, deps.walletGuards, {
      merchant: member.merchantCode,
      member: { memberId: member.id, accountId: accounts.real, kind: 'real' },
      holdAccountId: accounts.hold,
      amount,
      idempotencyKey: `withdrawal:${created!.id}:hold`,
      reference: { withdrawalId: created!.id, channelCode: channel.code },
    });
    await recordStep(tx, created!, 'pending', { actor: memberSubject(member.id), ip: client.ip }, at, null);
    return created!;
  });
  return (await withdrawalValues(deps.db, [row], language))[0]!;
}
