/** What the console reads from the wallet about one player: balances and ledger postings. */
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { GameRound, Page, PlayerBalances, PlayerPosting } from '@common/contract/consolePlayers';
import type { Database } from '../../db/connection';
import { pageWindow, safeNumber } from '../../http/console';
import { INTENT_KIND, type IntentName } from './intents';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, type AccountKind, type TransactionKind } from './tables';

/** Intent names as the console shows them, by stored kind (the inverse of INTENT_KIND). */
const INTENT_OF = Object.fromEntries(Object.entries(INTENT_KIND).map(([intent, kind]) => [kind, intent])) as Record<TransactionKind, IntentName>;
/** The intent names the postings filter accepts. */
export const INTENT_NAMES = Object.keys(INTENT_KIND) as IntentName[];

/** A member as the ledger knows its accounts: the merchant leads the accounts' unique index, so it is always given. */
export interface PlayerKey {
  id: number;
  merchantCode: string;
}

const ownedBy = (member: PlayerKey) =>
  and(eq(ledgerAccounts.merchantCode, member.merchantCode), eq(ledgerAccounts.ownerKind, 'member'), eq(ledgerAccounts.ownerId, member.id));

/** A member's balances by kind (every currency summed: there is one until merchants carry their own), minor units. */
export async function memberBalances(db: Database, member: PlayerKey): Promise<PlayerBalances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: sql<string>`sum(${ledgerAccounts.balance})::text` })
    .from(ledgerAccounts)
    .where(ownedBy(member))
    .groupBy(ledgerAccounts.kind);
  const balances: PlayerBalances = { real: 0, bonus: 0, withdrawal: 0, points: 0, demo: 0 };
  // Only the house holds a commission account (agent pay comes from it), so a member's never shows one.
  for (const row of rows) if (row.kind !== 'commission') balances[row.kind] = safeNumber(row.balance);
  return balances;
}

export interface PostingFilter {
  kind?: IntentName;
  /** Any of these intents (the member's records group several under one kind). */
  kinds?: readonly IntentName[];
  /** Only legs on accounts of these kinds (the member's records leave demo play out). */
  accounts?: readonly AccountKind[];
  from?: number;
  to?: number;
  page?: number;
  /** Rows per page; the console's page size unless given. */
  pageSize?: number;
}

/** One page of the legs on a member's accounts, newest first, filtered by intent, account and time. */
export async function memberPostings(db: Database, member: PlayerKey, filter: PostingFilter): Promise<Page<PlayerPosting>> {
  const where: (SQL | undefined)[] = [ownedBy(member)];
  if (filter.kind) where.push(eq(ledgerTransactions.kind, INTENT_KIND[filter.kind]));
  if (filter.kinds) where.push(inArray(ledgerTransactions.kind, filter.kinds.map((k) => INTENT_KIND[k])));
  if (filter.accounts) where.push(inArray(ledgerAccounts.kind, [...filter.accounts]));
  if (filter.from !== undefined) where.push(gte(ledgerTransactions.createdAt, new Date(filter.from)));
  if (filter.to !== undefined) where.push(lte(ledgerTransactions.createdAt, new Date(filter.to)));
  const { page, limit, offset } = pageWindow(filter.page, filter.pageSize);
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      amount: ledgerEntries.amount,
      account: ledgerAccounts.kind,
      reference: ledgerTransactions.idempotencyKey,
      detail: ledgerTransactions.reference,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .innerJoin(ledgerTransactions, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(...where))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .innerJoin(ledgerTransactions, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(...where));
  return {
    items: rows.map((r) => ({
      transactionId: r.transactionId,
      kind: INTENT_OF[r.kind],
      amount: safeNumber(r.amount),
      account: r.account,
      reference: r.reference,
      detail: r.detail,
      createdAt: r.createdAt.getTime(),
    })),
    page,
    pageSize: limit,
    total: total!.n,
  };
}

interface RoundRow {
  vendor: string | null;
  round: string;
  game_type: string | null;
  game_id: string | null;
  account: string;
  stake: string;
  win: string;
  at: string;
}

/**
 * One page of a member's game rounds, newest first, from the ledger's game postings: every
 * vendor's (seamless, house slot, house lottery), whoever posted them. A round is the postings
 * sharing a vendor and round id (a posting without one is its own round); its stake is net of
 * refunds.
 */
export async function memberRounds(db: Database, member: PlayerKey, pageNo: number | undefined): Promise<Page<GameRound>> {
  const game = sql.join([INTENT_KIND.stake, INTENT_KIND.payout, INTENT_KIND.refund].map((k) => sql`${k}`), sql`, `);
  const grouped = sql`
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id and a.merchant_code = ${member.merchantCode} and a.owner_kind = 'member' and a.owner_id = ${member.id}
    join ledger_transactions t on t.id = e.transaction_id and t.kind in (${game})
    group by t.reference->>'vendorCode', coalesce(t.reference->>'roundId', t.idempotency_key), a.kind`;
  const { page, limit, offset } = pageWindow(pageNo);
  const rows = (await db.execute(sql`
    select t.reference->>'vendorCode' as vendor, coalesce(t.reference->>'roundId', t.idempotency_key) as round, a.kind as account,
      max(t.reference->>'gameType') as game_type, max(t.reference->>'gameId') as game_id,
      coalesce(-(sum(e.amount) filter (where t.kind in (${INTENT_KIND.stake}, ${INTENT_KIND.refund}))), 0)::text as stake,
      coalesce(sum(e.amount) filter (where t.kind = ${INTENT_KIND.payout}), 0)::text as win,
      (extract(epoch from min(t.created_at)) * 1000)::bigint::text as at
    ${grouped}
    order by min(t.created_at) desc, 2 desc
    limit ${limit} offset ${offset}`)) as unknown as { rows: RoundRow[] };
  const total = (await db.execute(sql`select count(*)::int as n from (select 1 ${grouped}) rounds`)) as unknown as { rows: { n: number }[] };
  return {
    items: rows.rows.map((r) => ({
      roundId: r.round,
      vendorCode: r.vendor ?? '',
      gameType: r.game_type ?? '',
      gameCode: r.game_id ?? '',
      account: r.account,
      stake: safeNumber(r.stake),
      win: safeNumber(r.win),
      at: safeNumber(r.at),
    })),
    page,
    pageSize: limit,
    total: total.rows[0]!.n,
  };
}
