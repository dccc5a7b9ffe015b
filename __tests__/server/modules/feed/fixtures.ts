/** Game postings for the feed tests: funded members betting, winning and getting refunds through the wallet's intents. */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../server/db/connection';
import { catchUp, consumerPassed, type FeedConsumer } from '../../../../server/modules/feed';
import { adjust, ensureMemberAccount, houseAccount, payout, readPostings, refund, stake, vendorAccount, type FeedPosition, type FeedPosting, type MemberSide } from '../../../../server/modules/wallet';
import { WalletGuards } from '../../../../server/modules/wallet/guards';

export const M = 'MLOBBY';
const GAME_TYPES = ['RNG', 'FISH', 'LIVE'];
let sequence = 0;

export interface Table {
  db: Database;
  members: MemberSide[];
  vendor: number;
}

/** `count` real members holding 1,000,000 minor units each, and the account of vendor `vendorId`. */
export async function gameTable(db: Database, count: number, vendorId = 1): Promise<Table> {
  const house = (await houseAccount(db, M, 'real')).id;
  const vendor = (await vendorAccount(db, M, vendorId, 'real')).id;
  const members: MemberSide[] = [];
  for (let i = 0; i < count; i++) {
    const memberId = 9_000_000 + ++sequence;
    const member = { memberId, accountId: (await ensureMemberAccount(db, M, memberId, 'real')).account.id, kind: 'real' as const };
    await adjust(db, { merchant: M, member, houseAccountId: house, amount: 1_000_000n, idempotencyKey: `feed-fund-${memberId}`, reference: { operatorReference: `feed-${memberId}`, reason: 'test' } });
    members.push(member);
  }
  return { db, members, vendor };
}

/** One random round: a stake, then a win, a refund or nothing. */
export async function playRound(table: Table): Promise<void> {
  const round = `feed-round-${++sequence}`;
  const member = table.members[randomInt(table.members.length)]!;
  const reference = { vendorCode: 'SIM', gameType: GAME_TYPES[randomInt(GAME_TYPES.length)]!, gameId: 7, roundId: round };
  const base = { merchant: M, member, vendorAccountId: table.vendor, amount: BigInt(1 + randomInt(500)) };
  await stake(table.db, new WalletGuards(), { ...base, idempotencyKey: `${round}:bet`, reference });
  const outcome = randomInt(3);
  if (outcome === 0) await payout(table.db, { ...base, amount: BigInt(1 + randomInt(2_000)), idempotencyKey: `${round}:win`, reference });
  if (outcome === 1) await refund(table.db, { ...base, idempotencyKey: `${round}:refund`, reference: { ...reference, reverses: `${round}:bet` } });
}

/** Turnover as the ledger says it should be: the whole ledger aggregated in one query. */
export async function ledgerTurnover(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select t.merchant_code, a.owner_id, a.kind, t.reference->>'gameType' as game_type, (t.created_at at time zone 'UTC')::date::text as day,
      sum(case when t.kind = 'bet' then -e.amount else 0 end)::text as stakes,
      sum(case when t.kind = 'win' then e.amount else 0 end)::text as payouts,
      sum(case when t.kind = 'rollback' then e.amount else 0 end)::text as refunds,
      count(*) filter (where t.kind = 'bet')::int as bets
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
    where a.owner_kind = 'member' and t.kind in ('bet', 'win', 'rollback') and t.reference ? 'gameType'
    group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => Object.values(r).join('|'));
}

/** The turnover table in the same shape. */
export async function storedTurnover(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select merchant_code, member_id, account_kind, game_type, day::text, stakes::text, payouts::text, refunds::text, bets
    from member_turnover order by 1, 2, 3, 4, 5`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => Object.values(r).join('|'));
}

/**
 * Runs `consumer` until its cursor has reached the newest posting. The feed reads only below the
 * oldest transaction running anywhere on the database server, so on a server other suites share it
 * may take a while; a deadline turns "never" into a failure.
 */
export async function drain(db: Database, consumer: FeedConsumer, batch = 500): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await catchUp(db, consumer, batch, Date.now);
    const result = (await db.execute(sql`
      select (select (xid, last_id) from feed_cursors where consumer = ${consumer.name})
           = (select (xid, id) from ledger_transactions order by xid desc, id desc limit 1) as done`)) as unknown as { rows: { done: boolean | null }[] };
    if (result.rows[0]?.done === true) return;
    if (Date.now() > deadline) throw new Error(`feed consumer ${consumer.name} did not catch up in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs `consumer` until it has passed `before` (feed consumerPassed): what a job reading its table
 * for periods ending by then waits for. Unlike drain, a transaction that other suites keep open on a
 * shared server now (after `before`) does not hold it up.
 */
export async function passBy(db: Database, consumer: FeedConsumer, before: Date, batch = 500): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    await catchUp(db, consumer, batch, Date.now);
    if (await consumerPassed(db, consumer.name, before)) return;
    if (Date.now() > deadline) throw new Error(`feed consumer ${consumer.name} did not pass ${before.toISOString()} in 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every posting after `after`, once the feed's horizon has passed `count` of them (see drain). */
export async function readWhenVisible(db: Database, after: FeedPosition, count: number): Promise<FeedPosting[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const read = await readPostings(db, after, 10_000);
    if (read.length >= count || Date.now() > deadline) return read;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
