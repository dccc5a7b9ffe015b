/**
 * The console's promotion calls: promotions.manage only (a reviewer or support is refused); a
 * merchant's operator reaches its own merchant's only; drafts are checked field by field; the state
 * machine (publish, pause, resume, end) refuses what does not apply; a live promotion changes only
 * in its texts, image, end, order and a larger budget; every change is audited with who and why;
 * the preview shows the member's card; the report counts bonuses and joins.
 */
import { ErrorCode } from '@common/contract/envelope';
import { ConsolePromotionPath, type ConsolePromotion, type PromotionCard, type PromotionReport } from '@common/contract/promotions';
import type { Page } from '@common/contract/consolePlayers';
import { auditTrail } from '../../../../server/modules/audit/service';
import { grantBonus } from '../../../../server/modules/promotions/grant';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith } from '../../helpers/operators';
import { draftOf, reread } from './engine-fixtures';

/** promotion.invalid as the envelope carries it: the field is named in the message. */
const invalid = (field: string) => ({ code: ErrorCode.promotionInvalid, message: `The promotion's ${field} is not valid.` });

describe.each(databases())('console promotions on $name', (db) => {
  const t = suiteApp(db);
  const now = () => t.app.now();

  test('only promotions.manage may call them: support and finance are refused on every route', async () => {
    for (const role of ['support', 'finance'] as const) {
      const op = await operatorWith(t.app, [role]);
      expect((await consoleCall(t.app, op, 'GET', ConsolePromotionPath.list)).status).toBe(403);
      expect((await consoleCall(t.app, op, 'POST', ConsolePromotionPath.list, draftOf('signUp', now()))).status).toBe(403);
      expect((await consoleCall(t.app, op, 'GET', ConsolePromotionPath.report(1))).status).toBe(403);
      expect((await consoleCall(t.app, op, 'POST', ConsolePromotionPath.state(1), { action: 'publish', reason: 'x' })).status).toBe(403);
      expect((await consoleCall(t.app, op, 'POST', ConsolePromotionPath.preview, { draft: draftOf('signUp', now()), language: 'EN' })).status).toBe(403);
    }
  });

  test('create, publish, pause, resume, end: each audited with the operator and reason; an action that does not apply is promotion.state.invalid', async () => {
    const op = await operatorWith(t.app, ['content']);
    const created = await consoleCall<ConsolePromotion>(t.app, op, 'POST', ConsolePromotionPath.list, draftOf('depositMatch', now()));
    expect(created.body.value).toMatchObject({ state: 'draft', merchantCode: 'MLOBBY', createdBy: op.username, spent: 0, rateBp: 10_000 });
    const id = created.body.value!.id;
    const act = (action: string) => consoleCall<ConsolePromotion>(t.app, op, 'POST', ConsolePromotionPath.state(id), { action, reason: `because ${action}` });
    for (const wrong of ['pause', 'resume', 'end']) expect((await act(wrong)).body.code).toBe(ErrorCode.promotionStateInvalid);
    expect((await act('publish')).body.value!.state).toBe('live');
    expect((await act('publish')).body.code).toBe(ErrorCode.promotionStateInvalid);
    expect((await act('resume')).body.code).toBe(ErrorCode.promotionStateInvalid);
    expect((await act('pause')).body.value!.state).toBe('paused');
    expect((await act('pause')).body.code).toBe(ErrorCode.promotionStateInvalid);
    expect((await act('resume')).body.value!.state).toBe('live');
    expect((await act('end')).body.value!.state).toBe('ended');
    for (const wrong of ['publish', 'pause', 'resume', 'end']) expect((await act(wrong)).body.code).toBe(ErrorCode.promotionStateInvalid);
    const trail = await auditTrail(t.app.db, `promotion:${id}`);
    expect(trail.map((r) => r.action)).toEqual(expect.arrayContaining(['promotion.create', 'promotion.publish', 'promotion.pause', 'promotion.resume', 'promotion.end']));
    expect(trail.find((r) => r.action === 'promotion.pause')).toMatchObject({ detail: expect.objectContaining({ reason: 'because pause', from: 'live', to: 'paused' }) });
    expect((await consoleCall(t.app, op, 'PUT', ConsolePromotionPath.one(id), draftOf('depositMatch', now()))).body.code).toBe(ErrorCode.promotionStateInvalid);
  });

  test('a draft with a fault is refused with promotion.invalid naming the field, nothing saved', async () => {
    const op = await operatorWith(t.app, ['content']);
    const before = (await consoleCall<Page<ConsolePromotion>>(t.app, op, 'GET', ConsolePromotionPath.list)).body.value!.total;
    const bad = await consoleCall(t.app, op, 'POST', ConsolePromotionPath.list, draftOf('rebate', now(), { rateBp: 10_001 }));
    expect(bad.body).toMatchObject(invalid('rateBp'));
    const trial = await consoleCall(t.app, op, 'POST', ConsolePromotionPath.list, draftOf('rebate', now(), { eligibility: { memberTypes: [4], newMembersOnly: false, languages: [] } }));
    expect(trial.body).toMatchObject(invalid('eligibility.memberTypes'));
    const link = await consoleCall(t.app, op, 'POST', ConsolePromotionPath.list, draftOf('signUp', now(), { linkedPromotionId: 9_999_999 }));
    expect(link.body).toMatchObject(invalid('linkedPromotionId'));
    expect((await consoleCall<Page<ConsolePromotion>>(t.app, op, 'GET', ConsolePromotionPath.list)).body.value!.total).toBe(before);
  });

  test('a draft changes in full; a live one only in texts, image, end, order and a larger budget', async () => {
    const op = await operatorWith(t.app, ['content']);
    const id = (await consoleCall<ConsolePromotion>(t.app, op, 'POST', ConsolePromotionPath.list, draftOf('cashback', now(), { budget: 100_000 }))).body.value!.id;
    const asRebate = draftOf('rebate', now(), { budget: 100_000 });
    expect((await consoleCall<ConsolePromotion>(t.app, op, 'PUT', ConsolePromotionPath.one(id), asRebate)).body.value).toMatchObject({ type: 'rebate', rateBp: 80 });
    await consoleCall(t.app, op, 'POST', ConsolePromotionPath.state(id), { action: 'publish', reason: 'go' });
    const put = (change: object) => consoleCall<ConsolePromotion>(t.app, op, 'PUT', ConsolePromotionPath.one(id), { ...asRebate, ...change });
    const ok = await put({ title: { EN: 'New title' }, imageUrl: '/m/x.png', endsAt: now() + 86_400_000, sortOrder: 7, budget: 200_000 });
    expect(ok.body.value).toMatchObject({ title: { EN: 'New title' }, imageUrl: '/m/x.png', sortOrder: 7, budget: 200_000, state: 'live' });
    const live = { ...asRebate, title: { EN: 'New title' }, imageUrl: '/m/x.png', endsAt: now() + 86_400_000, sortOrder: 7, budget: 200_000 };
    const again = (change: object) => consoleCall<ConsolePromotion>(t.app, op, 'PUT', ConsolePromotionPath.one(id), { ...live, ...change });
    expect((await again({ rateBp: 100 })).body).toMatchObject({ code: ErrorCode.promotionStateInvalid, message: expect.stringContaining('live') });
    expect((await again({ startsAt: now() })).body).toMatchObject({ code: ErrorCode.promotionStateInvalid, message: expect.stringContaining('live') });
    expect((await again({ budget: 150_000 })).body).toMatchObject(invalid('budget'));
    expect((await again({ budget: null })).body.value!.budget).toBeNull();
    expect((await again({ budget: 10 })).body).toMatchObject(invalid('budget'));
    const trail = await auditTrail(t.app.db, `promotion:${id}`);
    expect(trail.filter((r) => r.action === 'promotion.update').length).toBeGreaterThanOrEqual(3);
  });

  test("a merchant's operator reaches only its merchant's promotions; another's answers 404", async () => {
    const op = await operatorWith(t.app, ['content']);
    const platform = await operatorWith(t.app, ['owner'], null);
    const id = (await consoleCall<ConsolePromotion>(t.app, op, 'POST', ConsolePromotionPath.list, draftOf('signUp', now()))).body.value!.id;
    expect((await consoleCall(t.app, platform, 'GET', ConsolePromotionPath.one(id))).status).toBe(200);
    expect((await consoleCall(t.app, platform, 'POST', ConsolePromotionPath.list, draftOf('signUp', now()))).body.code).toBe(ErrorCode.requestInvalid);
    const other = await operatorWith(t.app, ['content'], 'OTHER');
    expect((await consoleCall(t.app, other, 'GET', ConsolePromotionPath.one(id))).status).toBe(404);
    expect((await consoleCall(t.app, op, 'GET', `${ConsolePromotionPath.list}?merchantCode=OTHER`)).status).toBe(403);
  });

  test('the list pages and filters by state', async () => {
    const op = await operatorWith(t.app, ['content']);
    const drafts = (await consoleCall<Page<ConsolePromotion>>(t.app, op, 'GET', `${ConsolePromotionPath.list}?state=draft`)).body.value!;
    expect(drafts.items.every((p) => p.state === 'draft')).toBe(true);
    const live = (await consoleCall<Page<ConsolePromotion>>(t.app, op, 'GET', `${ConsolePromotionPath.list}?state=live`)).body.value!;
    // The seed's five demo promotions are live.
    expect(live.items.map((p) => p.type)).toEqual(expect.arrayContaining(['depositMatch', 'cashback', 'rebate', 'manualReward', 'signUp']));
  });

  test('the preview is the member card of a draft in a language: join now, comingSoon later, close after its end', async () => {
    const op = await operatorWith(t.app, ['content']);
    const preview = (draft: object, language = 'BN') => consoleCall<PromotionCard>(t.app, op, 'POST', ConsolePromotionPath.preview, { draft, language });
    const open = (await preview(draftOf('depositMatch', now()))).body.value!;
    expect(open).toMatchObject({ status: 'join', title: 'depositMatch শিরোনাম', summary: 'depositMatch summary', facts: { rateBp: 10_000, maxBonus: 50_000 } });
    expect((await preview(draftOf('signUp', now(), { startsAt: now() + 60_000 }))).body.value!.status).toBe('comingSoon');
    expect((await preview(draftOf('signUp', now(), { startsAt: now() - 120_000, endsAt: now() - 60_000 }))).body.value!.status).toBe('close');
    expect((await preview(draftOf('signUp', now(), { title: { ZH: 'x' } }))).body).toMatchObject(invalid('title'));
  });

  test('the report counts joins, bonuses by outcome, budget and spent', async () => {
    const op = await operatorWith(t.app, ['content']);
    const id = (await consoleCall<ConsolePromotion>(t.app, op, 'POST', ConsolePromotionPath.list, draftOf('manualReward', now(), { budget: 50_000 }))).body.value!.id;
    const promotion = await reread(t.app, id);
    await t.app.db.transaction(async (tx) => {
      await grantBonus(tx, { promotion, memberId: 900_001, amount: 10_000n, source: 'application', sourceId: '1', now: new Date(now()), actor: 'test' });
      await grantBonus(tx, { promotion, memberId: 900_002, amount: 10_000n, source: 'application', sourceId: '2', now: new Date(now()), actor: 'test' });
    });
    const report = (await consoleCall<PromotionReport>(t.app, op, 'GET', ConsolePromotionPath.report(id))).body.value!;
    expect(report).toMatchObject({
      promotionId: id,
      joined: 2,
      budget: 50_000,
      spent: 20_000,
      bonuses: { count: 2, members: 2, granted: 20_000, activeCount: 2, active: 20_000, completedCount: 0, forfeitedCount: 0 },
      applications: { pending: 0, approved: 0, rejected: 0 },
      awards: { made: 0, claimed: 0, lapsed: 0, amount: 0 },
    });
  });
});
