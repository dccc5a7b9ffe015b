/**
 * The console's points calls (ConsoleLoyaltyPath.settings, .levels, .report; loyalty.manage):
 * settings and the ladder checked against the rules (loyalty.invalid naming the field, nothing
 * saved) and audited, a reached level never removed, the report's figures, and the refusals of
 * an operator without the permission or of another merchant.
 */
import { eq } from 'drizzle-orm';
import type { LevelDraft, LoyaltyReport, LoyaltySettings } from '@common/contract/consoleLoyalty';
import { ConsoleLoyaltyPath } from '@common/contract/consoleLoyalty';
import { ErrorCode } from '@common/contract/envelope';
import { LEVELS_MAX } from '@common/rules/loyalty';
import { auditLog } from '../../../../../server/modules/audit/tables';
import { checkLadder } from '../../../../../server/modules/loyalty/levels';
import { expirePoints, spendPoints } from '../../../../../server/modules/loyalty/points';
import { checkSettings } from '../../../../../server/modules/loyalty/points/settings';
import { databases, suiteApp } from '../../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../../helpers/operators';
import { bet, clearLoyaltySeed, earn, fund, ladder, M, newMemberId } from '../fixtures';


const SETTINGS: Omit<LoyaltySettings, 'merchantCode'> = { pointsExpiryDays: 90, defaultRateBp: 8_000, rates: { LOTT: 2_000, LIVE: 5_000 } };

describe.each(databases())('console points calls on $name', (db) => {
  const t = suiteApp(db, {}, {}, (app) => clearLoyaltySeed(app.db));
  let op: TestOperator;
  beforeAll(async () => {
    op = await operatorWith(t.app, ['content']);
  });
  const put = <T>(url: string, body: object) => consoleCall<T>(t.app, op, 'PUT', url, body);

  test('settings: defaults when none, saved whole and audited, each figure out of range refused naming it', async () => {
    expect((await consoleCall<LoyaltySettings>(t.app, op, 'GET', ConsoleLoyaltyPath.settings)).body.value).toEqual({ merchantCode: M, pointsExpiryDays: 365, defaultRateBp: 10_000, rates: {} });
    expect((await put<LoyaltySettings>(ConsoleLoyaltyPath.settings, SETTINGS)).body.value).toEqual({ merchantCode: M, ...SETTINGS });
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'loyalty.settings.update'));
    expect(audits).toHaveLength(1);
    for (const [patch, field] of [
      [{ pointsExpiryDays: 0 }, 'pointsExpiryDays'],
      [{ pointsExpiryDays: 3_651 }, 'pointsExpiryDays'],
      [{ defaultRateBp: 100_001 }, 'defaultRateBp'],
      [{ rates: { LIVE: -1 } }, 'rates.LIVE'],
    ] as const) {
      expect((await put(ConsoleLoyaltyPath.settings, { ...SETTINGS, ...patch })).body).toMatchObject({ success: false, code: ErrorCode.loyaltyInvalid });
      // The envelope's message is generic; params.field names the figure.
      expect(() => checkSettings({ merchantCode: M, ...SETTINGS, ...patch })).toThrow(expect.objectContaining({ params: { field } }));
    }
    expect((await consoleCall<LoyaltySettings>(t.app, op, 'GET', ConsoleLoyaltyPath.settings)).body.value).toEqual({ merchantCode: M, ...SETTINGS });
  });

  test('the ladder: saved whole with members per level; malformed ladders refused naming the field; a reached level cannot be removed', async () => {
    const five = ladder([0, 1_000, 2_000, 3_000, 4_000], { 2: { kind: 'bonus', amount: 500, wageringMultiplierPercent: 200 } }, { 3: 30 });
    expect((await put<LevelDraft[]>(ConsoleLoyaltyPath.levels, { levels: five })).body.success).toBe(true);
    const bad: [LevelDraft[], string][] = [
      [five.map((l, i) => (i === 2 ? { ...l, rank: 4 } : l)), 'levels.2.rank'],
      [five.map((l, i) => (i === 0 ? { ...l, threshold: 10 } : l)), 'levels.0.threshold'],
      [five.map((l, i) => (i === 3 ? { ...l, threshold: 2_000 } : l)), 'levels.3.threshold'],
      [five.map((l, i) => (i === 1 ? { ...l, name: { EN: ' ' } } : l)), 'levels.1.name'],
      [five.map((l, i) => (i === 1 ? { ...l, reward: { kind: 'points', amount: 5, wageringMultiplierPercent: 100 } } : l)), 'levels.1.reward.wageringMultiplierPercent'],
      [five.map((l, i) => (i === 1 ? { ...l, reward: { kind: 'bonus', amount: 0, wageringMultiplierPercent: 100 } } : l)), 'levels.1.reward.amount'],
      [five.map((l, i) => (i === 4 ? { ...l, rebateBp: 10_001 } : l)), 'levels.4.rebateBp'],
      [ladder(Array.from({ length: LEVELS_MAX + 1 }, (_, i) => i * 10)), 'levels'],
    ];
    for (const [levels, field] of bad) {
      expect((await put(ConsoleLoyaltyPath.levels, { levels })).body).toMatchObject({ success: false, code: ErrorCode.loyaltyInvalid });
      expect(() => checkLadder(levels)).toThrow(expect.objectContaining({ params: { field } }));
    }
    const id = newMemberId();
    await fund(t.app.db, id);
    await bet(t.app.db, id, 3_500n);
    await earn(t.app.db);
    const read = (await consoleCall<LevelDraft[]>(t.app, op, 'GET', ConsoleLoyaltyPath.levels)).body.value!;
    expect(read.map((l) => [l.rank, l.members])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 0],
    ]);
    expect((await put(ConsoleLoyaltyPath.levels, { levels: five.slice(0, 3) })).body).toMatchObject({ success: false, code: ErrorCode.loyaltyInvalid });
    // The unreached top level may go; names and figures of the others change.
    const four = read.slice(0, 4).map((l) => ({ ...l, name: { EN: `New ${l.rank}` } }));
    const saved = (await put<LevelDraft[]>(ConsoleLoyaltyPath.levels, { levels: four })).body.value!;
    expect(saved.map((l) => [l.rank, l.name.EN])).toEqual([
      [1, 'New 1'],
      [2, 'New 2'],
      [3, 'New 3'],
      [4, 'New 4'],
    ]);
    expect((await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'loyalty.levels.update'))).length).toBe(2);
  });

  test('the report: issued, redeemed, expired, held, orders and rewards in the range', async () => {
    const id = newMemberId();
    await fund(t.app.db, id);
    await bet(t.app.db, id, 1_000n); // 8 points at the settings' 8 000 bp default
    await earn(t.app.db);
    await t.app.db.transaction((tx) => spendPoints(tx, { merchantCode: M, memberId: id, points: 3n, source: 'mall', sourceId: 'report', now: new Date() }));
    await expirePoints(t.app.db, new Date(Date.now() + 91 * 86_400_000));
    const report = (await consoleCall<LoyaltyReport>(t.app, op, 'GET', `${ConsoleLoyaltyPath.report}?from=0&to=${Date.now() + 92 * 86_400_000}`)).body.value!;
    expect(report.issued).toBeGreaterThanOrEqual(8);
    expect(report.redeemed).toBe(3);
    expect(report.expired).toBe(report.issued - 3);
    expect(report).toMatchObject({ merchantCode: M, refunded: 0, outstanding: 0, orders: { pending: 0, shipped: 0, delivered: 0, cancelled: 0 }, levelRewards: { bonus: 0, points: 0 }, racePrizes: { bonus: 0, points: 0 } });
  });

  test('an operator without loyalty.manage is refused; a merchant operator cannot name another merchant', async () => {
    const support = await operatorWith(t.app, ['support']);
    for (const [method, url] of [
      ['GET', ConsoleLoyaltyPath.settings],
      ['PUT', ConsoleLoyaltyPath.settings],
      ['GET', ConsoleLoyaltyPath.levels],
      ['PUT', ConsoleLoyaltyPath.levels],
      ['GET', ConsoleLoyaltyPath.report],
    ] as const) {
      expect((await consoleCall(t.app, support, method, url, method === 'PUT' ? { ...SETTINGS, levels: [] } : undefined)).status).toBe(403);
    }
    expect((await consoleCall(t.app, op, 'GET', `${ConsoleLoyaltyPath.settings}?merchantCode=OTHER`)).status).toBe(403);
  });
});
