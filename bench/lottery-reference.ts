/**
 * The yardstick of bench:lottery: what the database itself takes to write the ledger rows a
 * settlement wrote (one win transaction and its two entries per paid sub-order, the same
 * reference fields), as one INSERT … SELECT feeding the entries insert, on the same database and
 * tables, right after the settlement. Rolled back, so the audit sees only the real postings.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/connection';

class RollBack extends Error {}

/** Seconds the reference write of issue `issueId`'s paid sub-orders takes, and how many transactions it wrote. */
export async function referenceWrite(db: Database, issueId: number, lotteryAccountId: number): Promise<{ transactions: number; seconds: number }> {
  let measured = { transactions: 0, seconds: 0 };
  await db
    .transaction(async (tx) => {
      // The CTEs carry no statistics: without this the planner may join them in a nested loop,
      // quadratic in the rows, where the set-based write it stands for is a hash join.
      await tx.execute(sql`set local enable_nestloop = off`);
      const start = performance.now();
      const result = (await tx.execute(sql`
        with paid as (
          select 'bench:reference:' || s.id as key, s.id, o.merchant_code, o.member_id, o.id as order_id, o.game_code, s.issue_number, s.win_amount, s.rebate_amount,
                 s.win_amount + s.rebate_amount as amount, a.id as account
          from lottery_suborders s
          join lottery_orders o on o.id = s.order_id
          join ledger_accounts a on a.merchant_code = o.merchant_code and a.owner_kind = 'member' and a.owner_id = o.member_id and a.kind = o.account_kind
          where s.issue_id = ${issueId} and s.win_amount + s.rebate_amount > 0),
        posted as (
          insert into ledger_transactions (merchant_code, idempotency_key, kind, reference)
          select merchant_code, key, 'win',
                 jsonb_build_object('memberId', member_id, 'vendorCode', 'HOUSE_LOTTERY', 'gameType', 'LOTT', 'gameId', game_code, 'roundId', order_id::text,
                                    'suborderId', id, 'issue', issue_number, 'win', win_amount::text, 'rebate', rebate_amount::text)
          from paid
          returning id, idempotency_key),
        legs as (
          insert into ledger_entries (transaction_id, account_id, amount)
          select p.id, leg.account, leg.amount from posted p
            join paid on paid.key = p.idempotency_key
            cross join lateral (values (${lotteryAccountId}::bigint, -paid.amount), (paid.account, paid.amount)) as leg(account, amount))
        select count(*)::int as n from posted`)) as unknown as { rows: { n: number }[] };
      measured = { transactions: result.rows[0].n, seconds: (performance.now() - start) / 1000 };
      throw new RollBack();
    })
    .catch((err: unknown) => {
      if (!(err instanceof RollBack)) throw err;
    });
  return measured;
}
