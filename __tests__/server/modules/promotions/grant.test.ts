/**
 * grantBonus, the one place a bonus is credited: twenty concurrent grants against a budget never
 * overspend it and pay exactly floor(budget / amount); the per-member cap holds under concurrency;
 * a repeat for the same source pays nothing and returns the first bonus; a refusal leaves nothing.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../../../server/http/envelope';
import { grantBonus, wageringRequired } from '../../../../server/modules/promotions/grant';
import { memberBonuses, promotionParticipants } from '../../../../server/modules/promotions/tables';
import { balanceOf, ensureMemberAccount } from '../../../../server/modules/wallet';
import { addMember } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { draftOf, MERCHANT, reread, storedPromotion } from './engine-fixtures';

let serial = 0;

describe.each(databases())('grantBonus on $name', (db) => {
  const t = suiteApp(db);
  const now = Date.now();
  const member = async () => (await addMember(t.app, { username: `grant${process.pid % 1000}x${serial++}` })).id;
  const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' ? (result.reason instanceof AppError ? result.reason.code : String(result.reason)) : 'ok');

  test('20 concurrent grants against a budget: spent never above it, exactly floor(budget / amount) paid, the rest refused with promotion.budget.exhausted', async () => {
    const promotion = await storedPromotion(t.app.db, draftOf('manualReward', now, { fixedAmount: 3_000, budget: 20_000 }));
    const members = await Promise.all(Array.from({ length: 20 }, member));
    const results = await Promise.allSettled(
      members.map((memberId) =>
        t.app.db.transaction((tx) => grantBonus(tx, { promotion, memberId, amount: 3_000n, source: 'application', sourceId: `a${memberId}`, now: new Date(now), actor: 'test' })),
      ),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(6);
    expect(codes.filter((c) => c !== 'ok')).toEqual(Array(14).fill(ErrorCode.promotionBudgetExhausted));
    expect((await reread(t.app, promotion.id)).spent).toBe(18_000n);
    const rows = await t.app.db.select().from(memberBonuses).where(eq(memberBonuses.promotionId, promotion.id));
    expect(rows).toHaveLength(6);
    // Refused grants left no participation, no bonus row and no money.
    const participants = await t.app.db.select().from(promotionParticipants).where(eq(promotionParticipants.promotionId, promotion.id));
    expect(participants).toHaveLength(6);
    const paid = new Set(rows.map((r) => r.memberId));
    for (const memberId of members) {
      const { account } = await ensureMemberAccount(t.app.db, MERCHANT, memberId, 'real');
      expect(await balanceOf(t.app.db, account.id)).toBe(paid.has(memberId) ? 3_000n : 0n);
    }
  });

  test('the per-member cap holds under 20 concurrent grants for one member', async () => {
    const promotion = await storedPromotion(t.app.db, draftOf('manualReward', now, { fixedAmount: 1_000, perMemberCap: 3 }));
    const memberId = await member();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.app.db.transaction((tx) => grantBonus(tx, { promotion, memberId, amount: 1_000n, source: 'application', sourceId: `s${i}`, now: new Date(now), actor: 'test' })),
      ),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'ok')).toEqual(Array(17).fill(ErrorCode.promotionCapReached));
    const [participant] = await t.app.db.select().from(promotionParticipants).where(and(eq(promotionParticipants.promotionId, promotion.id), eq(promotionParticipants.memberId, memberId)));
    expect(participant).toMatchObject({ granted: 3, grantedAmount: 3_000n });
    expect((await reread(t.app, promotion.id)).spent).toBe(3_000n);
  });

  test('a repeat for the same source pays nothing and returns the first bonus, even 20 at once', async () => {
    const promotion = await storedPromotion(t.app.db, draftOf('manualReward', now, { fixedAmount: 2_500, wageringMultiplierPercent: 350 }));
    const memberId = await member();
    const grant = () => t.app.db.transaction((tx) => grantBonus(tx, { promotion, memberId, amount: 2_500n, source: 'application', sourceId: 'same', now: new Date(now), actor: 'test' }));
    const results = await Promise.all(Array.from({ length: 20 }, grant));
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    expect(new Set(results.map((r) => r.bonus.id)).size).toBe(1);
    expect(results[0]!.bonus).toMatchObject({ amount: 2_500n, required: 8_750n, status: 'active' });
    const { account } = await ensureMemberAccount(t.app.db, MERCHANT, memberId, 'real');
    expect(await balanceOf(t.app.db, account.id)).toBe(2_500n);
    expect((await reread(t.app, promotion.id)).spent).toBe(2_500n);
  });

  test('no wagering (0×) completes the bonus at once; the requirement is floor(amount × percent / 100)', async () => {
    expect(wageringRequired(333n, 150)).toBe(499n);
    const promotion = await storedPromotion(t.app.db, draftOf('signUp', now, { fixedAmount: 500, wageringMultiplierPercent: 0 }));
    const { bonus } = await t.app.db.transaction((tx) => grantBonus(tx, { promotion, memberId: 999_001, amount: 500n, source: 'join', sourceId: 'join', now: new Date(now), actor: 'test' }));
    expect(bonus).toMatchObject({ required: 0n, status: 'completed' });
    expect(bonus.grantTransactionId).toBeGreaterThan(0);
  });
});
