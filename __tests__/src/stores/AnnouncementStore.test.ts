import { AnnouncementPath } from '@common/contract/announcements';
import { SEEN_POPUPS_KEY } from '../../../src/config/constants';
import { announce, announcementRoutes, notice, popup, queryOf } from '../helpers/announcements';
import { callsTo, createTestStore, deferred, type FakeRequest, type Reply } from '../helpers/renderApp';

const HOME = { banners: [{ url: '/b1.png' }, { url: '/b2.png' }], player: [notice(1, 1), notice(3, 3), notice(2, 2)], popup: [popup(7), popup(8)] };
const SLOGAN = { banners: [{ url: '/slogan.png' }, { url: '/other.png' }] };

async function loaded(routes: Record<string, Reply> = announcementRoutes(HOME, SLOGAN)) {
  const created = await createTestStore({ routes });
  await created.store.announcements.load();
  return created;
}

describe('AnnouncementStore', () => {
  it('asks m_home for types B,PL,PU and 06_home for B, both with platform M and the merchant code', async () => {
    const { store, fetch } = await loaded();
    const queries = callsTo(fetch, AnnouncementPath.list, 'GET').map((r) => Object.fromEntries(queryOf(r)));
    expect(queries).toEqual([
      { types: 'B,PL,PU', groupName: 'm_home', platform: 'M', merchantCode: store.merchantCode },
      { types: 'B', groupName: '06_home', platform: 'M', merchantCode: store.merchantCode },
    ]);
  });

  it('fills the carousel banners from m_home, the slogan from the first 06_home banner, notices newest first and popups in order', async () => {
    const { store } = await loaded();
    const a = store.announcements;
    expect(a.banners.map((b) => b.url)).toEqual(['/b1.png', '/b2.png']);
    expect(a.slogan).toBe('/slogan.png');
    expect(a.notices.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(a.popups.map((p) => p.id)).toEqual([7, 8]);
  });

  it('a second load in the same language asks nothing again', async () => {
    const { store, fetch } = await loaded();
    await store.announcements.load();
    expect(callsTo(fetch, AnnouncementPath.list)).toHaveLength(2);
  });

  it('a language change reloads the texts in the new language', async () => {
    const { store, fetch } = await loaded();
    await store.language.setLanguage('bn');
    await store.announcements.load(); // settles the reload the change started
    const calls = callsTo(fetch, AnnouncementPath.list);
    expect(calls).toHaveLength(4);
    expect((calls[3].init.headers as Record<string, string>).Language).toBe('BN');
  });

  it('drops an answer that arrives after the player switched language, and shows the new language', async () => {
    const answers = { EN: deferred<unknown>(), BN: deferred<unknown>() };
    const byLanguage = (r: FakeRequest) => answers[(r.init.headers as Record<string, 'EN' | 'BN'>).Language].promise;
    const { store } = await createTestStore({ routes: { [`GET ${AnnouncementPath.list}`]: byLanguage } });
    const first = store.announcements.load();
    await store.language.setLanguage('bn');
    answers.EN.resolve({ success: true, value: announce({ banners: [{ url: '/en.png' }] }) });
    await first;
    expect(store.announcements.banners).toEqual([]);
    answers.BN.resolve({ success: true, value: announce({ banners: [{ url: '/bn.png' }] }) });
    await store.announcements.load();
    expect(store.announcements.banners.map((b) => b.url)).toEqual(['/bn.png']);
  });

  it('a failed call leaves everything empty instead of breaking the home', async () => {
    const { store } = await loaded({});
    expect(store.announcements.banners).toEqual([]);
    expect(store.announcements.slogan).toBeNull();
    expect(store.announcements.notices).toEqual([]);
    expect(store.announcements.nextPopup).toBeNull();
  });

  it('popups come one after another; a closed one stays closed on this device, reloads included', async () => {
    const { store } = await loaded();
    const a = store.announcements;
    expect(a.nextPopup?.id).toBe(7);
    a.closePopup(7);
    expect(a.nextPopup?.id).toBe(8);
    expect(Object.keys(JSON.parse(window.localStorage.getItem(SEEN_POPUPS_KEY) ?? '{}'))).toEqual(['7']);
    // A reload of the page in the same tab: a new store reads what was closed.
    const { store: again } = await createTestStore({ routes: announcementRoutes(HOME) });
    await again.announcements.load();
    expect(again.announcements.nextPopup?.id).toBe(8);
  });
});
