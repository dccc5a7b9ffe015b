/**
 * The events centre: what a visitor, a trial account and a member see (visibility, labels,
 * language), and joining (§7): real accounts only, open promotions only, eligible members only,
 * once (twenty at once join once), never a manual reward; a sign-up with an amount credits it.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { PromotionPath, type PromotionCard, type PromotionListValue } from '@common/contract/promotions';
import { auditTrail } from '../../../../server/modules/audit/service';
import { promotionAwards, promotions, rewardApplications } from '../../../../server/modules/promotions/tables';
import { balanceOf, ensureMemberAccount } from '../../../../server/modules/wallet';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { memberCall, memberWithToken, trialToken, TRIAL_HEADERS } from '../inbox/fixtures';
import { draftOf, MERCHANT, storedPromotion } from './engine-fixtures';

const DAY = 86_400_000;

describe.each(databases())('events centre on $name', (db) => {
  const t = suiteApp(db);
  const now = () => t.app.now();
  const list = async (token?: string, headers?: Record<string, string>) =>
    (await call(t.app, 'GET', PromotionPath.list, { token, headers })).json<{ value: PromotionListValue }>().value.promotions;
  const join = (token: string, promotionId: number) => memberCall<PromotionCard>(t.app, token, 'POST', PromotionPath.join, { promotionId });

  test('a visitor sees the open promotions as join and later ones as comingSoon; never drafts, paused, ended, or another language', async () => {
    const open = await storedPromotion(t.app.db, draftOf('signUp', now()));
    const later = await storedPromotion(t.app.db, draftOf('signUp', now(), { startsAt: now() + DAY }));
    const draft = await storedPromotion(t.app.db, draftOf('signUp', now()), 'draft');
    const paused = await storedPromotion(t.app.db, draftOf('signUp', now()), 'paused');
    const over = await storedPromotion(t.app.db, draftOf('signUp', now(), { startsAt: now() - 2 * DAY, endsAt: now() - DAY }));
    const bnOnly = await storedPromotion(t.app.db, draftOf('signUp', now(), { eligibility: { memberTypes: [], newMembersOnly: false, languages: ['BN'] } }));
    const cards = await list();
    const status = (id: number) => cards.find((c) => c.id === id)?.status;
    expect(status(open.id)).toBe('join');
    expect(status(later.id)).toBe('comingSoon');
    for (const hidden of [draft, paused, over, bnOnly]) expect(status(hidden.id)).toBeUndefined();
    expect((await list(undefined, { language: 'BN' })).find((c) => c.id === bnOnly.id)?.status).toBe('join');
    // The seeded demo promotions of every type are there.
    expect(new Set(cards.map((c) => c.facts.type))).toEqual(new Set(['depositMatch', 'cashback', 'rebate', 'manualReward', 'signUp']));
  });

  test('the demo promotions show images drawn from their texts in the member language; a draft has none', async () => {
    const seeded = (await list(undefined, { language: 'BN' })).filter((c) => c.imageUrl?.startsWith('/promotion-images/'));
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    expect(seeded[0]!.imageUrl).toMatch(/^\/promotion-images\/\d+\.svg\?lang=BN$/);
    const image = await t.app.inject({ method: 'GET', url: seeded[0]!.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain(seeded[0]!.title.split(' ')[0]);
    const draft = await storedPromotion(t.app.db, draftOf('signUp', now()), 'draft');
    expect((await t.app.inject({ method: 'GET', url: `/promotion-images/${draft.id}.svg` })).statusCode).toBe(404);
  });

  test('texts come in the Language header, English when the promotion has none in it', async () => {
    const row = await storedPromotion(t.app.db, draftOf('signUp', now()));
    const bn = (await list(undefined, { language: 'BN' })).find((c) => c.id === row.id)!;
    expect(bn).toMatchObject({ title: 'signUp শিরোনাম', summary: 'signUp summary', terms: 'signUp terms', imageRequired: 'N' });
  });

  test('a trial account sees the list as a visitor does, and joining refuses it with free.reject', async () => {
    const row = await storedPromotion(t.app.db, draftOf('signUp', now()));
    const token = await trialToken(t.app);
    const cards = (await call(t.app, 'GET', PromotionPath.list, { token, headers: TRIAL_HEADERS })).json<{ value: PromotionListValue }>().value.promotions;
    expect(cards.find((c) => c.id === row.id)?.status).toBe('join');
    const refused = (await call(t.app, 'POST', PromotionPath.join, { token, headers: TRIAL_HEADERS, payload: { promotionId: row.id } })).json<{ code: string }>();
    expect(refused.code).toBe(ErrorCode.freeReject);
  });

  test('joining: signed for a deposit match, audited; a second join is promotion.already.joined', async () => {
    const who = await memberWithToken(t.app);
    const row = await storedPromotion(t.app.db, draftOf('depositMatch', now()));
    const joined = await join(who.token, row.id);
    expect(joined.value).toMatchObject({ id: row.id, status: 'signed', grantedCount: 0 });
    expect((await join(who.token, row.id)).code).toBe(ErrorCode.promotionAlreadyJoined);
    expect((await list(who.token)).find((c) => c.id === row.id)?.status).toBe('signed');
    expect((await auditTrail(t.app.db, `member:${who.id}`)).filter((r) => r.action === 'promotion.join')).toHaveLength(1);
  });

  test("cashback and rebate joined show process, with the running period's estimate from the awards hook as pendingAmount", async () => {
    const who = await memberWithToken(t.app);
    // Nothing played yet: the running period has earned nothing.
    for (const type of ['cashback', 'rebate'] as const) {
      const row = await storedPromotion(t.app.db, draftOf(type, now()));
      expect((await join(who.token, row.id)).value).toMatchObject({ status: 'process', pendingAmount: 0 });
    }
    const row = await storedPromotion(t.app.db, draftOf('cashback', now()));
    await join(who.token, row.id);
    const estimate = t.app.promotionHooks.periodEstimate;
    t.app.promotionHooks.periodEstimate = async (_db, promotion, memberId) => (promotion.id === row.id && memberId === who.id ? 1_234n : null);
    try {
      expect((await memberCall<PromotionCard>(t.app, who.token, 'GET', PromotionPath.one(row.id))).value).toMatchObject({ status: 'process', pendingAmount: 1_234 });
    } finally {
      t.app.promotionHooks.periodEstimate = estimate;
    }
  });

  test('joining refuses a manual reward, one not open (paused, ended, not started, budget spent), one the member is not eligible for, and an unknown or draft one', async () => {
    const who = await memberWithToken(t.app);
    expect((await join(who.token, (await storedPromotion(t.app.db, draftOf('manualReward', now()))).id)).code).toBe(ErrorCode.promotionApplyNotAllowed);
    expect((await join(who.token, (await storedPromotion(t.app.db, draftOf('signUp', now()), 'paused')).id)).code).toBe(ErrorCode.promotionNotOpen);
    expect((await join(who.token, (await storedPromotion(t.app.db, draftOf('signUp', now()), 'ended')).id)).code).toBe(ErrorCode.promotionNotOpen);
    expect((await join(who.token, (await storedPromotion(t.app.db, draftOf('signUp', now(), { startsAt: now() + DAY }))).id)).code).toBe(ErrorCode.promotionNotOpen);
    const spent = await storedPromotion(t.app.db, draftOf('signUp', now(), { fixedAmount: 100, budget: 100 }));
    const first = await memberWithToken(t.app);
    expect((await join(first.token, spent.id)).value!.status).toBe('issued');
    expect((await join(who.token, spent.id)).code).toBe(ErrorCode.promotionNotOpen);
    const typeTwo = await storedPromotion(t.app.db, draftOf('signUp', now(), { eligibility: { memberTypes: [2], newMembersOnly: false, languages: [] } }));
    expect((await join(who.token, typeTwo.id)).code).toBe(ErrorCode.promotionNotEligible);
    const bn = await storedPromotion(t.app.db, draftOf('signUp', now(), { eligibility: { memberTypes: [], newMembersOnly: false, languages: ['BN'] } }));
    expect((await join(who.token, bn.id)).code).toBe(ErrorCode.promotionNotEligible);
    expect((await memberCall(t.app, who.token, 'POST', PromotionPath.join, { promotionId: bn.id }, { language: 'BN' })).value).toMatchObject({ status: 'signed' });
    expect((await join(who.token, (await storedPromotion(t.app.db, draftOf('signUp', now()), 'draft')).id)).code).toBe(ErrorCode.promotionNotFound);
    expect((await join(who.token, 99_999_999)).code).toBe(ErrorCode.promotionNotFound);
  });

  test("the member's applications and awards label the card: applying, rejected with its reason, claim with the amount waiting, claimed", async () => {
    const who = await memberWithToken(t.app);
    const manual = await storedPromotion(t.app.db, draftOf('manualReward', now()));
    const application = { merchantCode: MERCHANT, memberId: who.id, promotionId: manual.id, remarks: 'r', pictureKeys: [] };
    const card = async (id: number) => (await memberCall<PromotionCard>(t.app, who.token, 'GET', PromotionPath.one(id))).value!;
    await t.app.db.insert(rewardApplications).values({ ...application, status: 'rejected', reason: 'blurry picture', createdAt: new Date(now() - 2_000) });
    expect(await card(manual.id)).toMatchObject({ status: 'rejected', rejectReason: 'blurry picture' });
    await t.app.db.insert(rewardApplications).values({ ...application, status: 'pending', createdAt: new Date(now() - 1_000) });
    expect(await card(manual.id)).toMatchObject({ status: 'applying', rejectReason: null });
    const cashback = await storedPromotion(t.app.db, draftOf('cashback', now()));
    await join(who.token, cashback.id);
    const award = (day: number, status: 'claimable' | 'claimed', amount: bigint) => ({
      merchantCode: MERCHANT,
      promotionId: cashback.id,
      memberId: who.id,
      periodStart: new Date(Date.UTC(2029, 0, day)),
      periodEnd: new Date(Date.UTC(2029, 0, day + 1)),
      basis: amount * 20n,
      amount,
      status,
      claimBy: new Date(now() + DAY),
      createdAt: new Date(now()),
    });
    await t.app.db.insert(promotionAwards).values([award(1, 'claimed', 300n), award(2, 'claimable', 450n), award(3, 'claimable', 500n)]);
    expect(await card(cashback.id)).toMatchObject({ status: 'claim', pendingAmount: 450 });
    await t.app.db.update(promotionAwards).set({ status: 'claimed' }).where(eq(promotionAwards.promotionId, cashback.id));
    expect(await card(cashback.id)).toMatchObject({ status: 'process' });
    await t.app.db.update(promotions).set({ state: 'ended', updatedAt: new Date(now()) }).where(eq(promotions.id, cashback.id));
    expect(await card(cashback.id)).toMatchObject({ status: 'claimed' });
  });

  test('new members only: one registered before the start is not eligible (hidden from its list, close when opened), one registered after is', async () => {
    const row = await storedPromotion(t.app.db, draftOf('signUp', now(), { startsAt: now() - DAY, eligibility: { memberTypes: [], newMembersOnly: true, languages: [] } }));
    const old = await memberWithToken(t.app, { createdAt: new Date(now() - 2 * DAY) });
    const fresh = await memberWithToken(t.app, { createdAt: new Date(now() - 1_000) });
    expect((await list(old.token)).find((c) => c.id === row.id)).toBeUndefined();
    expect((await memberCall<PromotionCard>(t.app, old.token, 'GET', PromotionPath.one(row.id))).value!.status).toBe('close');
    expect((await join(old.token, row.id)).code).toBe(ErrorCode.promotionNotEligible);
    expect((await join(fresh.token, row.id)).value!.status).toBe('signed');
  });

  test('a sign-up with a fixed amount credits it at once through grantBonus: issued, grantedCount 1, the money in the real balance', async () => {
    const who = await memberWithToken(t.app);
    const row = await storedPromotion(t.app.db, draftOf('signUp', now(), { fixedAmount: 1_500 }));
    expect((await join(who.token, row.id)).value).toMatchObject({ status: 'issued', grantedCount: 1 });
    const { account } = await ensureMemberAccount(t.app.db, MERCHANT, who.id, 'real');
    expect(await balanceOf(t.app.db, account.id)).toBe(1_500n);
  });

  test('20 concurrent joins of one member join once; the rest are promotion.already.joined; a fixed amount is credited once', async () => {
    const who = await memberWithToken(t.app);
    const row = await storedPromotion(t.app.db, draftOf('signUp', now(), { fixedAmount: 700 }));
    const results = await Promise.all(Array.from({ length: 20 }, () => join(who.token, row.id)));
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => !r.success).map((r) => r.code)).toEqual(Array(19).fill(ErrorCode.promotionAlreadyJoined));
    const { account } = await ensureMemberAccount(t.app.db, MERCHANT, who.id, 'real');
    expect(await balanceOf(t.app.db, account.id)).toBe(700n);
  });

  test("an ended promotion stays on a member's list for the days after it closed when the member took part (issued), and leaves a visitor's", async () => {
    const who = await memberWithToken(t.app);
    const row = await storedPromotion(t.app.db, draftOf('signUp', now(), { fixedAmount: 100, endsAt: now() + 1_000 }));
    await join(who.token, row.id);
    await t.app.db.update(promotions).set({ state: 'ended', updatedAt: new Date(now()) }).where(eq(promotions.id, row.id));
    expect((await list(who.token)).find((c) => c.id === row.id)?.status).toBe('issued');
    expect((await list()).find((c) => c.id === row.id)).toBeUndefined();
  });
});
