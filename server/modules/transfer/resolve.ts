/**
 * Held transfers (docs/transfer-wallet.md "Held transfers"): `unknown` rows, and `pending` rows
 * past TRANSFER_PENDING_GRACE_MS (their process died mid-call), are queried with the vendor's
 * status after TRANSFER_QUERY_DELAYS_MS (the last repeating for ever). A process claims a due row
 * by moving its next_query_at ahead in a conditional update, so two nodes never query one transfer
 * at once; settleTransfer's update from an open state makes the resolution happen once anyway.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TRANSFER_QUERY_DELAYS_MS } from '@common/rules/transfers';
import { requireTransferApi } from './apis';
import { settleTransfer } from './settle';
import { OPEN_TRANSFER_STATES, vendorTransfers, type VendorTransferRow } from './tables';

/** Rows one round claims at most. */
const BATCH = 50;

/** The wait after the n-th query (n ≥ 1): the delays in order, then the last for ever. */
export function queryDelayMs(queries: number): number {
  return TRANSFER_QUERY_DELAYS_MS[Math.min(queries, TRANSFER_QUERY_DELAYS_MS.length - 1)]!;
}

/** What one query of a held transfer did. */
export type QueryResult = 'claimed-by-other' | 'resolved' | 'already-final' | 'still-unknown';

/** Claims the row (it is held from now on: a pending one becomes unknown) by moving next_query_at ahead from the value read. */
async function claim(app: FastifyInstance, row: VendorTransferRow, at: number): Promise<VendorTransferRow | null> {
  const queries = row.queries + 1;
  const expected = row.nextQueryAt === null ? undefined : eq(vendorTransfers.nextQueryAt, row.nextQueryAt);
  const claimed = await app.db
    .update(vendorTransfers)
    .set({ state: 'unknown', queries, nextQueryAt: new Date(at + queryDelayMs(queries)), updatedAt: new Date(at) })
    .where(and(eq(vendorTransfers.id, row.id), inArray(vendorTransfers.state, [...OPEN_TRANSFER_STATES]), expected))
    .returning();
  return claimed[0] ?? null;
}

/** Queries one held transfer now (claimed first) and resolves it if the vendor knows the outcome. */
export async function queryTransfer(app: FastifyInstance, row: VendorTransferRow): Promise<QueryResult> {
  const claimed = await claim(app, row, app.now());
  if (!claimed) return 'claimed-by-other';
  const api = requireTransferApi(app, claimed.vendorCode);
  let answer;
  try {
    answer = await api.status({ transferId: claimed.id });
  } catch (err) {
    await app.db
      .update(vendorTransfers)
      .set({ detail: `status query failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500) })
      .where(and(eq(vendorTransfers.id, claimed.id), inArray(vendorTransfers.state, [...OPEN_TRANSFER_STATES])));
    return 'still-unknown';
  }
  const outcome = answer.status === 'applied' ? 'applied' : 'not-applied';
  const detail = answer.status === 'applied' ? answer.vendorRef : answer.status === 'refused' ? answer.reason : 'not found at the vendor';
  return (await settleTransfer(app.db, claimed, outcome, detail, app.now(), false)) ? 'resolved' : 'already-final';
}

/** Queries one transfer by id now, whatever its next_query_at (the console's "query now"); null when it is not open. */
export async function resolveTransfer(app: FastifyInstance, id: string): Promise<QueryResult | null> {
  const rows = await app.db
    .select()
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.id, id), inArray(vendorTransfers.state, [...OPEN_TRANSFER_STATES])))
    .limit(1);
  return rows[0] ? queryTransfer(app, rows[0]) : null;
}

/** Queries every held transfer that is due; returns how many were resolved. */
export async function resolveDueTransfers(app: FastifyInstance): Promise<number> {
  const due = await app.db
    .select()
    .from(vendorTransfers)
    .where(and(inArray(vendorTransfers.state, [...OPEN_TRANSFER_STATES]), lte(vendorTransfers.nextQueryAt, new Date(app.now()))))
    .orderBy(asc(vendorTransfers.nextQueryAt))
    .limit(BATCH);
  let resolved = 0;
  for (const row of due) {
    try {
      if ((await queryTransfer(app, row)) === 'resolved') resolved += 1;
    } catch (err) {
      app.log.error({ err, transferId: row.id }, 'transfer: query of a held transfer failed');
    }
  }
  return resolved;
}
