/**
 * The member's points calls (LoyaltyPath.summary, .points, .levels; docs/loyalty.md "What members
 * see"): the summary with what expires soon and the next level, the history with what each line was
 * for, the ladder in the member's language; refused with loyalty.feature.off while PTSYS3 is off.
 */
import type { Page } from '@common/contract/consolePlayers';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { LoyaltyPath, type LevelValue, type LoyaltySummaryValue, type PointsEntryValue } from '@common/contract/loyalty';
import { creditPoints, spendPoints } from '../../../../../server/modules/loyalty/points';
import { addMember, call, setWhitelabel, tokenFor } from '../../../helpers/accounts';
import { databases, suiteApp } from '../../../helpers/build';
import { bet, earn, fund, ladder, M, setLadder, setRates } from '../fixtures';


const DAY_MS = 86_400_000;

describe.each(databases())('member points calls on $name', (db) => {
  const t = suiteApp(db, {}, {}, async (app) => {
    await setRates(app.db, {}, 10_000, 100);
    await setLadder(app.db, ladder([0, 1_000, 5_000], { 2: { kind: 'points', amount: 10, wageringMultiplierPercent: 0 } }));
    await setWhitelabel(app, { PTSYS3: true });
  });
  let serial = 0;
  const member = async () => {
    const username = `pts${process.pid % 1000}x${serial++}`;
    const row = await addMember(t.app, { username, password: 'Points-pass-1' });
    await fund(t.app.db, row.id);
    return { id: row.id, token: await tokenFor(t.app, username, 'Points-pass-1') };
  };
  const get = async <T>(url: string, token: string, language = 'EN') => (await call(t.app, 'GET', url, { token, headers: { language } })).json<Envelope<T>>();

  test('the summary: points held, what expires within the warning days, turnover, level and the next', async () => {
    const who = await member();
    await bet(t.app.db, who.id, 1_250n);
    await earn(t.app.db);
    const now = new Date(t.app.now());
    // An old lot of 5 points that expires in 10 days.
    await t.app.db.transaction((tx) => creditPoints(tx, { merchantCode: M, memberId: who.id, points: 5n, source: 'test', sourceId: 'old', kind: 'earn', now: new Date(now.getTime() - 90 * DAY_MS), expiryDays: 100 }));
    const res = await get<LoyaltySummaryValue>(LoyaltyPath.summary, who.token);
    expect(res.success).toBe(true);
    expect(res.value).toMatchObject({ points: 17, expiryDays: 100, turnover: 1_250, level: { rank: 2, name: 'Level 2', reached: true }, next: { level: { rank: 3, reached: false }, remaining: 3_750 } });
    expect(res.value!.expiring!.points).toBe(5);
    expect(Math.abs(res.value!.expiring!.at - (now.getTime() + 10 * DAY_MS))).toBeLessThan(5_000);
  });

  test('the history newest first with what each line was for; the ladder in the Language header', async () => {
    const who = await member();
    await bet(t.app.db, who.id, 300n);
    await earn(t.app.db);
    await t.app.db.transaction((tx) => creditPoints(tx, { merchantCode: M, memberId: who.id, points: 10n, source: 'level', sourceId: '2', kind: 'reward', now: new Date(t.app.now() + 1_000), expiryDays: 100 }));
    await t.app.db.transaction((tx) => spendPoints(tx, { merchantCode: M, memberId: who.id, points: 4n, source: 'mall', sourceId: 'r1', now: new Date(t.app.now() + 2_000) }));
    const page = await get<Page<PointsEntryValue>>(LoyaltyPath.points, who.token, 'BN');
    expect(page.value!.items.map((e) => [e.kind, e.points, e.detail])).toEqual([
      ['redeem', -4, 'mall'],
      ['reward', 10, 'স্তর 2'],
      ['earn', 3, 'turnover'],
    ]);
    expect(page.value).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    const levels = await get<LevelValue[]>(LoyaltyPath.levels, who.token, 'BN');
    expect(levels.value!.map((l) => [l.rank, l.name, l.reached])).toEqual([
      [1, 'স্তর 1', true],
      [2, 'স্তর 2', false],
      [3, 'স্তর 3', false],
    ]);
  });

  test('with PTSYS3 off every call answers loyalty.feature.off; without a token, a login is asked for', async () => {
    const who = await member();
    await setWhitelabel(t.app, { PTSYS3: false });
    try {
      for (const path of [LoyaltyPath.summary, LoyaltyPath.points, LoyaltyPath.levels]) {
        expect(await get(path, who.token)).toMatchObject({ success: false, code: ErrorCode.loyaltyFeatureOff });
      }
    } finally {
      await setWhitelabel(t.app, { PTSYS3: true });
    }
    const anonymous = (await call(t.app, 'GET', LoyaltyPath.summary)).json<Envelope<unknown>>();
    expect(anonymous.success).toBe(false);
  });
});
