import { Header } from '@common/contract/headers';
import { PromotionPath } from '@common/contract/promotions';
import { PROMOTION_LIST_STALE_MS } from '@common/rules/promotions';
import { TOAST_REWARD_LOADING_MS } from '../../../src/config/constants';
import { PromotionStore } from '../../../src/stores/PromotionStore';
import { callsTo, createTestStore, deferred, sessionOf } from '../helpers/renderApp';
import { application, bonusesValue, card, ok, promotionRoutes } from '../helpers/promotions';

const png = () => new File(['png'], 'win.png', { type: 'image/png' });

describe('PromotionStore', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the list once and keeps it for PROMOTION_LIST_STALE_MS unless forced', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0), routes: promotionRoutes() });
    const promotions = store.feature(PromotionStore);
    await promotions.load();
    await promotions.load();
    expect(callsTo(fetch, PromotionPath.list)).toHaveLength(1);
    expect(promotions.promotions.map((c) => c.id)).toEqual([7]);
    await promotions.load(true);
    expect(callsTo(fetch, PromotionPath.list)).toHaveLength(2);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + PROMOTION_LIST_STALE_MS + 1);
    await promotions.load();
    expect(callsTo(fetch, PromotionPath.list)).toHaveLength(3);
    jest.restoreAllMocks();
  });

  it('a visitor reads the list without a token, a member with theirs', async () => {
    const tokenOf = async (session: ReturnType<typeof sessionOf> | null) => {
      const { store, fetch } = await createTestStore({ session, routes: promotionRoutes() });
      await store.feature(PromotionStore).load();
      window.sessionStorage.clear();
      return (callsTo(fetch, PromotionPath.list)[0].init.headers as Record<string, string>)[Header.authorization];
    };
    expect(await tokenOf(null)).toBeUndefined();
    expect(await tokenOf(sessionOf(0))).toBe('tok-alice');
  });

  it('a failed first read is told as failed; a failed refresh keeps the list shown', async () => {
    const failing = await createTestStore({ routes: { [`GET ${PromotionPath.list}`]: { success: false, code: 'x', message: 'down' } } });
    await failing.store.feature(PromotionStore).load();
    expect(failing.store.feature(PromotionStore).listState).toBe('failed');
    let fail = false;
    const { store } = await createTestStore({ routes: { [`GET ${PromotionPath.list}`]: () => (fail ? { success: false } : ok({ promotions: [card()] })) } });
    const promotions = store.feature(PromotionStore);
    await promotions.load();
    fail = true;
    await promotions.load(true);
    expect(promotions.listState).toBe('loaded');
    expect(promotions.promotions).toHaveLength(1);
  });

  it('joining sends the promotion id and shows the card the server answers', async () => {
    const joined = card({ id: 3, status: 'signed', facts: { ...card().facts, type: 'depositMatch' } });
    const { store, fetch } = await createTestStore({
      session: sessionOf(0),
      routes: { ...promotionRoutes([card({ id: 3, facts: joined.facts })]), [`POST ${PromotionPath.join}`]: ok(joined) },
    });
    const promotions = store.feature(PromotionStore);
    await promotions.load();
    expect(await promotions.join(3)).toBe(true);
    expect(JSON.parse(String(callsTo(fetch, PromotionPath.join, 'POST')[0].init.body))).toEqual({ promotionId: 3 });
    expect(promotions.byId(3)?.status).toBe('signed');
  });

  it('a refused join (a trial account: free.reject) tells the member and changes nothing', async () => {
    const { store } = await createTestStore({ session: sessionOf(4), routes: { ...promotionRoutes(), [`POST ${PromotionPath.join}`]: { success: false, code: 'free.reject', message: 'Trial accounts cannot' } } });
    const promotions = store.feature(PromotionStore);
    await promotions.load();
    expect(await promotions.join(7)).toBe(false);
    expect(promotions.byId(7)?.status).toBe('join');
    expect(store.ui.dialogs.map((d) => d.message)).toContainEqual({ text: 'Trial accounts cannot' });
  });

  it('claiming takes the award: the card and the bonuses are read anew', async () => {
    const claimed = card({ status: 'claimed' });
    const { store, fetch } = await createTestStore({
      session: sessionOf(0),
      routes: { ...promotionRoutes([card({ status: 'claim', pendingAmount: 1234 })]), [`POST ${PromotionPath.claim(7)}`]: ok({ card: claimed, bonus: {} }) },
    });
    const promotions = store.feature(PromotionStore);
    await promotions.load();
    expect(await promotions.claim(7)).toBe(true);
    expect(promotions.byId(7)?.status).toBe('claimed');
    await new Promise((r) => setTimeout(r, 0));
    expect(callsTo(fetch, PromotionPath.bonuses)).toHaveLength(1);
  });

  it(`the reward submit shows the loading for at most ${TOAST_REWARD_LOADING_MS} ms and hides it whatever the outcome`, async () => {
    const held = deferred<unknown>();
    const { store } = await createTestStore({ session: sessionOf(0), routes: { ...promotionRoutes(), [`POST ${PromotionPath.applyReward}`]: () => held.promise } });
    const promotions = store.feature(PromotionStore);
    await promotions.load();
    jest.useFakeTimers();
    const sent = promotions.applyReward({ promotionId: 7, remarks: 'hi', pictures: [png()] });
    expect(store.ui.loading).toEqual({ key: 'toast.pleaseWait' });
    jest.advanceTimersByTime(TOAST_REWARD_LOADING_MS - 1);
    expect(store.ui.loading).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(store.ui.loading).toBeNull();
    held.resolve({ success: false, code: 'reward.pending', message: 'No' });
    expect(await sent).toBe(false);
    expect(store.ui.loading).toBeNull();
  });

  it('a sent application heads the member list and the list is read again (the card now reads applying)', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0), routes: { ...promotionRoutes(), [`POST ${PromotionPath.applyReward}`]: ok(application({ id: 9 })) } });
    const promotions = store.feature(PromotionStore);
    await promotions.load();
    expect(await promotions.applyReward({ promotionId: 7, remarks: '', pictures: [] })).toBe(true);
    expect(promotions.applications.map((a) => a.id)).toEqual([9]);
    expect(store.ui.loading).toBeNull();
    expect(callsTo(fetch, PromotionPath.list)).toHaveLength(2);
  });

  it('never sends what the §5 rules refuse (a required picture missing)', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0), routes: promotionRoutes([card({ imageRequired: 'Y' })]) });
    const promotions = store.feature(PromotionStore);
    await promotions.load();
    expect(await promotions.applyReward({ promotionId: 7, remarks: 'x', pictures: [] })).toBe(false);
    expect(callsTo(fetch, PromotionPath.applyReward, 'POST')).toHaveLength(0);
  });

  it('finds a promotion outside the list by reading it on its own', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0), routes: promotionRoutes([card({ id: 12 })]) });
    expect((await store.feature(PromotionStore).find(12))?.id).toBe(12);
    expect(callsTo(fetch, PromotionPath.one(12))).toHaveLength(1);
  });

  it('reads the applications and the bonuses', async () => {
    const bonuses = bonusesValue({ totalRemaining: 500 });
    const { store } = await createTestStore({ session: sessionOf(0), routes: promotionRoutes([], { applications: [application()], bonuses }) });
    const promotions = store.feature(PromotionStore);
    await Promise.all([promotions.loadApplications(), promotions.loadBonuses()]);
    expect(promotions.applications).toHaveLength(1);
    expect(promotions.bonuses).toEqual(bonuses);
  });

  it('logout forgets the list, the applications and the bonuses (a new member reads them anew)', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0), routes: promotionRoutes([card()], { applications: [application()], bonuses: bonusesValue() }) });
    const promotions = store.feature(PromotionStore);
    await Promise.all([promotions.load(), promotions.loadApplications(), promotions.loadBonuses()]);
    store.clear();
    expect(promotions.promotions).toEqual([]);
    expect(promotions.applications).toEqual([]);
    expect(promotions.bonuses).toBeNull();
    expect(promotions.listState).toBe('idle');
    await promotions.load();
    expect(callsTo(fetch, PromotionPath.list)).toHaveLength(2);
  });
});
