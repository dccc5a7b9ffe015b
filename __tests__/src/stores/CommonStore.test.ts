import { STATUS_KEY } from '../../../src/stores/CommonStore';
import { callsTo, createTestStore, deferred, sessionOf, statusValue } from '../helpers/renderApp';

describe('CommonStore', () => {
  it('uses the cached status from local storage at once, before any fetch', async () => {
    window.localStorage.setItem(STATUS_KEY, JSON.stringify(statusValue({ maintenance: true })));
    const { store, fetch } = await createTestStore({ status: null });
    expect(store.common.systemStatus).toBe(1);
    expect(store.common.status?.info.merchantName).toBe('Mlobby Demo');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts with no status and normal system status when nothing is cached', async () => {
    const { store } = await createTestStore({ status: null });
    expect(store.common.status).toBeNull();
    expect(store.common.systemStatus).toBe(0);
    expect(store.common.statusLoaded).toBe(false);
  });

  it('refreshStatus() applies the fresh status and remembers it for the next start', async () => {
    window.localStorage.setItem(STATUS_KEY, JSON.stringify(statusValue({ maintenance: true })));
    const fresh = statusValue({ ip: '198.51.100.1' });
    const { store, fetch } = await createTestStore({
      status: null,
      routes: { 'GET /wps/system/status': { success: true, value: fresh } },
    });
    await store.common.refreshStatus();
    expect(callsTo(fetch, '/wps/system/status', 'GET')).toHaveLength(1);
    expect(store.common.systemStatus).toBe(0);
    expect(store.common.clientIp).toBe('198.51.100.1');
    expect(store.common.statusLoaded).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(STATUS_KEY) ?? 'null')).toEqual(fresh);
  });

  it('keeps the cached status when the status fetch throws', async () => {
    const cached = statusValue({ regionRestriction: true });
    window.localStorage.setItem(STATUS_KEY, JSON.stringify(cached));
    const { store } = await createTestStore({
      status: null,
      routes: {
        'GET /wps/system/status': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await expect(store.common.refreshStatus()).resolves.toBeUndefined();
    expect(store.common.status).toEqual(cached);
    expect(store.common.systemStatus).toBe(2);
    expect(store.common.statusLoaded).toBe(true);
    expect(store.ui.dialogs).toHaveLength(0);
  });

  it('keeps the cached status when the server answers success false', async () => {
    const cached = statusValue({ ip: '192.0.2.9' });
    window.localStorage.setItem(STATUS_KEY, JSON.stringify(cached));
    const { store } = await createTestStore({
      status: null,
      routes: { 'GET /wps/system/status': { success: false, code: 'merchant.invalid' } },
    });
    await store.common.refreshStatus();
    expect(store.common.clientIp).toBe('192.0.2.9');
  });

  it.each([
    [false, false, 0],
    [true, false, 1],
    [false, true, 2],
    [true, true, 1],
  ])('maintenance %s and region restriction %s give system status %i (maintenance wins)', async (maintenance, regionRestriction, code) => {
    const { store } = await createTestStore({ status: statusValue({ maintenance, regionRestriction }) });
    expect(store.common.systemStatus).toBe(code);
  });

  it.each([
    ['1', 'new'],
    ['0', 'base'],
    ['', 'base'],
    ['2', 'base'],
  ])('mem_cen "%s" selects the %s member centre', async (memCen, version) => {
    const { store } = await createTestStore({
      status: statusValue({ info: { mobileTemplate: { mem_cen: memCen, dep_func: '0' } } }),
    });
    expect(store.common.memberCentreVersion).toBe(version);
  });

  it.each([
    ['1', 'new'],
    ['0', 'base'],
    ['new', 'base'],
  ])('dep_func "%s" selects the %s deposit detail', async (depFunc, version) => {
    const { store } = await createTestStore({
      status: statusValue({ info: { mobileTemplate: { mem_cen: '0', dep_func: depFunc } } }),
    });
    expect(store.common.depositDetailVersion).toBe(version);
  });

  it('template versions are base while no status is known', async () => {
    const { store } = await createTestStore({ status: null });
    expect(store.common.memberCentreVersion).toBe('base');
    expect(store.common.depositDetailVersion).toBe('base');
  });

  it('exposes client ip, customer-service entries, download links and languages from the status', async () => {
    const { store } = await createTestStore({ status: statusValue({ ip: '203.0.113.50' }) });
    expect(store.common.clientIp).toBe('203.0.113.50');
    expect(store.common.customerService.map((c) => c.csType)).toEqual(['TELEGRAM', 'FACEBOOK']);
    expect(store.common.downloadLinks).toEqual({ android: 'https://mlobby.test/app.apk' });
    expect(store.common.languages).toEqual(['bn', 'en']);
    expect(store.common.template).toBe('dark');
  });

  it('memberInfo is fetched once and reused until a forced renew', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0) });
    const first = await store.common.fetchMemberInfo();
    await store.common.fetchMemberInfo();
    expect(callsTo(fetch, '/wps/member/info')).toHaveLength(1);
    expect(first).toEqual({ id: 1, type: 0, userName: 'alice' });
    await store.common.fetchMemberInfo(true);
    expect(callsTo(fetch, '/wps/member/info')).toHaveLength(2);
  });

  it('memberInfo is cached in local storage and reused after a reload of the same session without a call', async () => {
    const first = await createTestStore({ session: sessionOf(0) });
    await first.store.common.fetchMemberInfo();
    const second = await createTestStore();
    expect(second.store.session.info?.userName).toBe('alice');
    expect(await second.store.common.fetchMemberInfo()).toEqual({ id: 1, type: 0, userName: 'alice' });
    expect(callsTo(second.fetch, '/wps/member/info')).toHaveLength(0);
  });

  it('a forced renew replaces the cached member info with the fresh answer', async () => {
    let n = 0;
    const { store } = await createTestStore({
      session: sessionOf(0),
      routes: { 'GET /wps/member/info': () => ({ success: true, value: { id: 1, type: 0, userName: `alice${++n}` } }) },
    });
    await store.common.fetchMemberInfo();
    const renewed = await store.common.fetchMemberInfo(true);
    expect(renewed?.userName).toBe('alice2');
  });

  it('does not ask for member info without a session', async () => {
    const { store, fetch } = await createTestStore();
    expect(await store.common.fetchMemberInfo(true)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clear() forgets member info (memory and storage) but keeps the status', async () => {
    const { store } = await createTestStore({ session: sessionOf(0) });
    await store.common.fetchMemberInfo();
    store.common.clear();
    expect(store.common.memberInfo).toBeNull();
    expect(window.localStorage.getItem('mlobby.memberInfo')).toBeNull();
    expect(store.common.status).not.toBeNull();
  });

  it('statusLoaded turns true only once the refresh has finished', async () => {
    const answer = deferred<unknown>();
    const { store } = await createTestStore({ status: null, routes: { 'GET /wps/system/status': () => answer.promise } });
    const refreshing = store.common.refreshStatus();
    expect(store.common.statusLoaded).toBe(false);
    answer.resolve({ success: true, value: statusValue() });
    await refreshing;
    expect(store.common.statusLoaded).toBe(true);
  });
});

describe('CommonStore member info across sessions', () => {
  const MEMBER_INFO_KEY = 'mlobby.memberInfo';

  it("does not keep a previous session's member info for a visitor (tab closed, session storage gone)", async () => {
    window.localStorage.setItem(MEMBER_INFO_KEY, JSON.stringify({ id: 1, type: 0, userName: 'alice' }));
    const { store } = await createTestStore();
    expect(store.common.memberInfo).toBeNull();
    expect(window.localStorage.getItem(MEMBER_INFO_KEY)).toBeNull();
  });

  it("does not reuse another user's cached member info after a new login", async () => {
    const { store, fetch } = await createTestStore({
      session: sessionOf(0, 'alice'),
      routes: { 'GET /wps/member/info': () => ({ success: true, value: { id: 2, type: 1, userName: 'bob' } }) },
    });
    store.common.setMemberInfo({ id: 1, type: 0, userName: 'alice' });
    store.session.setSession(sessionOf(1, 'bob'));
    expect(store.common.memberInfo).toBeNull();
    expect(await store.common.fetchMemberInfo()).toEqual({ id: 2, type: 1, userName: 'bob' });
    expect(callsTo(fetch, '/wps/member/info')).toHaveLength(1);
  });

  it("keeps the same user's cached member info on a reload", async () => {
    window.localStorage.setItem(MEMBER_INFO_KEY, JSON.stringify({ id: 1, type: 0, userName: 'alice' }));
    const { store, fetch } = await createTestStore({ session: sessionOf(0, 'alice') });
    expect(await store.common.fetchMemberInfo()).toEqual({ id: 1, type: 0, userName: 'alice' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
