/** Withdrawals as the member (and the console's player page) sees them: with their account, channel and steps. */
import { asc, inArray } from 'drizzle-orm';
import type { WithdrawalValue } from '@common/contract/payments';
import type { Database } from '../../db/connection';
import { wireAmount } from '../wallet';
import { channelName, findChannel } from '../payments';
import { payoutAccountsById, payoutAccountValue } from './payout-accounts';
import { withdrawalSteps, type WithdrawalRow, type WithdrawalStepRow } from './tables';

/** The steps of each withdrawal, oldest first. */
export async function stepsOf(db: Database, ids: readonly string[]): Promise<Map<string, WithdrawalStepRow[]>> {
  const byId = new Map<string, WithdrawalStepRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db.select().from(withdrawalSteps).where(inArray(withdrawalSteps.withdrawalId, [...ids])).orderBy(asc(withdrawalSteps.id));
  for (const row of rows) byId.get(row.withdrawalId)?.push(row);
  return byId;
}

/** Rows as WithdrawalValues, in the same order (one query per table, channels once each). */
export async function withdrawalValues(db: Database, rows: readonly WithdrawalRow[], language: string | undefined): Promise<WithdrawalValue[]> {
  const accounts = await payoutAccountsById(db, rows.map((r) => r.payoutAccountId));
  const steps = await stepsOf(db, rows.map((r) => r.id));
  const names = new Map<number, string>();
  for (const row of rows) {
    if (names.has(row.channelId)) continue;
    const channel = await findChannel(db, row.merchantCode, row.channelId);
    names.set(row.channelId, channel ? channelName(channel.names, channel.code, language) : '');
  }
  return rows.map((row) => ({
    id: row.id,
    amount: wireAmount(row.amount),
    fee: wireAmount(row.fee),
    payout: wireAmount(row.payout),
    status: row.status,
    reason: row.reason,
    account: payoutAccountValue(accounts.get(row.payoutAccountId)!),
    channelName: names.get(row.channelId)!,
    steps: steps.get(row.id)!.map((s) => ({ status: s.status, at: s.at.getTime() })),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  }));
}
