/**
 * The reconciliation report (docs/transfer-wallet.md "Operator console"): for each vendor player
 * holding money by our books, or with a transfer in the window, our vendor-player balance against
 * the vendor's balance answer. A difference is play not yet synced (the next transfer out syncs
 * it) or, with a transfer stuck, a fault to look at. Vendor calls run outside any transaction, a
 * few at a time, and one vendor's failure is shown on its rows without failing the report.
 */
import { and, asc, eq, exists, gte, inArray, lte, or } from 'drizzle-orm';
import type { ReconciliationQuery, ReconciliationRow, ReconciliationValue } from '@common/contract/consoleTransfers';
import {
  TRANSFER_RECONCILIATION_CONCURRENCY,
  TRANSFER_RECONCILIATION_DEFAULT_DAYS,
  TRANSFER_RECONCILIATION_MAX_ROWS,
} from '@common/rules/transferConsole';
import type { Database } from '../../../db/connection';
import { safeNumber } from '../../../http/console';
import type { TransferWalletApi } from '../../../vendors/transfer-wallet';
import { members } from '../../member/tables';
import { LEDGER_CURRENCY, vendorPlayerBalances } from '../../wallet';
import { vendorPlayers, vendorTransfers } from '../tables';
import { openTransfersOf } from './list';

/** A transfer-wallet vendor's API by code, or null when the code is not one (report.ts builds it from the registry). */
export type TransferApiOf = (vendorCode: string) => TransferWalletApi | null;

const DAY_MS = 86_400_000;

/** Why a vendor call failed, as the report shows it. */
function failure(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Runs `work` over `items`, at most `limit` at a time, keeping their order. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit) results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}

export async function reconciliation(db: Database, apiOf: TransferApiOf, merchantCode: string | null, query: ReconciliationQuery, now: number): Promise<ReconciliationValue> {
  const to = query.to ?? now;
  const from = query.from ?? to - TRANSFER_RECONCILIATION_DEFAULT_DAYS * DAY_MS;
  const held = await vendorPlayerBalances(db, merchantCode);
  const p = vendorPlayers;
  const t = vendorTransfers;
  const movedInWindow = exists(
    db
      .select({ one: t.id })
      .from(t)
      .where(and(eq(t.vendorPlayerId, p.id), gte(t.createdAt, new Date(from)), lte(t.createdAt, new Date(to)))),
  );
  const holding = [...held.keys()];
  const players = await db
    .select({ id: p.id, merchantCode: p.merchantCode, memberId: p.memberId, vendorCode: p.vendorCode, ref: p.vendorPlayerRef, username: members.username })
    .from(p)
    .innerJoin(members, eq(members.id, p.memberId))
    .where(
      and(
        merchantCode === null ? undefined : eq(p.merchantCode, merchantCode),
        query.vendorCode ? eq(p.vendorCode, query.vendorCode) : undefined,
        holding.length > 0 ? or(inArray(p.id, holding), movedInWindow) : movedInWindow,
      ),
    )
    .orderBy(asc(p.vendorCode), asc(p.id))
    .limit(TRANSFER_RECONCILIATION_MAX_ROWS + 1);
  const truncated = players.length > TRANSFER_RECONCILIATION_MAX_ROWS;
  const shown = players.slice(0, TRANSFER_RECONCILIATION_MAX_ROWS);
  const open = await openTransfersOf(db, shown.map((row) => row.id));
  const rows = await inBatches(shown, TRANSFER_RECONCILIATION_CONCURRENCY, async (player): Promise<ReconciliationRow> => {
    const ours = held.get(player.id) ?? 0n;
    const transfer = open.get(player.id);
    const base = {
      vendorPlayerId: player.id,
      merchantCode: player.merchantCode,
      memberId: player.memberId,
      username: player.username,
      vendorCode: player.vendorCode,
      vendorPlayerRef: player.ref,
      ours: safeNumber(ours),
      openTransfer: transfer ? { id: transfer.id, state: transfer.state, direction: transfer.direction } : null,
    };
    try {
      const api = apiOf(player.vendorCode);
      if (!api) throw new Error(`${player.vendorCode} is not a transfer-wallet vendor`);
      const vendor = await api.balance({ playerRef: player.ref, currency: LEDGER_CURRENCY });
      return { ...base, vendor: safeNumber(vendor), difference: safeNumber(vendor - ours), error: null };
    } catch (error) {
      return { ...base, vendor: null, difference: null, error: failure(error) };
    }
  });
  return { rows, truncated, from, to };
}
