import { LotteryAdminPath, type ConsoleIssue, type ConsoleIssuePage, type ConsoleLotteryGame } from '@common/contract/consoleCatalog';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { LotteryPath, type LotteryTile } from '@common/contract/lottery';
import { seedHash } from '@common/lottery/fairness';
import { auditTrail } from '../../../../server/modules/audit/service';
import { lotteryIssues } from '../../../../server/modules/lottery/tables';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';
import { fundedPlayer, MANUAL, place, startClock, sureBet } from './fixtures';

describe.each(databases())('console lottery on $name', (db) => {
  const clock = startClock();
  const t = suiteApp(db, MANUAL, { now: clock.now }, async (app) => {
    await app.lottery.runDue(clock.now());
  });
  let platform: TestOperator;
  let owner: TestOperator;
  beforeAll(async () => {
    platform = await operatorWith(t.app, ['owner'], null);
    owner = await operatorWith(t.app, ['owner'], 'MLOBBY');
  });
  const as = <T>(who: TestOperator, method: 'GET' | 'PUT', url: string, payload?: object) => consoleCall<T>(t.app, who, method, url, payload);
  const centre = async () => (await call(t.app, 'GET', LotteryPath.centre)).json<Envelope<LotteryTile[]>>().value!.map((g) => g.gameCode);
  const storedSeed = async (issueNumber: string) => (await t.app.db.select().from(lotteryIssues)).find((r) => r.gameCode === 'SSC1' && r.issueNumber === issueNumber)!.seed;

  it('refuses a content or finance operator with 403 operator.forbidden', async () => {
    for (const role of ['content', 'finance'] as const) {
      const who = await operatorWith(t.app, [role], 'MLOBBY');
      expect((await as(who, 'GET', LotteryAdminPath.games)).status).toBe(403);
      expect((await as(who, 'PUT', LotteryAdminPath.game('SSC1'), { enabled: false })).body.code).toBe(ErrorCode.operatorForbidden);
    }
    expect(await centre()).toContain('SSC1');
  });

  it('shows upcoming issues with the hash of their seed, never the seed', async () => {
    const res = await as<ConsoleIssue[]>(owner, 'GET', `${LotteryAdminPath.upcoming}?gameCode=SSC1`);
    const [first] = res.body.value!;
    expect(first).toMatchObject({ gameCode: 'SSC1', issueNumber: '20300115-1082', status: 'open', seed: null, numbers: [], settlement: 'pending' });
    const seed = await storedSeed(first!.issueNumber);
    expect(first!.seedHash).toBe(await seedHash(seed));
    expect(JSON.stringify(res.body)).not.toContain(seed);
  });

  it('reports a draw not settled within the grace time as failed, then settled with its seed revealed, paged newest first', async () => {
    const issue = (await as<ConsoleIssue[]>(owner, 'GET', `${LotteryAdminPath.upcoming}?gameCode=SSC1`)).body.value![0]!;
    const player = await fundedPlayer(t.app);
    expect((await place(t.app, player.token, sureBet([issue.issueNumber]))).success).toBe(true);
    clock.ms = issue.drawAt + 6 * 60_000; // the scheduler did not run: past the five minutes' grace
    const late = await as<ConsoleIssuePage>(owner, 'GET', `${LotteryAdminPath.results}?gameCode=SSC1&settlement=failed`);
    expect(late.body.value!.items.map((i) => i.issueNumber)).toContain(issue.issueNumber);
    expect(late.body.value!.items.every((i) => i.settlement === 'failed' && i.seed === null)).toBe(true);

    await t.app.lottery.runDue(clock.now());
    const page = await as<ConsoleIssuePage>(owner, 'GET', `${LotteryAdminPath.results}?gameCode=SSC1&page=1`);
    const drawn = page.body.value!.items.find((i) => i.issueNumber === issue.issueNumber)!;
    expect(drawn).toMatchObject({ status: 'settled', settlement: 'settled', seedHash: issue.seedHash });
    expect(drawn.seed).toBe(await storedSeed(issue.issueNumber));
    expect(await seedHash(drawn.seed!)).toBe(issue.seedHash);
    expect(drawn.numbers).toHaveLength(5);
    const drawTimes = page.body.value!.items.map((i) => i.drawAt);
    expect(drawTimes).toEqual([...drawTimes].sort((a, b) => b - a));
    expect(page.body.value!.total).toBe(page.body.value!.items.length);
    expect((await as<ConsoleIssuePage>(owner, 'GET', `${LotteryAdminPath.results}?settlement=failed`)).body.value!.total).toBe(0);
    expect((await as(owner, 'GET', `${LotteryAdminPath.results}?settlement=lost`)).status).toBe(400);
    // A page past any table (the fuzz test found 99999999999999999999999 reaching the database as an offset): refused, not a 500.
    expect((await as(owner, 'GET', `${LotteryAdminPath.results}?page=99999999999999999999999`)).status).toBe(400);
  });

  it('switches a game off (platform-wide operators): gone from the lists, its orders refused, audited; back on again', async () => {
    const refused = await as(owner, 'PUT', LotteryAdminPath.game('SSC1'), { enabled: false });
    expect(refused.body.code).toBe(ErrorCode.operatorPlatformOnly);
    expect(await centre()).toContain('SSC1');

    const off = await as<ConsoleLotteryGame[]>(platform, 'PUT', LotteryAdminPath.game('SSC1'), { enabled: false });
    expect(off.body.value!.find((g) => g.gameCode === 'SSC1')!.enabled).toBe(false);
    expect(await centre()).not.toContain('SSC1');
    const player = await fundedPlayer(t.app);
    const next = (await as<ConsoleIssue[]>(owner, 'GET', `${LotteryAdminPath.upcoming}?gameCode=SSC1`)).body.value![0]!;
    expect((await place(t.app, player.token, sureBet([next.issueNumber]))).code).toBe(ErrorCode.lotteryGameNotFound);
    expect((await auditTrail(t.app.db, 'lottery-game:SSC1'))[0]).toMatchObject({ actor: `operator:${platform.id}`, action: 'lottery.game.set', detail: { enabled: false } });

    await as(platform, 'PUT', LotteryAdminPath.game('SSC1'), { enabled: true });
    expect(await centre()).toContain('SSC1');
    expect((await as(platform, 'PUT', LotteryAdminPath.game('NOPE'), { enabled: false })).status).toBe(404);
  });
});
