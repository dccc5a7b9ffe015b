/**
 * A gateway's verified callback applied to its deposit. Whatever the provider sends, how often and
 * in whatever order, a deposit is credited at most once:
 * - paid: created, pending or expired → approved and credited (the provider's word that the money
 *   arrived beats our own timer); approved already, or rejected → acknowledged, nothing changes;
 * - failed / expired: created → rejected / expired; anything later (a failure after a success) → nothing;
 * - a deposit of another channel, another amount or currency, or a payment id another deposit
 *   holds → paymentCallbackMismatch, audited, nothing credited.
 * A wallet guard refusing the credit leaves the deposit pending with the guard's code, for review.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { DepositStatus } from '@common/contract/payments';
import type { Deps } from '../../context';
import { AppError } from '../../http/envelope';
import type { CallbackVerdict } from '../../channels/adapter';
import type { Actor } from '../audit';
import type { WalletGuards } from '../wallet';
import type { PaymentChannelRow } from './channel-tables';
import { deposits, type DepositRow } from './deposit-tables';
import { lockExternalId } from './locks';
import { approveAndCredit, auditDeposit, guardCodeOf, transition, unusedOnChannel } from './transitions';

/** What the callback route answers: the deposit and its status after the callback. */
export interface CallbackAck {
  depositId: string;
  status: DepositStatus;
}

const PAYABLE: readonly DepositStatus[] = ['created', 'pending', 'expired'];

const channelActor = (channel: PaymentChannelRow): Actor => ({ actor: `channel:${channel.merchantCode}/${channel.code}` });

async function findDeposit(deps: Deps, id: string): Promise<DepositRow | null> {
  const [row] = await deps.db.select().from(deposits).where(eq(deposits.id, id)).limit(1);
  return row ?? null;
}

/** Audits a mismatch (in its own write: nothing else happens) and refuses it. */
async function mismatch(deps: Deps, channel: PaymentChannelRow, verdict: CallbackVerdict, why: string, row: DepositRow | null): Promise<never> {
  const subject = row ?? { id: verdict.depositId, merchantCode: channel.merchantCode };
  await auditDeposit(deps.db, channelActor(channel), subject, 'callback.mismatch', {
    why,
    channel: channel.code,
    externalId: verdict.externalId,
    outcome: verdict.outcome,
    amount: verdict.amount.toString(),
    currency: verdict.currency,
    expected: row ? { amount: row.amount.toString(), currency: row.currency, channelId: row.channelId } : null,
  });
  throw new AppError(ErrorCode.paymentCallbackMismatch);
}

/** A paid callback: approve and credit; on a guard's refusal, wait pending with its code. */
async function paid(deps: Deps, guards: WalletGuards, channel: PaymentChannelRow, verdict: CallbackVerdict, row: DepositRow): Promise<DepositRow | null> {
  const claim = { id: row.id, from: PAYABLE, change: { externalId: verdict.externalId }, where: unusedOnChannel('external_id', channel.id, verdict.externalId, row.id) };
  const who = channelActor(channel);
  try {
    return await deps.db.transaction(async (tx) => {
      await lockExternalId(tx, channel.id, verdict.externalId);
      return approveAndCredit(tx, { guards, channelCode: channel.code }, { ...claim, now: new Date(deps.now()) }, who);
    });
  } catch (err) {
    const guardCode = guardCodeOf(err);
    if (!guardCode) throw err;
    return deps.db.transaction(async (tx) => {
      await lockExternalId(tx, channel.id, verdict.externalId);
      const waiting = await transition(tx, { ...claim, change: { ...claim.change, guardCode }, to: 'pending', now: new Date(deps.now()) });
      if (waiting) await auditDeposit(tx, who, waiting, 'guard.refused', { code: guardCode, externalId: verdict.externalId });
      return waiting;
    });
  }
}

/** Applies a verified callback of `channel`; the deposit's status after it. */
export async function applyCallback(deps: Deps, guards: WalletGuards, channel: PaymentChannelRow, verdict: CallbackVerdict): Promise<CallbackAck> {
  const row = await findDeposit(deps, verdict.depositId);
  if (!row || row.channelId !== channel.id) return mismatch(deps, channel, verdict, 'deposit', row);
  if (row.amount !== verdict.amount) return mismatch(deps, channel, verdict, 'amount', row);
  if (row.currency !== verdict.currency) return mismatch(deps, channel, verdict, 'currency', row);
  if (row.externalId !== null && row.externalId !== verdict.externalId) return mismatch(deps, channel, verdict, 'externalId', row);
  const now = new Date(deps.now());
  let changed: DepositRow | null;
  if (verdict.outcome === 'paid') changed = await paid(deps, guards, channel, verdict, row);
  else {
    const to = verdict.outcome === 'failed' ? 'rejected' : 'expired';
    const reasonCode = verdict.outcome === 'failed' ? ErrorCode.depositPaymentFailed : ErrorCode.depositExpired;
    changed = await deps.db.transaction(async (tx) => {
      const done = await transition(tx, { id: row.id, from: ['created'], to, change: { reasonCode }, now });
      if (done) await auditDeposit(tx, channelActor(channel), done, to === 'rejected' ? 'reject' : 'expire', { externalId: verdict.externalId, by: 'provider' });
      return done;
    });
  }
  if (changed) return { depositId: changed.id, status: changed.status };
  const current = (await findDeposit(deps, row.id))!;
  if (verdict.outcome === 'paid' && current.externalId !== verdict.externalId && PAYABLE.includes(current.status)) {
    // Still payable yet not claimed: another deposit of the channel holds this payment id.
    return mismatch(deps, channel, verdict, 'externalId', current);
  }
  // A duplicate, a late or an out-of-order callback: acknowledged, recorded, nothing changed.
  await auditDeposit(deps.db, channelActor(channel), current, 'callback.ignored', { outcome: verdict.outcome, externalId: verdict.externalId, status: current.status });
  return { depositId: current.id, status: current.status };
}
