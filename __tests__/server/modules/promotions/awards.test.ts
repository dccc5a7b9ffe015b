/**
 * Cashback and rebate (docs/promotions.md "Periodic awards"): each ended period settled once per joined member
 * from the turnover table, in exact minor units, only once the turnover consumer has passed the
 * period's end; claims through grantBonus (one bonus per award, the budget never overspent); lapse.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PromotionPath, type ClaimValue } from '@common/contract/promotions';
import { AWARD_CLAIM_DAYS } from '@common/rules/promotions';
import { auditLog } from '../../../../server/modules/audit/tables';
import { awardJobStep, awardTotals, lapseAwards, runningAward, runningAwardAmount, settleDueAwards, settlePeriod } from '../../../../server/modules/promotions';
import type { PeriodicPromotion } from '../../../../server/modules/promotions/awards';
import { AWARD_JOB_INTERVAL_MS, AWARD_WAIT_RETRY_MS } from '../../../../server/modules/promotions/awards-plugin';
import { memberBonuses, promotionAwards, promotionPeriods, promotions, type PromotionRow } from '../../../../server/modules/promotions/tables';
import { turnoverConsumer } from '../../../../server/modules/turnover';
import { balanceOf } from '../../../../server/modules/wallet';
import { ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { databases, suiteApp } from '../../helpers/build';
import { call, TestClock } from '../../helpers/accounts';
import { catchUp } from '../../../../server/modules/feed';
import { drain } from '../feed/fixtures';
import { LONG_SESSIONS, player, postAs, refundOf, stakeOf, winOf, type Player } from '../protection/fixtures';
import type { AwardWindow } from '../../../../server/modules/promotions/awards-math';
import { awardsOf, dayOf, DAY_MS, join, memberId, pastWeek, periodicPromotion, turnover, type TurnoverSums } from './award-fixtures';

const WEEK = pastWeek(2);
// Sunday: its claim days run past the app's clock, an hour into the next week.
const DAY = dayOf(WEEK, 6);
const HOUR = 3_600_000;

describe.each(databases())('periodic awards on $name', (dbCase) => {
  // The app's clock an hour after the test week: its periods have ended, their claim days have not.
  const clock = new TestClock(WEEK.end.getTime() + HOUR);
  const t = suiteApp(dbCase, { ...LONG_SESSIONS, CAPTCHA_AFTER_FAILURES: '1000' }, { now: clock.now }, async (app) => {
    await catchUp(app.db, turnoverConsumer, 500, Date.now);
  });
  beforeEach(() => {
    clock.ms = WEEK.end.getTime() + HOUR;
  });

  const settle = () => settleDueAwards(t.app.db, clock.now());
  const joinBefore = async (promotion: PromotionRow, ...members: number[]) => {
    for (const m of members) await join(t.app.db, promotion, m, new Date(promotion.startsAt.getTime() - HOUR));
  };

  test('a table of cases: each award is floor(basis × rate / 10 000), capped, at least 1.00, from real turnover of the counted games', async () => {
    const db = t.app.db;
    const cases: { name: string; expected: (m: number) => string[]; make: () => Promise<{ promotionId: number; member: number }> }[] = [];
    type Row = TurnoverSums & { day?: AwardWindow };
    const add = (name: string, figures: Parameters<typeof periodicPromotion>[1], rows: Row[], expect: string | null, when = DAY) => {
      cases.push({
        name,
        expected: (m) => (expect === null ? [] : [`${m}:${when.start.toISOString().slice(0, 10)}:${expect}:claimable`]),
        make: async () => {
          const promotion = await periodicPromotion(db, figures);
          const member = memberId();
          await joinBefore(promotion, member);
          for (const row of rows) await turnover(db, member, row.day ?? DAY, row);
          return { promotionId: promotion.id, member };
        },
      });
    };
    add('cashback 10 % of the net loss', { window: DAY, rateBp: 1_000 }, [{ stakes: 100_000n, payouts: 30_000n, refunds: 5_000n }], '65000:6500');
    add('cashback when wins exceed stakes: none', { window: DAY, rateBp: 1_000 }, [{ stakes: 10_000n, payouts: 25_000n }], null);
    add(
      'rebate 0.8 % of stakes less refunds on the listed game types only',
      { window: DAY, type: 'rebate', rateBp: 80, gameTypes: ['RNG', 'FISH'] },
      [{ gameType: 'RNG', stakes: 100_000n, refunds: 10_000n, payouts: 900_000n }, { gameType: 'FISH', stakes: 50_000n }, { gameType: 'LIVE', stakes: 1_000_000n }],
      '140000:1120',
    );
    add('rebate of every game type when none is listed', { window: DAY, type: 'rebate', rateBp: 80 }, [{ gameType: 'RNG', stakes: 100_000n }, { gameType: 'LIVE', stakes: 25_000n }], '125000:1000');
    add('cashback counts every game type, whatever the promotion lists', { window: DAY, rateBp: 1_000, gameTypes: ['RNG'] }, [{ gameType: 'LIVE', stakes: 20_000n }], '20000:2000');
    add('capped at maxBonus', { window: DAY, rateBp: 1_000, maxBonus: 50_000n }, [{ stakes: 1_000_000n }], '1000000:50000');
    add('below the 1.00 minimum: none', { window: DAY, type: 'rebate', rateBp: 80 }, [{ stakes: 12_499n }], null);
    add('exactly the minimum', { window: DAY, type: 'rebate', rateBp: 80 }, [{ stakes: 12_500n }], '12500:100');
    add('rounded down to the minor unit', { window: DAY, type: 'rebate', rateBp: 33 }, [{ stakes: 99_999n }], '99999:329');
    add('demo money never counts', { window: DAY, type: 'rebate', rateBp: 80 }, [{ stakes: 5_000_000n, accountKind: 'demo' }], null);
    add(
      'a day counts only its own turnover',
      { window: DAY, rateBp: 1_000 },
      [{ stakes: 500_000n, day: dayOf(WEEK, 5) }, { stakes: 10_000n }, { stakes: 500_000n, day: dayOf(WEEK, 7) }],
      '10000:1000',
    );
    add(
      'a week sums Monday to Sunday, not the next Monday',
      { window: WEEK, period: 'week', rateBp: 500, endsAt: WEEK.end },
      [{ stakes: 10_000n, day: dayOf(WEEK, 0) }, { stakes: 20_001n, day: dayOf(WEEK, 6) }, { stakes: 999_999n, day: dayOf(WEEK, 7) }],
      '30001:1500',
      WEEK,
    );
    const made = [];
    for (const c of cases) made.push({ ...c, ...(await c.make()) });
    const round = await settle();
    expect(round).toMatchObject({ waiting: 0 });
    for (const c of made) expect({ name: c.name, awards: await awardsOf(db, c.promotionId) }).toEqual({ name: c.name, awards: c.expected(c.member) });
    const [one] = await db.select().from(promotionAwards).where(eq(promotionAwards.promotionId, made[0]!.promotionId));
    expect(one!.claimBy.getTime()).toBe(DAY.end.getTime() + AWARD_CLAIM_DAYS * DAY_MS);
  });

  test('only members who joined by the end of the period are awarded', async () => {
    const db = t.app.db;
    const promotion = await periodicPromotion(db, { window: DAY, rateBp: 1_000 });
    const [early, late, lastMinute, never] = [memberId(), memberId(), memberId(), memberId()];
    await join(db, promotion, early, new Date(DAY.start.getTime() - HOUR));
    await join(db, promotion, lastMinute, new Date(DAY.end.getTime() - 1));
    await join(db, promotion, late, new Date(DAY.end.getTime() + 1));
    for (const m of [early, late, lastMinute, never]) await turnover(db, m, DAY, { stakes: 10_000n });
    await settle();
    expect(await awardsOf(db, promotion.id)).toEqual([`${early}:${DAY.start.toISOString().slice(0, 10)}:10000:1000:claimable`, `${lastMinute}:${DAY.start.toISOString().slice(0, 10)}:10000:1000:claimable`].sort());
  });

  test('settling again makes nothing new; a re-run that lost its marker adds no duplicate either', async () => {
    const db = t.app.db;
    const promotion = await periodicPromotion(db, { window: DAY, rateBp: 1_000 });
    const members = [memberId(), memberId(), memberId()];
    await joinBefore(promotion, ...members);
    for (const m of members) await turnover(db, m, DAY, { stakes: 20_000n });
    await settle();
    const first = await awardsOf(db, promotion.id);
    expect(first).toHaveLength(3);
    expect(await settle()).toEqual({ periods: 0, awards: 0, waiting: 0 });
    expect(await settlePeriod(db, promotion as PeriodicPromotion, DAY, clock.now())).toBeNull();
    await db.delete(promotionPeriods).where(eq(promotionPeriods.promotionId, promotion.id));
    expect(await settlePeriod(db, promotion as PeriodicPromotion, DAY, clock.now())).toBe(0);
    expect(await awardsOf(db, promotion.id)).toEqual(first);
  });

  test('a period waits until the turnover consumer has applied every posting dated before its end, then counts them exactly', async () => {
    const db = t.app.db;
    const who = await player(t.app, 1_000_000n);
    const promotion = await periodicPromotion(db, { window: DAY, rateBp: 1_000 });
    await joinBefore(promotion, who.id);
    const [{ last }] = (await db.select({ last: sql<number>`coalesce(max(${ledgerTransactions.id}), 0)::int` }).from(ledgerTransactions)) as [{ last: number }];
    expect(await stakeOf(t.app, who, 40_000)).toBeNull();
    await winOf(t.app, who, 7_000);
    await refundOf(t.app, who, 3_000);
    // The postings are dated inside the period (the database dates them now; this one has ended):
    // the ledger's append-only trigger is an ordinary trigger, which a replica session skips.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(ledgerTransactions).set({ createdAt: new Date(DAY.start.getTime() + HOUR) }).where(sql`${ledgerTransactions.id} > ${last}`);
    });
    // The award job looks again soon while a period waits for the feed, then goes back to its interval.
    expect(await awardJobStep(t.app)).toBe(AWARD_WAIT_RETRY_MS);
    expect(await awardsOf(db, promotion.id)).toEqual([]);
    await drain(db, turnoverConsumer);
    expect(await awardJobStep(t.app)).toBe(AWARD_JOB_INTERVAL_MS);
    expect(await awardsOf(db, promotion.id)).toEqual([`${who.id}:${DAY.start.toISOString().slice(0, 10)}:30000:3000:claimable`]);
  });

  test('a paused promotion waits (settled once resumed), a draft never; an ended one only up to when it was ended', async () => {
    const db = t.app.db;
    const two = { start: dayOf(WEEK, 5).start, end: DAY.end };
    const [paused, draft, ended] = [
      await periodicPromotion(db, { window: two, rateBp: 1_000, state: 'paused' }),
      await periodicPromotion(db, { window: two, rateBp: 1_000, state: 'draft' }),
      await periodicPromotion(db, { window: two, rateBp: 1_000, state: 'ended' }),
    ];
    // Ended by the operator during the Sunday: its Saturday is awarded, its Sunday is not.
    await db.update(promotions).set({ updatedAt: new Date(DAY.start.getTime() + HOUR) }).where(eq(promotions.id, ended.id));
    const m = memberId();
    for (const p of [paused, draft, ended]) await joinBefore(p, m);
    await turnover(db, m, dayOf(WEEK, 5), { stakes: 10_000n });
    await turnover(db, m, DAY, { stakes: 20_000n });
    await settle();
    const saturday = dayOf(WEEK, 5).start.toISOString().slice(0, 10);
    const sunday = DAY.start.toISOString().slice(0, 10);
    expect(await awardsOf(db, paused.id)).toEqual([]);
    expect(await awardsOf(db, draft.id)).toEqual([]);
    expect(await awardsOf(db, ended.id)).toEqual([`${m}:${saturday}:10000:1000:claimable`]);
    await db.update(promotions).set({ state: 'live' }).where(eq(promotions.id, paused.id));
    await settle();
    expect(await awardsOf(db, paused.id)).toEqual([`${m}:${saturday}:10000:1000:claimable`, `${m}:${sunday}:20000:2000:claimable`]);
    expect(await awardTotals(db, paused.id)).toEqual({ made: 2, claimed: 0, lapsed: 0, amount: 3_000 });
  });

  describe('claims', () => {
    /** A member with one award of `amount` (10 % cashback of 10 × amount) in a new promotion. */
    async function awarded(who: Player | number, figures: Partial<Parameters<typeof periodicPromotion>[1]> = {}, amount = 1_000n) {
      const id = typeof who === 'number' ? who : who.id;
      const promotion = await periodicPromotion(t.app.db, { window: DAY, rateBp: 1_000, ...figures });
      await joinBefore(promotion, id);
      await turnover(t.app.db, id, DAY, { stakes: amount * 10n });
      return promotion;
    }
    const claim = (who: Player, promotionId: number) => postAs<ClaimValue>(t.app, who, PromotionPath.claim(promotionId));

    test('a claim credits the award to the real balance as a bonus, audited, and marks it claimed', async () => {
      const who = await player(t.app, 0n);
      const promotion = await awarded(who, {}, 2_500n);
      await settle();
      const res = await claim(who, promotion.id);
      expect(res).toMatchObject({ success: true, value: { bonus: { promotionId: promotion.id, amount: 2_500, required: 2_500, status: 'active' }, card: { id: promotion.id, status: 'claimed', pendingAmount: null, grantedCount: 1 } } });
      expect(await balanceOf(t.app.db, who.accountId)).toBe(2_500n);
      const [award] = await t.app.db.select().from(promotionAwards).where(eq(promotionAwards.promotionId, promotion.id));
      expect(award).toMatchObject({ status: 'claimed', bonusId: res.value!.bonus.id, claimedAt: new Date(clock.now()) });
      const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'promotion.award.claim'), eq(auditLog.subject, `member:${who.id}`)));
      expect(audit).toHaveLength(1);
      expect(await claim(who, promotion.id)).toMatchObject({ success: false, code: ErrorCode.promotionNothingToClaim });
    });

    test('the oldest award is claimed first, and the card then shows the next one', async () => {
      const who = await player(t.app, 0n);
      const promotion = await periodicPromotion(t.app.db, { window: { start: dayOf(WEEK, 5).start, end: dayOf(WEEK, 6).end }, rateBp: 1_000 });
      await joinBefore(promotion, who.id);
      await turnover(t.app.db, who.id, dayOf(WEEK, 5), { stakes: 10_000n });
      await turnover(t.app.db, who.id, dayOf(WEEK, 6), { stakes: 30_000n });
      await settle();
      expect(await claim(who, promotion.id)).toMatchObject({ success: true, value: { bonus: { amount: 1_000 }, card: { status: 'claim', pendingAmount: 3_000 } } });
      expect(await claim(who, promotion.id)).toMatchObject({ success: true, value: { bonus: { amount: 3_000 }, card: { status: 'claimed' } } });
    });

    test('two taps at once claim once: one bonus, one posting', async () => {
      const who = await player(t.app, 0n);
      const promotion = await awarded(who);
      await settle();
      const results = await Promise.all([claim(who, promotion.id), claim(who, promotion.id), claim(who, promotion.id)]);
      expect(results.filter((r) => r.success)).toHaveLength(1);
      expect(results.filter((r) => !r.success).map((r) => r.code)).toEqual([ErrorCode.promotionNothingToClaim, ErrorCode.promotionNothingToClaim]);
      expect(await t.app.db.select().from(memberBonuses).where(eq(memberBonuses.promotionId, promotion.id))).toHaveLength(1);
      expect(await balanceOf(t.app.db, who.accountId)).toBe(1_000n);
    });

    test('20 concurrent claims never spend past the budget; the refused awards stay claimable', async () => {
      const members: Player[] = [];
      for (let i = 0; i < 20; i++) members.push(await player(t.app, 0n));
      const promotion = await periodicPromotion(t.app.db, { window: DAY, rateBp: 1_000, budget: 7_500n });
      await joinBefore(promotion, ...members.map((m) => m.id));
      for (const m of members) await turnover(t.app.db, m.id, DAY, { stakes: 10_000n });
      await settle();
      const results = await Promise.all(members.map((m) => claim(m, promotion.id)));
      expect(results.filter((r) => r.success)).toHaveLength(7);
      expect(new Set(results.filter((r) => !r.success).map((r) => r.code))).toEqual(new Set([ErrorCode.promotionBudgetExhausted]));
      const [row] = await t.app.db.select().from(promotions).where(eq(promotions.id, promotion.id));
      expect(row!.spent).toBe(7_000n);
      const statuses = (await awardsOf(t.app.db, promotion.id)).map((a) => a.split(':').at(-1));
      expect(statuses.filter((s) => s === 'claimed')).toHaveLength(7);
      expect(statuses.filter((s) => s === 'claimable')).toHaveLength(13);
      const credited = await Promise.all(members.map((m) => balanceOf(t.app.db, m.accountId)));
      expect(credited.reduce((s, b) => s + b, 0n)).toBe(7_000n);
    });

    test('an award unclaimed for AWARD_CLAIM_DAYS lapses and can no longer be claimed', async () => {
      const who = await player(t.app, 0n);
      const promotion = await awarded(who);
      await settle();
      const claimBy = DAY.end.getTime() + AWARD_CLAIM_DAYS * DAY_MS;
      await lapseAwards(t.app.db, claimBy - 1);
      expect(await awardsOf(t.app.db, promotion.id)).toEqual([`${who.id}:${DAY.start.toISOString().slice(0, 10)}:10000:1000:claimable`]);
      clock.ms = claimBy;
      expect(await claim(who, promotion.id)).toMatchObject({ success: false, code: ErrorCode.promotionNothingToClaim });
      expect(await lapseAwards(t.app.db, claimBy)).toBeGreaterThanOrEqual(1);
      expect(await awardsOf(t.app.db, promotion.id)).toEqual([`${who.id}:${DAY.start.toISOString().slice(0, 10)}:10000:1000:lapsed`]);
    });

    test('a claim needs the promotion joined; an unknown promotion is not found; a trial account gets free.reject', async () => {
      const who = await player(t.app, 0n);
      const other = await awarded(memberId());
      expect(await claim(who, other.id)).toMatchObject({ success: false, code: ErrorCode.promotionNotJoined });
      expect(await claim(who, 999_999_999)).toMatchObject({ success: false, code: ErrorCode.promotionNotFound });
      const { trialToken } = await import('../lottery/fixtures');
      const token = await trialToken(t.app);
      const res = (await call(t.app, 'POST', PromotionPath.claim(other.id), { token, headers: { merchant: 'MLOBBYTRIAL' } })).json<Envelope<ClaimValue>>();
      expect(res).toMatchObject({ success: false, code: ErrorCode.freeReject });
    });
  });

  test("the running period's estimate is what its turnover so far would earn", async () => {
    const db = t.app.db;
    const now = WEEK.end.getTime() + 5 * HOUR;
    const today = dayOf({ start: new Date(now), end: new Date(now) });
    const promotion = await periodicPromotion(db, { window: { start: WEEK.start, end: WEEK.end }, endsAt: null, type: 'rebate', rateBp: 80 });
    const m = memberId();
    await turnover(db, m, today, { stakes: 250_000n, refunds: 50_000n });
    await turnover(db, m, dayOf(WEEK, 6), { stakes: 999_999n });
    expect(await runningAward(db, promotion, m, now)).toEqual({ periodStart: today.start, periodEnd: today.end, basis: 200_000n, amount: 1_600n });
    expect((await runningAward(db, promotion, memberId(), now))!.amount).toBe(0n);
    expect(await runningAwardAmount(db, promotion, m, now)).toBe(1_600n);
    expect(await runningAwardAmount(db, promotion, m, WEEK.start.getTime() - 1)).toBeNull();
    expect(await runningAward(db, promotion, m, WEEK.start.getTime() - 1)).toBeNull();
  });
});
