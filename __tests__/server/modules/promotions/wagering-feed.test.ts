/** Bonus wagering from the posting feed: the consumer's stored fold and the exact-now reader agree. */
import { TURNOVER_CLEAR_BELOW } from '@common/rules/limits';
import { activeBonusesNow, bonusWageringConsumer, bonusWageringOf } from '../../../../server/modules/promotions';
import { databases, suiteApp } from '../../helpers/build';
import { drain } from '../feed/fixtures';
import { funded, player, setRules, won } from '../withdrawals/fixtures';
import { addPromotion, grantBonus, M, play, refunded, storedBonus } from './helpers';

describe.each(databases())('bonus wagering from the feed on $name', (db) => {
  const t = suiteApp(db, {}, {}, (app) => setRules(app));

  test('the reader is exact before the consumer runs, and equals what the consumer stores after', async () => {
    const who = await player(t.app);
    const promotion = await addPromotion(t.app);
    await funded(t.app, who.id, 50_000n);
    // Before the grant: never counted.
    await play(t.app, who.id, 5_000n);
    const first = await grantBonus(t.app, who.id, promotion, { amount: 1_000n, multiplierPercent: 300, contributions: { LIVE: 50, FISH: 0 } });
    const second = await grantBonus(t.app, who.id, promotion, { amount: 2_000n, multiplierPercent: 500 });
    await play(t.app, who.id, 2_001n, 'LIVE'); // 50 %: 1,000 to the first
    await play(t.app, who.id, 700n, 'FISH'); // 0 % for the first: all 700 to the second
    await won(t.app, who.id, 3_000n);
    // 50 %: 2,000 of the 4,001 fill the first (completed), 1 of stake passes on to the second at 100 %.
    await play(t.app, who.id, 4_001n, 'LIVE');
    const round = await play(t.app, who.id, 300n);
    await refunded(t.app, who.id, round, 100n); // the newest active first: the second gives back 100
    const expected = [[first.id, 3_000n, 'completed'], [second.id, 700n + 1n + 300n - 100n, 'active']];
    const now = async () => (await activeBonusesNow(t.app.db, M, who.id)).map((b) => [b.id, b.done, b.status]);
    expect(await now()).toEqual(expected);
    expect(await bonusWageringOf(t.app.db, M, who.id, 'EN')).toMatchObject({ remaining: 10_000n - 901n, bonuses: [{ id: second.id, required: 10_000, done: 901, remaining: 9_099, promotionTitle: 'Welcome bonus' }] });

    await drain(t.app.db, bonusWageringConsumer);
    const stored = [await storedBonus(t.app, first.id), await storedBonus(t.app, second.id)].map((b) => [b.id, b.done, b.status]);
    expect(stored).toEqual(expected);
    expect((await storedBonus(t.app, first.id)).endedAt).not.toBeNull();
    // After the consumer the reader reads the same (only the second is still active).
    expect(await now()).toEqual([expected[1]]);
    await play(t.app, who.id, 99n);
    expect((await bonusWageringOf(t.app.db, M, who.id, 'EN')).remaining).toBe(10_000n - 1_000n);
  });

  test('a bonus whose requirement is met is completed and needs nothing more', async () => {
    const who = await player(t.app);
    await funded(t.app, who.id, 5_000n);
    const bonus = await grantBonus(t.app, who.id, await addPromotion(t.app), { amount: 1_000n, multiplierPercent: 200 });
    await play(t.app, who.id, 1_999n);
    expect((await bonusWageringOf(t.app.db, M, who.id, 'EN')).remaining).toBe(1n);
    await play(t.app, who.id, 5n);
    expect(await bonusWageringOf(t.app.db, M, who.id, 'EN')).toEqual({ remaining: 0n, bonuses: [] });
    await drain(t.app.db, bonusWageringConsumer);
    expect(await storedBonus(t.app, bonus.id)).toMatchObject({ status: 'completed', done: 2_000n });
  });

  test(`a stake leaving the balance below ${TURNOVER_CLEAR_BELOW} clears the bonus: nothing is left to wager for`, async () => {
    const who = await player(t.app);
    const bonus = await grantBonus(t.app, who.id, await addPromotion(t.app), { amount: 1_000n });
    await play(t.app, who.id, 950n);
    expect(await bonusWageringOf(t.app.db, M, who.id, 'EN')).toEqual({ remaining: 0n, bonuses: [] });
    await drain(t.app.db, bonusWageringConsumer);
    expect(await storedBonus(t.app, bonus.id)).toMatchObject({ status: 'cleared', done: 950n });
  });
});
