/**
 * Earning from the posting feed (docs/loyalty.md "Earning"): real stakes earn at the merchant's
 * rate for their game type, fractions carried exactly, bonus play and demo play earning nothing,
 * refunds taking their part back from the carry only; the turnover levels count, and the levels
 * it reaches recorded once and never lowered.
 */
import { eq } from 'drizzle-orm';
import { memberLevels } from '../../../../../server/modules/loyalty/levels/tables';
import { pointsEvents, pointsLots } from '../../../../../server/modules/loyalty/points/tables';
import { databases, suiteApp } from '../../../helpers/build';
import { addPromotion, grantBonus } from '../../promotions/helpers';
import { bet, earn, fund, holding, ladder, newMemberId, refundOf, setLadder, setRates } from '../fixtures';

const DAY_MS = 86_400_000;

describe.each(databases())('loyalty points consumer on $name', (db) => {
  const t = suiteApp(db);
  const member = async () => {
    const id = newMemberId();
    await fund(t.app.db, id);
    return id;
  };

  test('without settings a stake earns at POINTS_RATE_BP_DEFAULT: one point per 1.00, the fraction carried', async () => {
    const id = await member();
    await bet(t.app.db, id, 250n);
    await earn(t.app.db);
    expect(await holding(t.app.db, id)).toMatchObject({ points: 2n, carry: 500_000n, turnover: 250n });
  });

  test('each game type earns at its own rate, an unlisted one at the default; carries add up across batches', async () => {
    await setRates(t.app.db, { LIVE: 5_000, LOTT: 2_500 }, 10_000, 30);
    const id = await member();
    await bet(t.app.db, id, 1_000n, 'LIVE'); // 1 000 × 5 000 = 5 points
    await bet(t.app.db, id, 399n, 'LOTT'); // 399 × 2 500 = 997 500: 0 points, carried
    await earn(t.app.db);
    expect(await holding(t.app.db, id)).toMatchObject({ points: 5n, carry: 997_500n });
    await bet(t.app.db, id, 1n, 'LOTT'); // + 2 500 = 1 000 000: one more point, nothing carried
    await bet(t.app.db, id, 300n, 'FISH'); // unlisted: 300 × 10 000 = 3 points
    await earn(t.app.db);
    expect(await holding(t.app.db, id)).toMatchObject({ points: 9n, carry: 0n, turnover: 1_700n });
    const [lot] = await t.app.db.select().from(pointsLots).where(eq(pointsLots.memberId, id)).limit(1);
    // The merchant's lifetime: 30 days after the stake.
    expect(lot!.expiresAt.getTime() - lot!.earnedAt.getTime()).toBe(30 * DAY_MS);
    const events = await t.app.db.select().from(pointsEvents).where(eq(pointsEvents.memberId, id));
    expect(events.every((e) => e.kind === 'earn' && e.source === 'turnover')).toBe(true);
    expect(events.reduce((s, e) => s + e.points, 0n)).toBe(9n);
  });

  test('demo play earns nothing and counts no turnover', async () => {
    const id = newMemberId();
    await fund(t.app.db, id, 'demo');
    await bet(t.app.db, id, 10_000n, 'RNG', 'demo');
    await earn(t.app.db);
    expect(await holding(t.app.db, id)).toEqual({ points: 0n, carry: 0n, turnover: 0n, levelRank: 0 });
  });

  test('bonus play earns nothing but counts towards the turnover; after the bonus ends, stakes earn again', async () => {
    await setRates(t.app.db, {});
    const id = await member();
    const promotion = await addPromotion(t.app);
    const bonus = await grantBonus(t.app, id, promotion, { amount: 10_000n });
    await bet(t.app.db, id, 5_000n);
    await earn(t.app.db);
    expect(await holding(t.app.db, id)).toMatchObject({ points: 0n, turnover: 5_000n });
    await t.app.db.execute(`update member_bonuses set status = 'forfeited', ended_at = now() where id = ${bonus.id}`);
    await bet(t.app.db, id, 200n);
    await earn(t.app.db);
    expect(await holding(t.app.db, id)).toMatchObject({ points: 2n, turnover: 5_200n });
  });

  test('a refund takes its rate × amount back from the carry, never below 0; points already earned stay', async () => {
    await setRates(t.app.db, {});
    const id = await member();
    const round = await bet(t.app.db, id, 150n);
    await earn(t.app.db);
    expect(await holding(t.app.db, id)).toMatchObject({ points: 1n, carry: 500_000n, turnover: 150n });
    await refundOf(t.app.db, id, round, 150n);
    await earn(t.app.db);
    expect(await holding(t.app.db, id)).toMatchObject({ points: 1n, carry: 0n, turnover: 0n });
    // In one batch: the stake's points are minted as it comes, the refund then empties the carry.
    const other = await member();
    const r2 = await bet(t.app.db, other, 170n);
    await refundOf(t.app.db, other, r2, 40n);
    await earn(t.app.db);
    expect(await holding(t.app.db, other)).toMatchObject({ points: 1n, carry: 300_000n, turnover: 130n });
  });

  test('levels are reached once, every level passed at once, rewards to claim or none, never lowered by refunds', async () => {
    await setRates(t.app.db, {});
    await setLadder(t.app.db, ladder([0, 1_000, 5_000, 20_000], { 2: { kind: 'points', amount: 50, wageringMultiplierPercent: 0 }, 3: { kind: 'bonus', amount: 1_000, wageringMultiplierPercent: 300 } }));
    const id = await member();
    await bet(t.app.db, id, 500n);
    await earn(t.app.db);
    expect((await holding(t.app.db, id)).levelRank).toBe(1);
    const round = await bet(t.app.db, id, 5_000n);
    await earn(t.app.db);
    expect((await holding(t.app.db, id)).levelRank).toBe(3);
    const rows = await t.app.db.select().from(memberLevels).where(eq(memberLevels.memberId, id)).orderBy(memberLevels.rank);
    expect(rows.map((r) => [r.rank, r.rewardState, r.reward?.kind ?? null])).toEqual([
      [1, 'none', null],
      [2, 'claim', 'points'],
      [3, 'claim', 'bonus'],
    ]);
    expect(rows[1]!.claimBy!.getTime() - rows[1]!.reachedAt.getTime()).toBe(30 * DAY_MS);
    await refundOf(t.app.db, id, round, 5_000n);
    await bet(t.app.db, id, 10n);
    await earn(t.app.db);
    expect(await holding(t.app.db, id)).toMatchObject({ turnover: 510n, levelRank: 3 });
    expect(await t.app.db.select().from(memberLevels).where(eq(memberLevels.memberId, id))).toHaveLength(3);
  });
});
