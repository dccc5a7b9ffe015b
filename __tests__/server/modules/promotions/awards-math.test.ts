/** The arithmetic of cashback and rebate (docs/promotions.md "Formulas"), in exact minor units. */
import { awardAmount, awardBasis, endedPeriods, periodAt, windowDays, type AwardSchedule } from '../../../../server/modules/promotions/awards-math';

const at = (iso: string) => Date.parse(iso);
const iso = (d: Date) => d.toISOString();

describe('award amounts', () => {
  // [case, type, stakes, payouts, refunds, rateBp, maxBonus, basis, amount]
  const cases: [string, 'cashback' | 'rebate', bigint, bigint, bigint, number, bigint | null, bigint, bigint][] = [
    ['cashback is the rate of the net loss', 'cashback', 100_000n, 30_000n, 5_000n, 1_000, null, 65_000n, 6_500n],
    ['cashback of a member whose wins exceed the stakes is nothing', 'cashback', 10_000n, 25_000n, 0n, 1_000, null, 0n, 0n],
    ['cashback of a member who broke even is nothing', 'cashback', 10_000n, 9_000n, 1_000n, 1_000, null, 0n, 0n],
    ['rebate is the rate of stakes less refunds, wins aside', 'rebate', 200_000n, 500_000n, 50_000n, 80, null, 150_000n, 1_200n],
    ['a fraction of a minor unit is rounded down', 'rebate', 123_456n, 0n, 0n, 80, null, 123_456n, 987n],
    ['cashback rounds down too', 'cashback', 99_999n, 0n, 0n, 333, null, 99_999n, 3_329n],
    ['the award is capped at maxBonus', 'cashback', 1_000_000n, 0n, 0n, 1_000, 50_000n, 1_000_000n, 50_000n],
    ['an award below the cap is not raised to it', 'rebate', 1_000_000n, 0n, 0n, 80, 50_000n, 1_000_000n, 8_000n],
    ['below AWARD_MIN_AMOUNT (100) no award is made', 'rebate', 12_499n, 0n, 0n, 80, null, 12_499n, 0n],
    ['exactly AWARD_MIN_AMOUNT is awarded', 'rebate', 12_500n, 0n, 0n, 80, null, 12_500n, 100n],
    ['a cap below the minimum makes no award', 'cashback', 100_000n, 0n, 0n, 1_000, 99n, 100_000n, 0n],
    ['a 100 % rate pays the whole basis', 'cashback', 7_000n, 2_000n, 0n, 10_000, null, 5_000n, 5_000n],
  ];
  test.each(cases)('%s', (_case, type, stakes, payouts, refunds, rateBp, maxBonus, basis, amount) => {
    const b = awardBasis(type, { stakes, payouts, refunds });
    expect(b).toBe(basis);
    expect(awardAmount(b, rateBp, maxBonus)).toBe(amount);
  });
});

describe('award periods', () => {
  test('a day period is the UTC day holding the instant, [00:00, next 00:00)', () => {
    const w = periodAt('day', at('2026-11-10T23:59:59.999Z'));
    expect([iso(w.start), iso(w.end)]).toEqual(['2026-11-10T00:00:00.000Z', '2026-11-11T00:00:00.000Z']);
    expect(iso(periodAt('day', at('2026-11-11T00:00:00.000Z')).start)).toBe('2026-11-11T00:00:00.000Z');
  });

  test('a week period starts on Monday 00:00 UTC (ISO week)', () => {
    // 2026-11-29 is a Sunday, 2026-11-30 a Monday.
    const sunday = periodAt('week', at('2026-11-29T23:59:59.999Z'));
    expect([iso(sunday.start), iso(sunday.end)]).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect(iso(periodAt('week', at('2026-11-30T00:00:00.000Z')).start)).toBe('2026-11-30T00:00:00.000Z');
    expect(iso(periodAt('week', at('2027-01-01T12:00:00.000Z')).start)).toBe('2026-12-28T00:00:00.000Z');
  });

  test("a period's turnover days run from its first day to the day before its end", () => {
    expect(windowDays(periodAt('week', at('2026-11-25T00:00:00Z')))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(windowDays(periodAt('day', at('2026-11-25T08:00:00Z')))).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  test('the periods awarded are those overlapping the schedule that have ended by now', () => {
    const schedule: AwardSchedule = { period: 'week', startsAt: new Date('2026-11-04T10:00:00Z'), endsAt: null, endedAt: null };
    const starts = (now: string, s = schedule) => endedPeriods(s, at(now)).map((w) => iso(w.start).slice(0, 10));
    // The week holding the start counts from its Monday; the running week does not.
    expect(starts('2026-11-24T00:00:00Z')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(starts('2026-11-22T23:59:59Z')).toEqual(['2026-11-02', '2026-11-09']);
    // endsAt and an early end bound them: a period the promotion ended within is not awarded.
    expect(starts('2026-12-24T00:00:00Z', { ...schedule, endsAt: new Date('2026-11-16T00:00:00Z') })).toEqual(['2026-11-02', '2026-11-09']);
    expect(starts('2026-12-24T00:00:00Z', { ...schedule, endedAt: new Date('2026-11-18T09:00:00Z') })).toEqual(['2026-11-02', '2026-11-09']);
    expect(starts('2026-11-04T23:00:00Z', { ...schedule, period: 'day' })).toEqual([]);
    expect(starts('2026-11-06T00:00:00Z', { ...schedule, period: 'day' })).toEqual(['2026-11-04', '2026-11-05']);
  });
});
