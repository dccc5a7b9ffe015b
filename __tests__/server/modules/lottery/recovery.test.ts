import type { FastifyInstance } from 'fastify';
import { LotteryPath, type LotteryResultPage } from '@common/contract/lottery';
import type { Envelope } from '@common/contract/envelope';
import { deriveNumbers } from '@common/lottery/fairness';
import type { DatabaseHandle } from '../../../../server/db/connection';
import { closeDue, drawDue } from '../../../../server/modules/lottery/draw';
import { lotteryIssues, lotterySuborders } from '../../../../server/modules/lottery/tables';
import { settleIssue } from '../../../../server/modules/lottery/settlement';
import { ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { call } from '../../helpers/accounts';
import { buildOnDatabase, databases, openTestDatabase, suiteApp, type TestDatabase } from '../../helpers/build';
import { balanceOf, detail, expectLedgerClean, fundedPlayer, MANUAL, place, startClock, sureBet, upcoming } from './fixtures';

/** The same database under a handle whose close() does nothing: the first app "dies" without taking it along. */
const survivor = (handle: DatabaseHandle): DatabaseHandle => ({ ...handle, close: async () => undefined });

describe.each(databases())('lottery restart on $name', (db) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase(db);
  }, 30_000);
  afterEach(() => database.dispose());

  it('draws the issues missed while down with their stored seeds and settles their orders', async () => {
    const clock = startClock();
    const first = await buildOnDatabase(survivor(database.handle), MANUAL, { now: clock.now });
    await first.lottery.runDue(clock.now());
    const player = await fundedPlayer(first, 100_000n);
    const issues = (await upcoming(first)).slice(0, 3);
    const order = (await place(first, player.token, sureBet(issues.map((i) => i.issueNumber)))).value!;
    const seeds = new Map((await first.db.select().from(lotteryIssues)).map((r) => [r.id, r.seed]));
    await first.close();

    clock.advance(10 * 60_000);
    const second = await buildOnDatabase(database.handle, MANUAL, { now: clock.now });
    const summary = await second.lottery.runDue(clock.now());
    expect(summary.drawn).toBeGreaterThanOrEqual(10);
    const rows = await second.db.select().from(lotteryIssues);
    const missed = rows.filter((r) => r.drawAt.getTime() <= clock.now());
    expect(missed.every((r) => r.status === 'settled' && r.seed === seeds.get(r.id))).toBe(true);
    for (const r of missed.filter((m) => m.gameCode === 'SSC1')) {
      expect(r.numbers).toEqual((await deriveNumbers('ssc', r.seed, 'SSC1', r.issueNumber)).numbers);
    }
    expect((await detail(second, player.token, order.orderId)).value!.suborders.map((s) => s.status)).toEqual(['won', 'won', 'won']);
    expect(await balanceOf(second, player.member)).toBe(100_000n - 3_000n + 3n * 980n);
    await second.close();
  });

  it('finishes a settlement cut off between batches, paying nothing twice', async () => {
    const clock = startClock();
    const first = await buildOnDatabase(survivor(database.handle), MANUAL, { now: clock.now });
    await first.lottery.runDue(clock.now());
    const [issue] = await upcoming(first);
    const players = [];
    for (let i = 0; i < 5; i += 1) {
      const player = await fundedPlayer(first, 10_000n);
      await place(first, player.token, sureBet([issue.issueNumber]));
      players.push(player);
    }
    clock.ms = issue.drawAt;
    await closeDue(first.db, clock.now());
    await drawDue(first.db, clock.now());
    const [row] = (await first.db.select().from(lotteryIssues)).filter((r) => r.gameCode === 'SSC1' && r.issueNumber === issue.issueNumber);
    const crash = async () => {
      throw new Error('killed');
    };
    await expect(settleIssue(first.db, row, clock.now, crash, 2)).rejects.toThrow('killed');
    const statuses = async (app: FastifyInstance) => (await app.db.select().from(lotterySuborders)).map((s) => s.status).sort();
    expect(await statuses(first)).toEqual(['pending', 'pending', 'pending', 'won', 'won']);
    await first.close();

    const second = await buildOnDatabase(database.handle, MANUAL, { now: clock.now });
    expect((await second.lottery.runDue(clock.now())).settled).toBe(3);
    expect(await statuses(second)).toEqual(['won', 'won', 'won', 'won', 'won']);
    for (const player of players) expect(await balanceOf(second, player.member)).toBe(10_000n - 1_000n + 980n);
    const wins = (await second.db.select().from(ledgerTransactions)).filter((t) => t.idempotencyKey.startsWith('lottery:win:'));
    expect(wins).toHaveLength(5);
    const page = (await call(second, 'GET', `${LotteryPath.results}?gameCode=SSC1&pageNo=1&pageSize=1`)).json<Envelope<LotteryResultPage>>();
    expect(page.value!.content[0]).toMatchObject({ issueNumber: issue.issueNumber, status: 'settled' });
    await expectLedgerClean(second);
    await second.close();
  });
});

describe.each(databases())('lottery scheduler timer on $name', (db) => {
  const t = suiteApp(db, { LOTTERY_SCHEDULER: 'on', LOTTERY_FAST_INTERVAL_SECONDS: '1' });

  it('draws on its own at each due instant of the real clock', async () => {
    const drawn = async () =>
      (await call(t.app, 'GET', `${LotteryPath.results}?gameCode=SSC1&pageNo=1&pageSize=10`)).json<Envelope<LotteryResultPage>>().value!.content;
    const deadline = Date.now() + 8_000;
    while ((await drawn()).length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const results = await drawn();
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.every((r) => r.status !== 'open')).toBe(true);
    // Never before its draw time. How soon after is a matter of machine load, not of a rule a test can hold.
    const rows = await t.app.db.select().from(lotteryIssues);
    for (const r of rows.filter((x) => x.drawnAt)) expect(r.drawnAt!.getTime()).toBeGreaterThanOrEqual(r.drawAt.getTime());
  }, 15_000);
});
