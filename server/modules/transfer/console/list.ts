/**
 * The console's transfer lists: transfers by member, vendor, state and time, paged; and the stuck
 * ones (unknown, or pending past TRANSFER_PENDING_GRACE_MS: their process died mid-call), which the
 * recovery job keeps querying and an operator watches.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { ConsoleTransfer, Page, TransferListQuery } from '@common/contract/consoleTransfers';
import { TRANSFER_STUCK_MAX_ROWS } from '@common/rules/transferConsole';
import { TRANSFER_PENDING_GRACE_MS } from '@common/rules/transfers';
import type { Database } from '../../../db/connection';
import { pageWindow, safeNumber } from '../../../http/console';
import { members } from '../../member/tables';
import { vendorTransfers, type VendorTransferRow } from '../tables';

type Joined = VendorTransferRow & { username: string };

/** A transfer row with its member's username. */
const columns = { ...getTableColumns(vendorTransfers), username: members.username };

export function consoleTransfer(row: Joined): ConsoleTransfer {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    memberId: row.memberId,
    username: row.username,
    vendorCode: row.vendorCode,
    direction: row.direction,
    amount: safeNumber(row.amount),
    state: row.state,
    cause: row.cause,
    queries: row.queries,
    nextQueryAt: row.nextQueryAt?.getTime() ?? null,
    detail: row.detail,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    resolvedAt: row.resolvedAt?.getTime() ?? null,
  };
}

/** The member filter: an id (digits) or an exact username (usernames are stored lower-case). */
function memberFilter(member: string): SQL | undefined {
  const byName = eq(members.username, member.trim().toLowerCase());
  return /^\d{1,15}$/.test(member.trim()) ? or(eq(vendorTransfers.memberId, Number(member.trim())), byName) : byName;
}

/** One page of transfers in the merchant scope (null: every merchant), newest first. */
export async function transferPage(db: Database, merchantCode: string | null, query: TransferListQuery): Promise<Page<ConsoleTransfer>> {
  const t = vendorTransfers;
  const where = and(
    merchantCode === null ? undefined : eq(t.merchantCode, merchantCode),
    query.member ? memberFilter(query.member) : undefined,
    query.vendorCode ? eq(t.vendorCode, query.vendorCode) : undefined,
    query.state ? eq(t.state, query.state) : undefined,
    query.from !== undefined ? gte(t.createdAt, new Date(query.from)) : undefined,
    query.to !== undefined ? lte(t.createdAt, new Date(query.to)) : undefined,
  );
  const { page, limit, offset } = pageWindow(query.page);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(t).innerJoin(members, eq(members.id, t.memberId)).where(where);
  const rows = await db.select(columns).from(t).innerJoin(members, eq(members.id, t.memberId)).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(limit).offset(offset);
  return { items: rows.map(consoleTransfer), page, pageSize: limit, total };
}

/** Held transfers: unknown, or pending past the grace (whose process died mid-call), oldest first. */
export async function stuckTransfers(db: Database, merchantCode: string | null, vendorCode: string | undefined, now: number): Promise<ConsoleTransfer[]> {
  const t = vendorTransfers;
  const rows = await db
    .select(columns)
    .from(t)
    .innerJoin(members, eq(members.id, t.memberId))
    .where(
      and(
        merchantCode === null ? undefined : eq(t.merchantCode, merchantCode),
        vendorCode ? eq(t.vendorCode, vendorCode) : undefined,
        or(eq(t.state, 'unknown'), and(eq(t.state, 'pending'), lt(t.createdAt, new Date(now - TRANSFER_PENDING_GRACE_MS)))),
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(TRANSFER_STUCK_MAX_ROWS);
  return rows.map(consoleTransfer);
}

/** The open transfer (pending or unknown) of each of these vendor players. */
export async function openTransfersOf(db: Database, vendorPlayerIds: number[]): Promise<Map<number, VendorTransferRow>> {
  if (vendorPlayerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(vendorTransfers)
    .where(and(inArray(vendorTransfers.vendorPlayerId, vendorPlayerIds), inArray(vendorTransfers.state, ['pending', 'unknown'])));
  return new Map(rows.map((r) => [r.vendorPlayerId, r]));
}
