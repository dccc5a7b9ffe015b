import { LotteryPath, type DrawResult, type LotteryGameInfo, type LotteryResultPage, type LotteryTile, type VerifyResult } from '@common/contract/lottery';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { deriveNumbers, seedHash } from '@common/lottery/fairness';
import { lotteryIssues } from '../../../../server/modules/lottery/tables';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { MANUAL, startClock, upcoming } from './fixtures';

describe.each(databases())('lottery issues and draws on $name', (db) => {
  const clock = startClock();
  const t = suiteApp(db, MANUAL, { now: clock.now }, async (app) => {
    await app.lottery.runDue(clock.now());
  });
  const get = <T>(url: string) => call(t.app, 'GET', url).then((r) => r.json<Envelope<T>>());

  it('creates an hour of a one-minute game ahead, each with a fresh seed hash, and a second run adds none', async () => {
    const issues = await upcoming(t.app, 'SSC1');
    expect(issues).toHaveLength(10);
    expect(issues[0]).toMatchObject({ issueNumber: '20300115-1082', drawAt: Date.UTC(2030, 0, 15, 12, 1), closesAt: Date.UTC(2030, 0, 15, 12, 0, 50), status: 'open' });
    expect(new Set(issues.map((i) => i.seedHash)).size).toBe(10);
    const rows = await t.app.db.select().from(lotteryIssues);
    expect(rows.filter((r) => r.gameCode === 'SSC1')).toHaveLength(60);
    expect((await t.app.lottery.runDue(clock.now())).created).toBe(0);
  });

  it('publishes the hash of the stored seed and never the seed before the draw', async () => {
    const [issue] = await upcoming(t.app, 'SSC1');
    const [row] = (await t.app.db.select().from(lotteryIssues)).filter((r) => r.issueNumber === issue.issueNumber && r.gameCode === 'SSC1');
    expect(issue.seedHash).toBe(await seedHash(row.seed));
    for (const url of [`${LotteryPath.game}?gameCode=SSC1`, `${LotteryPath.list}?prizeMode=Lott`, LotteryPath.centre, LotteryPath.popular, `${LotteryPath.results}?gameCode=SSC1&pageNo=1&pageSize=10`]) {
      expect((await call(t.app, 'GET', url)).body).not.toContain(row.seed);
    }
    const verify = await get<VerifyResult>(`${LotteryPath.verify}?gameCode=SSC1&issueNumber=${issue.issueNumber}`);
    expect(verify).toMatchObject({ success: false, code: ErrorCode.lotteryIssueNotDrawn });
    expect(JSON.stringify(verify)).not.toContain(row.seed);
  });

  it('closes an issue at its closing time and draws it at its draw time, with the numbers derived from its seed', async () => {
    const [issue] = await upcoming(t.app, 'SSC1');
    clock.ms = issue.closesAt;
    expect((await t.app.lottery.runDue(clock.now())).closed).toBeGreaterThan(0);
    const closed = await t.app.db.select().from(lotteryIssues);
    expect(closed.find((r) => r.gameCode === 'SSC1' && r.issueNumber === issue.issueNumber)?.status).toBe('closed');
    clock.ms = issue.drawAt - 1;
    expect((await t.app.lottery.runDue(clock.now())).drawn).toBe(0);
    clock.ms = issue.drawAt;
    expect((await t.app.lottery.runDue(clock.now())).drawn).toBeGreaterThan(0);
    const page = await get<LotteryResultPage>(`${LotteryPath.results}?gameCode=SSC1&pageNo=1&pageSize=10`);
    const result = page.value!.content[0];
    expect(result).toMatchObject({ issueNumber: issue.issueNumber, status: 'settled' });
    expect(result.numbers).toEqual((await deriveNumbers('ssc', result.seed!, 'SSC1', issue.issueNumber)).numbers);
  });

  it('verify recomputes every posted result from its revealed seed', async () => {
    clock.advance(5 * 60_000);
    await t.app.lottery.runDue(clock.now());
    for (const gameCode of ['SSC1', 'K3_1', 'VN_NORTH_5']) {
      const results = (await get<LotteryResultPage>(`${LotteryPath.results}?gameCode=${gameCode}&pageNo=1&pageSize=50`)).value!.content;
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) {
        const verified = (await get<VerifyResult>(`${LotteryPath.verify}?gameCode=${gameCode}&issueNumber=${result.issueNumber}`)).value!;
        expect(verified).toMatchObject({ hashMatches: true, resultMatches: true, recomputed: result.numbers });
        expect(verified.issue.seed).toMatch(/^[0-9a-f]{64}$/);
      }
    }
  });

  it('pages results newest first', async () => {
    const first = (await get<LotteryResultPage>(`${LotteryPath.results}?gameCode=SSC1&pageNo=1&pageSize=2`)).value!;
    const second = (await get<LotteryResultPage>(`${LotteryPath.results}?gameCode=SSC1&pageNo=2&pageSize=2`)).value!;
    const all: DrawResult[] = [...first.content, ...second.content];
    expect(all.map((r) => r.drawAt)).toEqual([...all.map((r) => r.drawAt)].sort((a, b) => b - a));
    expect(first.totalPages).toBe(3);
  });

  it('lists games by prize mode, with the next issue and the last result on each tile', async () => {
    const elott = (await get<LotteryTile[]>(`${LotteryPath.list}?prizeMode=Elott`)).value!;
    expect(elott.length).toBeGreaterThan(0);
    expect(elott.every((tile) => tile.prizeModes.includes('Elott'))).toBe(true);
    const lott = (await get<LotteryTile[]>(`${LotteryPath.list}?prizeMode=Lott`)).value!;
    expect(lott.map((tile) => tile.gameCode)).toEqual(expect.arrayContaining(['SSC1', 'K3_1', 'VN_NORTH']));
    const ssc1 = lott.find((tile) => tile.gameCode === 'SSC1')!;
    expect(ssc1.next!.closesAt).toBeGreaterThan(clock.now());
    expect(ssc1.last!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(t.app, 'GET', `${LotteryPath.list}?prizeMode=ZY`)).json()).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
  });

  it('serves a game page with its odds table, upcoming issues and the server clock; an unknown game is a clear code', async () => {
    const info = (await get<LotteryGameInfo>(`${LotteryPath.game}?gameCode=K3_1`)).value!;
    expect(info.serverTime).toBe(clock.now());
    expect(info.betTypes.map((b) => b.code)).toContain('big_small');
    expect(info.upcoming.every((i) => i.closesAt > clock.now() && i.status === 'open')).toBe(true);
    expect(await get(`${LotteryPath.game}?gameCode=NOPE`)).toMatchObject({ success: false, code: ErrorCode.lotteryGameNotFound });
    expect(await get(`${LotteryPath.verify}?gameCode=SSC1&issueNumber=20300115-0001`)).toMatchObject({ success: false, code: ErrorCode.lotteryIssueNotFound });
  });
});
