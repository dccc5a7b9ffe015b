/**
 * Paying approved withdrawals through their channel. Approval commits the 'paying' status first;
 * the payout is sent after that commit (never inside it), with the withdrawal id as the provider's
 * idempotency key, so sending it again after a crash or a timeout pays once. The channel's answer
 * is applied in its own transaction under the row's lock, from 'paying' only: paid books the held
 * amount to the channel (withdrawPay), failed releases it to the member (withdrawRelease) with the
 * reason, pending keeps the provider's id. A job (plugin.ts) sends again the ones never answered
 * and asks the channel about the pending ones.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { PayoutState } from '../../channels/adapter';
import type { Deps } from '../../context';
import { recordAudit } from '../audit';
import { LEDGER_CURRENCY } from '../wallet';
import { channelRegistry } from '../../channels/registry';
import { findChannel, openChannelSecret, type PaymentChannelRow } from '../payments';
import { payoutAccountsById } from './payout-accounts';
import { withdrawals, type WithdrawalRow } from './tables';
import { moveWithdrawal, payHeld, releaseHeld, withdrawalSubject } from './transitions';

/** How long a 'paying' withdrawal waits after its last send or status read before the job tries again. */
export const PAYOUT_RETRY_MS = 60_000;
/** Withdrawals the job handles per run (the rest wait for the next one). */
const PAYOUT_JOB_BATCH = 100;
const PAYOUT_ACTOR = { actor: 'payout' };

type PayoutDeps = Pick<Deps, 'db' | 'now' | 'keyring'>;

/** Applies the channel's answer to a withdrawal still 'paying'; anything else was settled already. */
export async function applyPayoutState(deps: PayoutDeps, id: string, channel: PaymentChannelRow, state: PayoutState): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row || row.status !== 'paying') return;
    const at = new Date(deps.now());
    if (state.status === 'pending') {
      if (row.externalId === null) await tx.update(withdrawals).set({ externalId: state.externalId }).where(eq(withdrawals.id, id));
      return;
    }
    if (state.status === 'paid') {
      const paid = await moveWithdrawal(tx, row, 'paid', PAYOUT_ACTOR, at, { externalId: state.externalId });
      await payHeld(tx, paid!, channel.code);
      return;
    }
    await moveWithdrawal(tx, row, 'failed', PAYOUT_ACTOR, at, { reason: state.reason });
    await releaseHeld(tx, row);
  });
}

/** Asks the channel: a new payout (or the same again, by withdrawal id) or the status of one under way. */
async function askChannel(row: WithdrawalRow, channel: PaymentChannelRow, deps: PayoutDeps): Promise<PayoutState> {
  const adapter = channelRegistry.adapterFor(channel.adapter);
  if (row.externalId !== null) return adapter.payoutStatus(channel, row.id, row.externalId);
  const account = (await payoutAccountsById(deps.db, [row.payoutAccountId])).get(row.payoutAccountId)!;
  return adapter.startPayout({
    channel,
    secret: openChannelSecret(deps.keyring, channel),
    withdrawalId: row.id,
    amount: row.payout,
    currency: LEDGER_CURRENCY,
    account: { holder: account.holder, number: account.accountNumber, bankName: account.bankName },
    callbackUrl: '',
  });
}

/**
 * Sends (or re-sends, or asks about) the payout of a 'paying' withdrawal and applies the answer.
 * The attempt is stamped first, so the job leaves it alone for PAYOUT_RETRY_MS; a channel that
 * throws leaves it 'paying' (audited) for the job to try again.
 */
export async function sendPayout(deps: PayoutDeps, id: string): Promise<void> {
  const [row] = await deps.db.select().from(withdrawals).where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'paying')));
  if (!row) return;
  const channel = await findChannel(deps.db, row.merchantCode, row.channelId);
  if (!channel) throw new Error(`withdrawal ${id}: channel ${row.channelId} is gone`);
  await deps.db
    .update(withdrawals)
    .set({ payoutAttempts: sql`${withdrawals.payoutAttempts} + 1`, payoutCheckedAt: new Date(deps.now()) })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'paying')));
  let state: PayoutState;
  try {
    state = await askChannel(row, channel, deps);
  } catch (err) {
    const detail = { error: err instanceof Error ? err.message : String(err), attempt: row.payoutAttempts + 1 };
    await recordAudit(deps.db, PAYOUT_ACTOR, { action: 'withdrawal.payout.error', subject: withdrawalSubject(id), merchantCode: row.merchantCode, detail });
    return;
  }
  await applyPayoutState(deps, id, channel, state);
}

/** The job: every 'paying' withdrawal not sent or asked about for PAYOUT_RETRY_MS, one at a time; how many it handled. */
export async function resolvePayouts(deps: PayoutDeps): Promise<number> {
  const before = new Date(deps.now() - PAYOUT_RETRY_MS);
  const w = withdrawals;
  const due = await deps.db
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.status, 'paying'), or(lt(w.payoutCheckedAt, before), and(isNull(w.payoutCheckedAt), lt(w.updatedAt, before)))))
    .orderBy(w.updatedAt)
    .limit(PAYOUT_JOB_BATCH);
  for (const { id } of due) await sendPayout(deps, id);
  return due.length;
}
