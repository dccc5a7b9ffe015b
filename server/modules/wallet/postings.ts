/**
 * The posting feed's source (ARCHITECTURE.md "Money"): postings in a stable order, for features
 * derived from how money moved (turnover, wagering, points, leaderboards), which read the ledger
 * through this and never the seamless or lottery tables.
 *
 * The order is (xid, id): the database transaction that wrote a posting, then its id. Ids are
 * handed out at insert but transactions commit in any order, so "id above my cursor" would skip a
 * posting whose transaction commits after a later id was read. Reading only below the oldest
 * transaction still running (pg_snapshot_xmin) returns nothing that can still appear behind the
 * cursor: every transaction below that horizon has committed or rolled back.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type AccountKind, type OwnerKind, type TransactionKind } from './tables';

/** Where a reader is in the feed: the last posting it has read (0, 0 before the first). */
export interface FeedPosition {
  xid: number;
  id: number;
}

export const FEED_START: FeedPosition = { xid: 0, id: 0 };

/** One leg of a posting with the account it moved. */
export interface FeedLeg {
  ownerKind: OwnerKind;
  ownerId: number;
  accountKind: AccountKind;
  /** Signed minor units: negative leaves the account. */
  amount: bigint;
}

export interface FeedPosting extends FeedPosition {
  merchantCode: string;
  kind: TransactionKind;
  reference: Record<string, unknown>;
  createdAt: Date;
  legs: FeedLeg[];
}

const horizon = sql`(pg_snapshot_xmin(pg_current_snapshot())::text)::bigint`;

/** Up to `limit` postings after `after`, in feed order, with their legs (two statements). */
export async function readPostings(db: Database, after: FeedPosition, limit: number): Promise<FeedPosting[]> {
  const t = ledgerTransactions;
  const rows = await db
    .select({ id: t.id, xid: t.xid, merchantCode: t.merchantCode, kind: t.kind, reference: t.reference, createdAt: t.createdAt })
    .from(t)
    .where(and(sql`(${t.xid}, ${t.id}) > (${after.xid}, ${after.id})`, sql`${t.xid} < ${horizon}`))
    .orderBy(asc(t.xid), asc(t.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const legs = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      ownerKind: ledgerAccounts.ownerKind,
      ownerId: ledgerAccounts.ownerId,
      accountKind: ledgerAccounts.kind,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(inArray(ledgerEntries.transactionId, rows.map((r) => r.id)))
    .orderBy(asc(ledgerEntries.id));
  const byTransaction = new Map<number, FeedLeg[]>(rows.map((r) => [r.id, []]));
  for (const { transactionId, ...leg } of legs) byTransaction.get(transactionId)!.push(leg);
  return rows.map((r) => ({ ...r, legs: byTransaction.get(r.id)! }));
}

/**
 * The legs of one member's `accountKind` account in postings after `after`, in feed order: every
 * committed posting, without the feed's horizon. A consumer that keeps per-member state adds these
 * to what it has folded up to its last posting of that member, to see the member as of now.
 */
export async function memberLegsAfter(db: Database, merchantCode: string, memberId: number, accountKind: AccountKind, after: FeedPosition): Promise<FeedPosting[]> {
  const t = ledgerTransactions;
  const a = ledgerAccounts;
  const rows = await db
    .select({ id: t.id, xid: t.xid, merchantCode: t.merchantCode, kind: t.kind, reference: t.reference, createdAt: t.createdAt, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(a, eq(a.id, ledgerEntries.accountId))
    .innerJoin(t, eq(t.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(a.merchantCode, merchantCode),
        eq(a.ownerKind, 'member'),
        eq(a.ownerId, memberId),
        eq(a.kind, accountKind),
        sql`(${t.xid}, ${t.id}) > (${after.xid}, ${after.id})`,
      ),
    )
    .orderBy(asc(t.xid), asc(t.id));
  return rows.map(({ amount, ...posting }) => ({ ...posting, legs: [{ ownerKind: 'member', ownerId: memberId, accountKind, amount }] }));
}

/**
 * Whether every posting dated before `before` has committed or rolled back: the database's clock is
 * past it and no transaction that began before it is still open. A posting's created_at is its
 * transaction's start (now(), the same instant pg_stat_activity.xact_start shows), so once both
 * hold, no posting dated before `before` can still appear. Sessions of other database roles hide
 * their xact_start; the app writes every posting under its one role.
 */
export async function postingsClosedBefore(db: Database, before: Date): Promise<boolean> {
  const result = (await db.execute(sql`
    select clock_timestamp() >= ${before.toISOString()}::timestamptz
       and not exists (
         select 1 from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and xact_start < ${before.toISOString()}::timestamptz
       ) as closed`)) as unknown as { rows: { closed: boolean }[] };
  return result.rows[0]?.closed === true;
}

/** Whether some committed posting dated before `before` lies after `after` in feed order (a reader at `after` has not read it yet). */
export async function postingDatedBeforeAfter(db: Database, after: FeedPosition, before: Date): Promise<boolean> {
  const t = ledgerTransactions;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(sql`(${t.xid}, ${t.id}) > (${after.xid}, ${after.id})`, sql`${t.createdAt} < ${before.toISOString()}::timestamptz`))
    .limit(1);
  return rows.length > 0;
}
