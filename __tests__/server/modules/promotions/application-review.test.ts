import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { ReviewPath, type ReviewItemValue, type ReviewPage } from '@common/contract/review';
import { operatorMay } from '@common/rules/operatorRoles';
import { REWARD_REJECT_REASON_MAX } from '@common/rules/promotions';
import { auditLog } from '../../../../server/modules/audit/tables';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant';
import { latestApplications, rewardApplicationReviewSource } from '../../../../server/modules/promotions';
import { memberBonuses, promotionParticipants, promotions, rewardApplications } from '../../../../server/modules/promotions/tables';
import { balanceOf, ensureMemberAccount } from '../../../../server/modules/wallet';
import { CONSOLE_COOKIE } from '../../../../server/plugins/operator-auth';
import { TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';
import { addPromotion, applicationsOf, applyReward, formOf, newMember, pictureParts } from './applications-helpers';

const KIND = 'reward-application';
const page = { page: 1, pageSize: 50 };

describe.each(databases())('the reward application review queue on $name', (db) => {
  const clock = new TestClock();
  let support: TestOperator;
  let finance: TestOperator;
  const suite = suiteApp(db, {}, { now: clock.now }, async (app) => {
    await seedMerchant(app.db, merchantSeed(), { code: 'OTHERCO', trialCode: 'OTHERCOTRIAL' });
    support = await operatorWith(app, ['support']);
    finance = await operatorWith(app, ['finance']);
  });

  /** A member who applied (two pictures and a remark) to a new promotion; the member, the promotion and the item id. */
  const applied = async (overrides: Parameters<typeof addPromotion>[1] = {}) => {
    const promotion = await addPromotion(suite.app, overrides);
    const member = await newMember(suite.app);
    const res = await applyReward(suite.app, member.token, formOf(promotion.id, 'Screenshot of my win', await pictureParts(2)));
    if (!res.body.success) throw new Error(res.body.code);
    return { member, promotion, itemId: String(res.body.value!.id) };
  };
  const decide = (who: TestOperator, verdict: 'approve' | 'reject', id: string, reason: string) =>
    consoleCall<ReviewItemValue>(suite.app, who, 'POST', ReviewPath[verdict](KIND, id), { reason });
  const rowOf = async (id: string) => (await suite.app.db.select().from(rewardApplications).where(eq(rewardApplications.id, Number(id))))[0]!;
  const bonusesOf = (memberId: number) => suite.app.db.select().from(memberBonuses).where(eq(memberBonuses.memberId, memberId));
  const realBalance = async (memberId: number) => balanceOf(suite.app.db, (await ensureMemberAccount(suite.app.db, 'MLOBBY', memberId, 'real')).account.id);

  it('is the reward-application kind, decided by promotions.review: support, finance and owners hold it, content does not', () => {
    expect(rewardApplicationReviewSource).toMatchObject({ id: KIND, permission: 'promotions.review' });
    for (const role of ['support', 'finance', 'owner'] as const) expect(operatorMay([role], 'MLOBBY', 'promotions.review')).toBe(true);
    expect(operatorMay(['content'], 'MLOBBY', 'promotions.review')).toBe(false);
  });

  it('an item shows the promotion, the member, the amount, the remark and each picture as a signed link that opens for a console session', async () => {
    const { member, promotion, itemId } = await applied();
    const { body } = await consoleCall<ReviewItemValue>(suite.app, support, 'GET', ReviewPath.item(KIND, itemId));
    expect(body.value).toMatchObject({
      kind: KIND, id: itemId, merchantCode: 'MLOBBY', status: 'pending', open: true, player: { id: member.id, username: member.username },
      amount: 5000, requestedBy: null, decisions: [], approvalsNeeded: 1, decidable: true,
    });
    expect(body.value!.fields.map((f) => [f.labelKey, f.type, f.type === 'image' ? '' : f.value])).toEqual([
      ['review.field.promotion', 'text', `Photo contest (#${promotion.id})`],
      ['review.field.member', 'text', member.username],
      ['review.field.amount', 'money', '5000'],
      ['review.field.remarks', 'text', 'Screenshot of my win'],
      ['review.field.picture', 'image', ''],
      ['review.field.picture', 'image', ''],
    ]);
    for (const field of body.value!.fields.filter((f) => f.type === 'image')) {
      const res = await suite.app.inject({ method: 'GET', url: field.value, cookies: { [CONSOLE_COOKIE]: support.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
  });

  it("the queue lists the merchant's open applications oldest first; another merchant's operator does not find them", async () => {
    const a = await applied();
    const b = await applied();
    const { body } = await consoleCall<ReviewPage>(suite.app, support, 'GET', ReviewPath.queue(KIND));
    const ids = body.value!.items.map((item) => item.id);
    expect(ids.indexOf(a.itemId)).toBeLessThan(ids.indexOf(b.itemId));
    const outsider = await operatorWith(suite.app, ['support'], 'OTHERCO');
    expect((await consoleCall<ReviewPage>(suite.app, outsider, 'GET', ReviewPath.queue(KIND))).body.value!.items).toEqual([]);
    expect((await decide(outsider, 'approve', a.itemId, 'ok')).body.success).toBe(false);
    expect((await rowOf(a.itemId)).status).toBe('pending');
  });

  it('approving grants the fixed amount once into the real balance: the member then reads approved with the amount; audited', async () => {
    const { member, promotion, itemId } = await applied();
    const before = await realBalance(member.id);
    const res = await decide(support, 'approve', itemId, 'Looks genuine');
    expect(res.body.value).toMatchObject({ status: 'approved', open: false, decisions: [{ operator: support.username, verdict: 'approve', reason: 'Looks genuine' }] });
    const bonuses = await bonusesOf(member.id);
    expect(bonuses).toMatchObject([{ promotionId: promotion.id, source: 'application', sourceId: itemId, amount: 5000n, required: 25000n }]);
    expect((await rowOf(itemId)).bonusId).toBe(bonuses[0]!.id);
    expect(await realBalance(member.id)).toBe(before + 5000n);
    const [mine] = (await applicationsOf(suite.app, member.token)).value!;
    expect(mine).toMatchObject({ status: 'approved', amount: 5000, reason: null, decidedAt: clock.now() });
    const actions = (await suite.app.db.select().from(auditLog).where(eq(auditLog.subject, `reward-application:${itemId}`))).map((row) => row.action);
    expect(actions).toEqual(['promotion.application.submitted', 'promotion.application.approved']);
    // Decided is decided: a second approval changes nothing.
    expect((await decide(finance, 'approve', itemId, 'again')).body.code).toBe(ErrorCode.reviewNotOpen);
    expect(await bonusesOf(member.id)).toHaveLength(1);
  });

  it('two operators approving at once: one bonus, the other answer is review.not.open', async () => {
    const { member, itemId } = await applied();
    const results = await Promise.all([decide(support, 'approve', itemId, 'ok'), decide(finance, 'approve', itemId, 'ok')]);
    expect(results.map((r) => (r.body.success ? 'approved' : r.body.code)).sort()).toEqual(['approved', ErrorCode.reviewNotOpen].sort());
    expect(await bonusesOf(member.id)).toHaveLength(1);
    const [spent] = await suite.app.db.select({ spent: promotions.spent }).from(promotions).where(eq(promotions.id, (await rowOf(itemId)).promotionId));
    expect(spent!.spent).toBe(5000n);
  });

  it('an approval the budget can no longer pay answers promotion.budget.exhausted and changes nothing', async () => {
    const { member, promotion, itemId } = await applied({ budget: 10_000n });
    await suite.app.db.update(promotions).set({ spent: 6000n }).where(eq(promotions.id, promotion.id));
    const res = await decide(support, 'approve', itemId, 'ok');
    expect(res.body).toMatchObject({ success: false, code: ErrorCode.promotionBudgetExhausted });
    expect(await rowOf(itemId)).toMatchObject({ status: 'pending', bonusId: null, decidedAt: null });
    expect(await bonusesOf(member.id)).toEqual([]);
    const [after] = await suite.app.db.select({ spent: promotions.spent }).from(promotions).where(eq(promotions.id, promotion.id));
    expect(after!.spent).toBe(6000n);
  });

  it('an approval past the per-member cap answers promotion.cap.reached and changes nothing', async () => {
    const { member, promotion, itemId } = await applied({ perMemberCap: 1 });
    await suite.app.db.insert(promotionParticipants).values({ promotionId: promotion.id, memberId: member.id, merchantCode: 'MLOBBY', joinedAt: new Date(clock.now()), granted: 1, grantedAmount: 5000n });
    const res = await decide(support, 'approve', itemId, 'ok');
    expect(res.body).toMatchObject({ success: false, code: ErrorCode.promotionCapReached });
    expect((await rowOf(itemId)).status).toBe('pending');
    expect(await bonusesOf(member.id)).toEqual([]);
  });

  it('a manual reward of 0 is approved without a bonus', async () => {
    const { member, itemId } = await applied({ fixedAmount: 0n });
    expect((await decide(support, 'approve', itemId, 'ok')).body.value?.status).toBe('approved');
    expect(await bonusesOf(member.id)).toEqual([]);
    expect((await applicationsOf(suite.app, member.token)).value![0]).toMatchObject({ status: 'approved', amount: 0 });
  });

  it(`rejecting needs a reason of at most ${REWARD_REJECT_REASON_MAX} characters, which the member then reads; they may apply again`, async () => {
    const { member, promotion, itemId } = await applied();
    const tooLong = await decide(support, 'reject', itemId, 'x'.repeat(REWARD_REJECT_REASON_MAX + 1));
    expect(tooLong.body).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    expect((await decide(support, 'reject', itemId, '   ')).body.success).toBe(false);
    expect((await rowOf(itemId)).status).toBe('pending');
    const res = await decide(support, 'reject', itemId, 'The picture does not show the winning ticket');
    expect(res.body.value).toMatchObject({ status: 'rejected', open: false });
    expect((await applicationsOf(suite.app, member.token)).value![0]).toMatchObject({ status: 'rejected', reason: 'The picture does not show the winning ticket', amount: null });
    expect(await bonusesOf(member.id)).toEqual([]);
    expect((await applyReward(suite.app, member.token, formOf(promotion.id, 'Better picture', await pictureParts(1)))).body.value?.status).toBe('pending');
  });

  it('an operator without promotions.review is refused (403) and nothing changes', async () => {
    const { itemId } = await applied();
    const content = await operatorWith(suite.app, ['content']);
    expect((await consoleCall(suite.app, content, 'GET', ReviewPath.queue(KIND))).status).toBe(403);
    const res = await decide(content, 'approve', itemId, 'ok');
    expect(res).toMatchObject({ status: 403, body: { code: ErrorCode.operatorForbidden } });
    expect((await rowOf(itemId)).status).toBe('pending');
  });

  it('decided items are listed as closed, newest decision first', async () => {
    const a = await applied();
    const b = await applied();
    await decide(support, 'reject', a.itemId, 'no');
    clock.advance(1000);
    await decide(support, 'approve', b.itemId, 'yes');
    const { items } = await rewardApplicationReviewSource.list(suite.app, { merchantCode: 'MLOBBY', open: false, ...page });
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(b.itemId)).toBeLessThan(ids.indexOf(a.itemId));
    expect(items.find((item) => item.id === b.itemId)).toMatchObject({ status: 'approved', amount: 5000 });
  });

  it("latestApplications gives the card builder each promotion's latest application of the member: rejected with its reason, then pending after a new one", async () => {
    const { member, promotion, itemId } = await applied();
    const untouched = await addPromotion(suite.app);
    expect(await latestApplications(suite.app.db, member.id, [promotion.id, untouched.id])).toEqual(new Map([[promotion.id, { status: 'pending', reason: null }]]));
    await decide(support, 'reject', itemId, 'Blurred');
    expect((await latestApplications(suite.app.db, member.id, [promotion.id])).get(promotion.id)).toEqual({ status: 'rejected', reason: 'Blurred' });
    await applyReward(suite.app, member.token, formOf(promotion.id, 'again'));
    expect((await latestApplications(suite.app.db, member.id, [promotion.id])).get(promotion.id)).toEqual({ status: 'pending', reason: null });
  });
});
