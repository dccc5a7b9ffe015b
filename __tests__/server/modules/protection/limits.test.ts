/**
 * Money limits (UKGC RTS 12): each kind and period refuses at its boundary (the limit itself
 * passes, one unit more is refused), frees when the window moves on, and the lowest applicable
 * limit binds. Demo money is neither counted nor limited.
 */
import { ErrorCode } from '@common/contract/envelope';
import type { ProtectionValue } from '@common/contract/protection';
import { LIMIT_AMOUNT_MAX, LIMIT_AMOUNT_MIN, LIMIT_PERIOD_MS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@common/rules/protection';
import { databases, suiteApp } from '../../helpers/build';
import { depositOf, getAs, player, postAs, ProtectionPath, realClock, refundOf, stakeOf, winOf, type Player } from './fixtures';

const LIMIT = 1_000;
const REFUSED: Record<LimitKind, string> = { deposit: ErrorCode.protectionDepositLimit, loss: ErrorCode.protectionLossLimit, wager: ErrorCode.protectionWagerLimit };

describe.each(databases())('money limits on $name', (db) => {
  const clock = realClock();
  const t = suiteApp(db, {}, { now: clock.now });

  const setLimit = (who: Player, kind: LimitKind, period: LimitPeriod, amount: number | null) =>
    postAs<ProtectionValue>(t.app, who, ProtectionPath.limit, { kind, period, amount });
  const move = (who: Player, kind: LimitKind, amount: number) => (kind === 'deposit' ? depositOf(t.app, who, amount) : stakeOf(t.app, who, amount));

  describe.each(['deposit', 'loss', 'wager'] as const)('%s', (kind) => {
    test.each(LIMIT_PERIODS)('a %s limit passes up to the limit, refuses one unit more, and frees when the window moves on', async (period) => {
      const who = await player(t.app);
      expect((await setLimit(who, kind, period, LIMIT)).success).toBe(true);
      expect(await move(who, kind, LIMIT - 100)).toBeNull();
      expect(await move(who, kind, 101)).toBe(REFUSED[kind]);
      expect(await move(who, kind, 100)).toBeNull();
      expect(await move(who, kind, 1)).toBe(REFUSED[kind]);
      const overview = (await getAs<ProtectionValue>(t.app, who, ProtectionPath.overview)).value!;
      const shown = overview.limits.find((l) => l.kind === kind && l.period === period)!;
      expect(shown).toMatchObject({ amount: LIMIT, used: LIMIT });
      expect(shown.freesAt).toBeGreaterThan(clock.now());
      clock.advance(LIMIT_PERIOD_MS[period] + 60_000);
      expect(await move(who, kind, LIMIT)).toBeNull();
    });
  });

  test('the lowest applicable limit binds (a day limit below the week limit)', async () => {
    const who = await player(t.app);
    await setLimit(who, 'wager', 'week', 5_000);
    await setLimit(who, 'wager', 'day', 2_000);
    expect(await stakeOf(t.app, who, 2_000)).toBeNull();
    expect(await stakeOf(t.app, who, 1)).toBe(ErrorCode.protectionWagerLimit);
  });

  test('the loss limit counts stakes less wins and refunds, and a stake counts in full (it may lose)', async () => {
    const who = await player(t.app);
    await setLimit(who, 'loss', 'day', 1_000);
    expect(await stakeOf(t.app, who, 800)).toBeNull();
    await winOf(t.app, who, 300);
    await refundOf(t.app, who, 100);
    // Net loss 400: 600 more fits exactly, 601 does not.
    expect(await stakeOf(t.app, who, 601)).toBe(ErrorCode.protectionLossLimit);
    expect(await stakeOf(t.app, who, 600)).toBeNull();
    expect(await stakeOf(t.app, who, 1)).toBe(ErrorCode.protectionLossLimit);
  });

  test('an amount outside LIMIT_AMOUNT_MIN..MAX is refused as request.invalid and sets nothing', async () => {
    const who = await player(t.app);
    expect(await postAs(t.app, who, ProtectionPath.limit, { kind: 'deposit', period: 'week', amount: LIMIT_AMOUNT_MIN - 1 })).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    expect(await postAs(t.app, who, ProtectionPath.limit, { kind: 'deposit', period: 'week', amount: LIMIT_AMOUNT_MAX + 1 })).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    expect(await depositOf(t.app, who, 50_000)).toBeNull();
  });

  test('a member without limits stakes and deposits freely', async () => {
    const who = await player(t.app);
    expect(await stakeOf(t.app, who, 500_000)).toBeNull();
    expect(await depositOf(t.app, who, 500_000)).toBeNull();
  });
});
