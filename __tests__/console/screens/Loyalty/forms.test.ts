import { LEVELS_MAX, MALL_PRICE_POINTS_MAX, POINTS_EXPIRY_DAYS_MAX, POINTS_RATE_BP_MAX, RACE_PRIZE_TIERS_MAX } from '@common/rules/loyalty';
import { BONUS_AMOUNT_MAX, RATE_BP_MAX, WAGERING_MULTIPLIER_PERCENT_MAX } from '@common/rules/promotions';
import { levelRowsOf, levelsOfRows, moved, levelRowOf } from '../../../../console/screens/Loyalty/forms/levels';
import { mallItemFormOf, mallItemOfForm, type MallItemForm } from '../../../../console/screens/Loyalty/forms/mallItem';
import { raceFormOf, raceOfForm, tierRowOf, type RaceForm } from '../../../../console/screens/Loyalty/forms/race';
import { settingsFormOf, settingsOfForm } from '../../../../console/screens/Loyalty/forms/settings';
import { amountText, parseAmount, parsePercent, parseRate, percentText, rateText, timesText } from '../../../../console/screens/Loyalty/units';
import { item, levels, race, settings } from './fixtures';

const value = <T>(result: { value: T } | { problem: string }) => {
  if (!('value' in result)) throw new Error(`refused: ${result.problem}`);
  return result.value;
};
const problemOf = (result: { value: unknown } | { problem: string; row?: number }) => ('problem' in result ? { problem: result.problem, row: result.row } : null);

describe('loyalty units (exact integers, never a float multiplied)', () => {
  test('points per 1.00 staked ↔ basis points: 1 → 10 000, 0.25 → 2 500, 0.0001 → 1, 10 → the maximum', () => {
    expect([parseRate('1'), parseRate('0.25'), parseRate('0.0001'), parseRate('10'), parseRate('0.1234')]).toEqual([10_000, 2_500, 1, POINTS_RATE_BP_MAX, 1_234]);
    expect([rateText(10_000), rateText(2_500), rateText(1), rateText(12_345)]).toEqual(['1', '0.25', '0.0001', '1.2345']);
    expect([parseRate('0.00001'), parseRate('-1'), parseRate('1,5'), parseRate('')]).toEqual([null, null, null, null]);
  });

  test('percent ↔ basis points and major ↔ minor units round-trip exactly (0.29, 0.57 and 1.15 included)', () => {
    for (const text of ['0.29', '0.57', '1.15', '12.34', '100']) expect(percentText(parsePercent(text))).toBe(text);
    expect(parsePercent('0.5')).toBe(50);
    expect(parseAmount('1500.5')).toBe(150_050);
    expect(parseAmount('0.07')).toBe(7);
    expect(amountText(150_050)).toBe('1500.5');
    for (let minor = 0; minor < 300; minor++) expect(parseAmount(amountText(minor))).toBe(minor);
    expect(timesText(550)).toBe('5.5');
  });
});

describe('earning form', () => {
  test('shows the rates as points per 1.00 and sends basis points; an empty game type earns at the default', () => {
    const form = settingsFormOf(settings());
    expect(form).toEqual({ expiryDays: '365', defaultRate: '1', rates: { LIVE: '0.25' } });
    const sent = value(settingsOfForm({ ...form, defaultRate: '0.5', rates: { LIVE: '', RNG: '2', FISH: '0' } }, 'MLOBBY'));
    expect(sent).toEqual({ merchantCode: 'MLOBBY', pointsExpiryDays: 365, defaultRateBp: 5_000, rates: { RNG: 20_000, FISH: 0 } });
  });

  test.each([
    [{ expiryDays: '0' }, 'badExpiryDays'],
    [{ expiryDays: String(POINTS_EXPIRY_DAYS_MAX + 1) }, 'badExpiryDays'],
    [{ defaultRate: '10.0001' }, 'badRate'],
    [{ rates: { LIVE: 'x' } }, 'badRate'],
  ])('refuses %o: %s (the server ranges)', (patch, problem) => {
    expect(problemOf(settingsOfForm({ ...settingsFormOf(settings()), ...patch }, 'MLOBBY'))).toEqual({ problem, row: undefined });
  });
});

describe('level ladder form', () => {
  test('a ladder round-trips: ranks from the order, thresholds in minor units, rebate % → bp, rewards kept', () => {
    expect(value(levelsOfRows(levelRowsOf(levels())))).toEqual(levels().map(({ members: _members, ...level }) => level));
  });

  test('moving a row renumbers the ranks; adding and removing too', () => {
    const rows = levelRowsOf(levels());
    const swapped = moved(rows, 2, -1);
    expect(swapped.map((r) => r.name.EN)).toEqual(['Bronze', 'Gold', 'Silver']);
    expect(moved(rows, 0, -1)).toEqual(rows);
    // Gold now needs less than Silver after it: the order is refused on rank 3.
    expect(problemOf(levelsOfRows(swapped))).toEqual({ problem: 'thresholdOrder', row: 3 });
    const added = [...rows, { ...levelRowOf(null), name: { EN: 'Diamond' }, threshold: '100000', rebate: '1.5' }];
    expect(value(levelsOfRows(added))[3]).toEqual({ rank: 4, name: { EN: 'Diamond' }, threshold: 10_000_000, reward: null, rebateBp: 150 });
  });

  test.each([
    ['the first level needs turnover', (rows: ReturnType<typeof levelRowsOf>) => (rows[0]!.threshold = '1'), 'firstThreshold', 1],
    ['a name is missing', (rows: ReturnType<typeof levelRowsOf>) => (rows[1]!.name = { EN: '  ' }), 'nameMissing', 2],
    ['a rebate above 100 %', (rows: ReturnType<typeof levelRowsOf>) => (rows[2]!.rebate = '100.01'), 'badRebate', 3],
    ['a bonus above the bonus maximum', (rows: ReturnType<typeof levelRowsOf>) => (rows[1]!.reward.amount = amountText(BONUS_AMOUNT_MAX + 1)), 'badRewardAmount', 2],
    ['a bonus of 0', (rows: ReturnType<typeof levelRowsOf>) => (rows[1]!.reward.amount = '0'), 'badRewardAmount', 2],
    ['wagering above the maximum', (rows: ReturnType<typeof levelRowsOf>) => (rows[1]!.reward.multiplier = timesText(WAGERING_MULTIPLIER_PERCENT_MAX + 1)), 'badMultiplier', 2],
    ['points above the maximum', (rows: ReturnType<typeof levelRowsOf>) => (rows[2]!.reward.amount = String(MALL_PRICE_POINTS_MAX + 1)), 'badRewardPoints', 3],
  ])('refuses a ladder where %s, naming its level', (_name, spoil, problem, row) => {
    const rows = levelRowsOf(levels());
    spoil(rows);
    expect(problemOf(levelsOfRows(rows))).toEqual({ problem, row });
  });

  test(`at most ${LEVELS_MAX} levels; a rebate of exactly 100 % is allowed`, () => {
    const rows = Array.from({ length: LEVELS_MAX + 1 }, (_, i) => ({ ...levelRowOf(null), name: { EN: `L${i}` }, threshold: String(i * 10) }));
    expect(problemOf(levelsOfRows(rows))).toEqual({ problem: 'tooManyLevels', row: undefined });
    const full = rows.slice(0, LEVELS_MAX);
    full[0]!.rebate = '100';
    expect(value(levelsOfRows(full))[0]!.rebateBp).toBe(RATE_BP_MAX);
  });
});

describe('mall item form', () => {
  const form = (over: Partial<MallItemForm> = {}): MallItemForm => ({ ...mallItemFormOf(item()), ...over });

  test('an item round-trips in server units; the figures of other kinds go as null', () => {
    const { id: _i, merchantCode: _m, state: _s, sold: _so, createdAt: _c, updatedAt: _u, ...draft } = item();
    expect(value(mallItemOfForm(form()))).toEqual(draft);
    const ticket = value(mallItemOfForm(form({ kind: 'lotteryTicket', lotteryGameCode: 'HOUSE5', ticketStake: '2.5', stock: '', perMemberLimit: '', minLevelRank: '' })));
    expect(ticket).toMatchObject({ kind: 'lotteryTicket', lotteryGameCode: 'HOUSE5', ticketStake: 250, bonusAmount: null, wageringMultiplierPercent: null, stock: null, perMemberLimit: null, minLevelRank: null });
    expect(value(mallItemOfForm(form({ kind: 'physical' })))).toMatchObject({ kind: 'physical', bonusAmount: null, lotteryGameCode: null, ticketStake: null });
  });

  test.each([
    [{ title: {} }, 'titleMissing'],
    [{ price: '0' }, 'badPrice'],
    [{ price: String(MALL_PRICE_POINTS_MAX + 1) }, 'badPrice'],
    [{ stock: '-1' }, 'badStock'],
    [{ perMemberLimit: '0' }, 'badLimit'],
    [{ minLevelRank: String(LEVELS_MAX + 1) }, 'badMinLevel'],
    [{ bonusAmount: '' }, 'badBonusAmount'],
    [{ multiplier: '10.01' }, 'badMultiplier'],
    [{ kind: 'lotteryTicket' as const, lotteryGameCode: 'bad code' }, 'badGameCode'],
    [{ kind: 'lotteryTicket' as const, lotteryGameCode: 'HOUSE5', ticketStake: '0' }, 'badStake'],
    [{ startsAt: '' }, 'startMissing'],
    [{ endsAt: '2029-01-01T00:00' }, 'endBeforeStart'],
    [{ imageUrl: '//evil.example/x.png' }, 'badUrl'],
  ])('refuses %o: %s', (patch, problem) => {
    expect(problemOf(mallItemOfForm(form(patch)))?.problem).toBe(problem);
  });
});

describe('race form', () => {
  const form = (over: Partial<RaceForm> = {}): RaceForm => ({ ...raceFormOf(race()), ...over });

  test('a race round-trips; tiers are sent by their first rank, a tier without a last rank is one rank', () => {
    const { id: _i, merchantCode: _m, state: _s, createdAt: _c, updatedAt: _u, ...draft } = race();
    expect(value(raceOfForm(form()))).toEqual(draft);
    const single = { ...tierRowOf(null), rankFrom: '11', rankTo: '', reward: { kind: 'points' as const, amount: '50', multiplier: '' } };
    expect(value(raceOfForm(form({ prizes: [single, ...form().prizes] }))).prizes.map((p) => [p.rankFrom, p.rankTo])).toEqual([[1, 1], [2, 10], [11, 11]]);
  });

  test('a custom race needs its end, at most 90 days on', () => {
    expect(problemOf(raceOfForm(form({ recurrence: 'custom', startsAt: '2030-01-01T00:00', endsAt: '' })))?.problem).toBe('endMissing');
    expect(problemOf(raceOfForm(form({ recurrence: 'custom', startsAt: '2030-01-01T00:00', endsAt: '2030-04-02T00:00' })))?.problem).toBe('raceTooLong');
    expect(value(raceOfForm(form({ recurrence: 'custom', startsAt: '2030-01-01T00:00', endsAt: '2030-03-01T00:00' }))).endsAt).toBe(new Date('2030-03-01T00:00').getTime());
  });

  test('tiers: ranks within the top 100, not overlapping, each a reward; at most 20', () => {
    const tier = (from: string, to: string) => ({ ...tierRowOf(null), rankFrom: from, rankTo: to, reward: { kind: 'bonus' as const, amount: '5', multiplier: '1' } });
    expect(problemOf(raceOfForm(form({ prizes: [tier('1', '3'), tier('3', '5')] })))).toEqual({ problem: 'ranksOverlap', row: 2 });
    expect(problemOf(raceOfForm(form({ prizes: [tier('5', '4')] })))).toEqual({ problem: 'badRanks', row: 1 });
    expect(problemOf(raceOfForm(form({ prizes: [tier('100', '101')] })))).toEqual({ problem: 'badRanks', row: 1 });
    expect(problemOf(raceOfForm(form({ prizes: [{ ...tier('1', '1'), reward: { kind: 'none', amount: '', multiplier: '' } }] })))).toEqual({ problem: 'prizeMissing', row: 1 });
    const many = Array.from({ length: RACE_PRIZE_TIERS_MAX + 1 }, (_, i) => tier(String(i + 1), ''));
    expect(problemOf(raceOfForm(form({ prizes: many })))?.problem).toBe('tooManyTiers');
  });
});
