/**
 * What the ledger says transfer-wallet vendors hold for members (vendor_player accounts), read
 * for the console's reconciliation report without creating accounts.
 */
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { ledgerAccounts } from './tables';

/**
 * The balances of vendor-player accounts (by vendor_players.id) that are non-zero, or whose owner
 * is one of `alsoIds`, in one merchant (null: all). A vendor player without an account holds 0.
 */
export async function vendorPlayerBalances(db: Database, merchantCode: string | null, alsoIds: readonly number[] = []): Promise<Map<number, bigint>> {
  const a = ledgerAccounts;
  const which: SQL | undefined = alsoIds.length > 0 ? or(ne(a.balance, 0n), inArray(a.ownerId, [...alsoIds])) : ne(a.balance, 0n);
  const rows = await db
    .select({ ownerId: a.ownerId, balance: a.balance })
    .from(a)
    .where(and(eq(a.ownerKind, 'vendor_player'), eq(a.kind, 'real'), merchantCode === null ? undefined : eq(a.merchantCode, merchantCode), which));
  const balances = new Map<number, bigint>();
  for (const row of rows) balances.set(row.ownerId, (balances.get(row.ownerId) ?? 0n) + row.balance);
  return balances;
}
