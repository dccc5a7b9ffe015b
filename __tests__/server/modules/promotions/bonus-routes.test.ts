/**
 * What the member is told: GET PromotionPath.bonuses (each bonus's requirement, progress and expiry,
 * and what stands before a withdrawal), the withdrawal readiness with the bonuses' wagering, and a
 * withdrawal refused with exactly what remains of the deposits' and the bonuses' wagering together.
 */
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PromotionPath, type BonusesValue } from '@common/contract/promotions';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { trialToken } from '../lottery/fixtures';
import { addAccount, addChannel, as, deposited, funded, player, readiness, setRules, staked, withdraw } from '../withdrawals/fixtures';
import { addPromotion, grantBonus, play } from './helpers';

describe.each(databases())('the member’s bonuses and withdrawals on $name', (db) => {
  const t = suiteApp(db, {}, {}, (app) => setRules(app, { turnoverMultiplierPercent: 100 }));

  test('GET bonuses: active bonuses with requirement, progress and expiry, then ended ones; remaining per kind and in total', async () => {
    const who = await player(t.app);
    await deposited(t.app, who.id, 10_000n);
    const promotion = await addPromotion(t.app, 'Reload 50%');
    const bonus = await grantBonus(t.app, who.id, promotion, { amount: 2_000n, multiplierPercent: 300, contributions: { LIVE: 50 } });
    const met = await grantBonus(t.app, who.id, promotion, { amount: 100n, multiplierPercent: 100 });
    await play(t.app, who.id, 1_000n, 'LIVE'); // 500 to the first bonus, 1,000 to the deposit
    await play(t.app, who.id, 5_600n); // 5,500 fills the first, 100 the second
    const value = (await as<BonusesValue>(t.app, who, 'GET', PromotionPath.bonuses)).value!;
    expect(value).toEqual({
      bonuses: [
        { id: met.id, promotionId: promotion, promotionTitle: 'Reload 50%', amount: 100, required: 100, done: 100, remaining: 0, status: 'completed', grantedAt: met.grantedAt.getTime(), expiresAt: met.expiresAt.getTime(), forfeitedAmount: null },
        { id: bonus.id, promotionId: promotion, promotionTitle: 'Reload 50%', amount: 2_000, required: 6_000, done: 6_000, remaining: 0, status: 'completed', grantedAt: bonus.grantedAt.getTime(), expiresAt: bonus.expiresAt.getTime(), forfeitedAmount: null },
      ].sort((a, b) => b.id - a.id),
      bonusRemaining: 0,
      depositRemaining: 10_000 - 6_600,
      totalRemaining: 3_400,
    });
  });

  test('GET bonuses while wagering: the active bonus first with what remains, and the deposit’s turnover beside it', async () => {
    const who = await player(t.app);
    await deposited(t.app, who.id, 4_000n);
    const bonus = await grantBonus(t.app, who.id, await addPromotion(t.app, 'Welcome'), { amount: 2_000n, multiplierPercent: 300 });
    await play(t.app, who.id, 1_500n);
    const value = (await as<BonusesValue>(t.app, who, 'GET', PromotionPath.bonuses)).value!;
    expect(value).toMatchObject({ bonuses: [{ id: bonus.id, required: 6_000, done: 1_500, remaining: 4_500, status: 'active', expiresAt: bonus.expiresAt.getTime() }], bonusRemaining: 4_500, depositRemaining: 2_500, totalRemaining: 7_000 });
  });

  test('a trial account is refused GET bonuses with free.reject', async () => {
    const res = (await call(t.app, 'GET', PromotionPath.bonuses, { token: await trialToken(t.app) })).json<Envelope<unknown>>();
    expect(res).toMatchObject({ success: false, code: ErrorCode.freeReject });
  });

  test('a withdrawal waits for the bonus wagering too: readiness shows each bonus, the request is refused with the exact total remaining', async () => {
    const c = await addChannel(t.app);
    const who = await player(t.app);
    await funded(t.app, who.id, 20_000n);
    await deposited(t.app, who.id, 3_000n);
    const bonus = await grantBonus(t.app, who.id, await addPromotion(t.app, 'Welcome'), { amount: 2_000n, multiplierPercent: 500 });
    await staked(t.app, who.id, 1_234n);
    const account = (await addAccount(t.app, who, c.id, '99887766')).value!;
    const ready = await readiness(t.app, who);
    expect(ready.turnover).toEqual({ required: 3_000, done: 1_234, remaining: 1_766 });
    expect(ready.bonusWagering).toEqual({ remaining: 8_766, bonuses: [expect.objectContaining({ id: bonus.id, promotionTitle: 'Welcome', required: 10_000, done: 1_234, remaining: 8_766 })] });
    expect(ready.blockers).toContain('turnover');
    const refused = await withdraw(t.app, who, account.id, 1_000);
    expect(refused).toMatchObject({ success: false, code: ErrorCode.withdrawalTurnoverUnmet });
    expect(refused.message).toContain('105.32'); // 1,766 + 8,766 minor units

    // The deposits' turnover met, the bonus's alone still blocks.
    await staked(t.app, who.id, 1_766n);
    const bonusOnly = await readiness(t.app, who);
    expect([bonusOnly.turnover.remaining, bonusOnly.bonusWagering.remaining, bonusOnly.blockers.includes('turnover')]).toEqual([0, 7_000, true]);
    expect((await withdraw(t.app, who, account.id, 1_000)).message).toContain('70.00');
    await staked(t.app, who.id, 7_000n);
    const clear = await readiness(t.app, who);
    expect([clear.bonusWagering, clear.blockers.includes('turnover')]).toEqual([{ remaining: 0, bonuses: [] }, false]);
  });
});
