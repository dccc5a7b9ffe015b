/** Reconciliation: the stored balances and transactions checked against the entries (tests, a future job). */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { ledgerAccounts, ledgerEntries } from './tables';

/** An account whose stored balance differs from the sum of its entries. */
export interface BalanceMismatch {
  accountId: number;
  balance: bigint;
  entriesSum: bigint;
}

/** Every account whose balance is not the sum of its entries (empty when the ledger is consistent). */
export async function verifyBalances(db: Database): Promise<BalanceMismatch[]> {
  const entriesSum = sql`coalesce(sum(${ledgerEntries.amount}), 0)`;
  // As text: bigint sums exceed JavaScript numbers, and the drivers differ in how they return numeric.
  const rows = await db
    .select({ accountId: ledgerAccounts.id, balance: sql<string>`${ledgerAccounts.balance}::text`, entriesSum: sql<string>`${entriesSum}::text` })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id)
    .having(sql`${ledgerAccounts.balance} <> ${entriesSum}`)
    .orderBy(ledgerAccounts.id);
  return rows.map((r) => ({ accountId: r.accountId, balance: BigInt(r.balance), entriesSum: BigInt(r.entriesSum) }));
}

/** Ids of transactions whose entries do not sum to zero (empty when every posting balanced). */
export async function unbalancedTransactions(db: Database): Promise<number[]> {
  const rows = await db
    .select({ transactionId: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`)
    .orderBy(ledgerEntries.transactionId);
  return rows.map((r) => r.transactionId);
}
