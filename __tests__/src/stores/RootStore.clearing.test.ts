import { ON_LOGOUT, type Clearable, type FeatureStore } from '../../../src/stores/RootStore';
import { createTestStore, sessionOf } from '../helpers/renderApp';
import { AuthStore } from '../../../src/stores/AuthStore';
import { MemberStore } from '../../../src/stores/MemberStore';

/** RootStore's own members that are not stores (feature stores are created on use, see below). */
const NOT_STORES = new Set(['merchantCode', 'api', 'features']);

describe('RootStore clearing on logout', () => {
  it('has a logout decision for every store it creates, and nothing else', async () => {
    const { store } = await createTestStore();
    const stores = Object.keys(store).filter((key) => !NOT_STORES.has(key));
    expect(stores.sort()).toEqual(Object.keys(ON_LOGOUT).sort());
  });

  it('clear() clears every store marked clear, in the listed order, the session first, and no store marked keep', async () => {
    const { store } = await createTestStore({ session: sessionOf(0) });
    const order: string[] = [];
    const all = store as unknown as Record<string, Partial<Clearable>>;
    for (const name of Object.keys(ON_LOGOUT)) {
      const clear = all[name].clear;
      if (clear) all[name].clear = () => (order.push(name), clear.call(all[name]));
    }
    store.clear();
    const cleared = Object.entries(ON_LOGOUT).filter(([, what]) => what === 'clear').map(([name]) => name);
    expect(order).toEqual(cleared);
    expect(order[0]).toBe('session');
  });

  it('clear() also clears every feature store created so far, after the stores ON_LOGOUT lists', async () => {
    const { store } = await createTestStore({ session: sessionOf(0) });
    const order: string[] = [];
    const session = store.session.clear.bind(store.session);
    store.session.clear = () => (order.push('session'), session());
    for (const Store of [AuthStore, MemberStore] as FeatureStore<Clearable>[]) {
      const feature = store.feature(Store);
      const clear = feature.clear.bind(feature);
      feature.clear = () => (order.push(Store.name), clear());
    }
    store.clear();
    expect(order).toEqual(['session', AuthStore.name, MemberStore.name]);
  });

  it('after logout no member state stays: member, auth and a launch under way are reset; closed popups stay closed', async () => {
    const { store } = await createTestStore({ session: sessionOf(0) });
    store.session.setOldPsw('Secret123');
    const popup = { id: 42, title: 'Welcome', content: '', publishedAt: 0 };
    Object.assign(store.announcements, { popups: [popup] });
    store.announcements.closePopup(42);
    expect(store.announcements.nextPopup).toBeNull();
    store.feature(MemberStore).clear(); // a clean start, then state of this member
    Object.assign(store.feature(MemberStore), { iconId: 3 });
    Object.assign(store.launch, { pending: { gameType: 'RNG' } });
    store.clear();
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.session.oldPsw).toBeNull();
    expect(store.feature(AuthStore).error).toBeNull();
    expect(store.feature(MemberStore).iconId).toBeNull();
    expect(store.launch.pending).toBeNull();
    // Which popups were closed belongs to the device: logout must not bring a closed one back.
    expect(store.announcements.nextPopup).toBeNull();
  });
});
