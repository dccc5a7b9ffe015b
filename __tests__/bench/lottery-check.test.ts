/**
 * The lottery audit (bench/lottery-check.ts) that the bench and the process tests rest on: clean
 * after a real settlement, and loud about each kind of fault it claims to catch.
 */
import { eq, sql } from 'drizzle-orm';
import { auditLottery } from '../../bench/lottery-check';
import { seedIssue } from '../../bench/lottery-seed';
import { drawDue } from '../../server/modules/lottery/draw';
import { lotteryIssues } from '../../server/modules/lottery/tables';
import { settleIssue } from '../../server/modules/lottery/settlement';
import { suiteApp } from '../server/helpers/build';

describe('bench/lottery-check auditLottery', () => {
  const suite = suiteApp({ name: 'pglite' }, { LOTTERY_SCHEDULER: 'off' });

  test('passes a real settlement, then reports a wrong payout, a pending sub-order, a stray posting and a drifted balance', async () => {
    const { db } = suite.app;
    const seeded = await seedIssue(db, 'SSC1', 60, 3, suite.app.now());
    await drawDue(db, suite.app.now());
    const [issue] = await db.select().from(lotteryIssues).where(eq(lotteryIssues.id, seeded.id));
    expect(await settleIssue(db, issue, suite.app.now)).toBe(60);
    const clean = await auditLottery(db);
    expect(clean.failures).toEqual([]);
    expect(clean.paidOut).toBe(clean.owed);
    expect(clean.suborders.won + clean.suborders.lost).toBe(60);

    const [first, second] = ((await db.execute(sql`select id::text from lottery_suborders order by id limit 2`)) as unknown as { rows: { id: string }[] }).rows;
    await db.execute(sql`update lottery_suborders set win_amount = win_amount + 1 where id = ${first.id}`);
    await db.execute(sql`update lottery_suborders set status = 'pending' where id = ${second.id}`);
    await db.execute(sql`update ledger_accounts set balance = balance + 1 where owner_kind = 'member' and id = (select min(id) from ledger_accounts where owner_kind = 'member')`);
    await db.execute(sql`insert into ledger_transactions (merchant_code, idempotency_key, kind) values ('MLOBBY', 'lottery:win:999999999', 'win')`);
    const ids = ((await db.execute(sql`select (select id from ledger_transactions where idempotency_key = 'lottery:win:999999999') as t,
      (select min(id) from ledger_accounts where owner_kind = 'member') as a`)) as unknown as { rows: { t: number; a: number }[] }).rows[0];
    await db.execute(sql`insert into ledger_entries (transaction_id, account_id, amount) values (${ids.t}, ${ids.a}, 5)`);

    const failures = (await auditLottery(db)).failures.join('\n');
    expect(failures).toMatch(new RegExp(`sub-order ${first.id}: stored win`));
    expect(failures).toMatch(new RegExp(`sub-order ${second.id}: still pending on settled issue`));
    expect(failures).toMatch(/ledger entries sum to 5/);
    expect(failures).toMatch(/balances differ from their entries/);
    expect(failures).toMatch(/lottery postings of no order or sub-order: lottery:win:999999999/);
  }, 60_000);
});
