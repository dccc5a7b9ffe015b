import { SESSION_INFO_KEY } from '../../../src/config/constants';
import { createTestStore, sessionOf } from '../helpers/renderApp';

const AUTO_LOGIN_KEY = 'mlobby.autoLogin';

describe('SessionStore', () => {
  it('keeps the session in session storage under MC_SESSION_INFO', async () => {
    const { store } = await createTestStore();
    store.session.setSession(sessionOf(0, 'bob'));
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_INFO_KEY) ?? 'null')).toEqual(sessionOf(0, 'bob'));
    expect(store.session.token).toBe('tok-bob');
    expect(store.session.isLoggedIn).toBe(true);
  });

  it('restores the session from MC_SESSION_INFO when the page reloads', async () => {
    const { store } = await createTestStore({ session: sessionOf(1, 'carol') });
    expect(store.session.isLoggedIn).toBe(true);
    expect(store.session.info?.userName).toBe('carol');
  });

  it('is logged out without a stored session', async () => {
    const { store } = await createTestStore();
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.session.token).toBeNull();
    expect(store.session.type).toBeNull();
  });

  it.each([0, 1, 2] as const)('treats type %i as a real member, not a trial', async (type) => {
    const { store } = await createTestStore({ session: sessionOf(type) });
    expect(store.session.isRealMember).toBe(true);
    expect(store.session.isTrial).toBe(false);
  });

  it('treats type 4 as a trial account that is not a real member', async () => {
    const { store } = await createTestStore({ session: sessionOf(4) });
    expect(store.session.isTrial).toBe(true);
    expect(store.session.isRealMember).toBe(false);
  });

  it.each([40, 41, 42] as const)('treats type %i as neither a real member nor a trial', async (type) => {
    const { store } = await createTestStore({ session: sessionOf(type) });
    expect(store.session.isRealMember).toBe(false);
    expect(store.session.isTrial).toBe(false);
  });

  it('a visitor is neither a real member nor a trial', async () => {
    const { store } = await createTestStore();
    expect(store.session.isRealMember).toBe(false);
    expect(store.session.isTrial).toBe(false);
  });

  it('clear() forgets the session and empties all of session storage', async () => {
    const { store } = await createTestStore({ session: sessionOf(0) });
    window.sessionStorage.setItem('trialName', 'guest123');
    store.session.clear();
    expect(store.session.isLoggedIn).toBe(false);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('auto login is on by default', async () => {
    const { store } = await createTestStore();
    expect(store.session.autoLogin).toBe(true);
  });

  it('disableAutoLogin() turns auto login off and remembers it across restarts', async () => {
    const first = await createTestStore();
    first.store.session.disableAutoLogin();
    expect(first.store.session.autoLogin).toBe(false);
    expect(window.localStorage.getItem(AUTO_LOGIN_KEY)).toBe('false');
    const second = await createTestStore();
    expect(second.store.session.autoLogin).toBe(false);
  });

  it('logout calls DELETE /wps/session/logout with the token, then clears the session and auto login', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0, 'dave') });
    await store.session.logout(9999);
    const [call] = fetch.mock.calls.filter(([url]) => String(url).endsWith('/wps/session/logout'));
    expect(call[1]?.method).toBe('DELETE');
    expect((call[1]?.headers as Record<string, string>).Authorization).toBe('tok-dave');
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.session.autoLogin).toBe(false);
    expect(window.sessionStorage.getItem(SESSION_INFO_KEY)).toBeNull();
    expect(store.ui.loading).toBeNull();
  });

  it('logout still clears the local session when the server call fails', async () => {
    const { store } = await createTestStore({
      session: sessionOf(0),
      routes: {
        'DELETE /wps/session/logout': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await store.session.logout(9999);
    expect(store.session.isLoggedIn).toBe(false);
    expect(window.sessionStorage.getItem(SESSION_INFO_KEY)).toBeNull();
  });

  it('logout shows the waiting message while the server call runs', async () => {
    let seen: unknown = null;
    const { store } = await createTestStore({
      session: sessionOf(0),
      routes: {
        'DELETE /wps/session/logout': () => {
          seen = store.ui.loading;
          return { success: true };
        },
      },
    });
    await store.session.logout(9999);
    expect(seen).toEqual({ key: 'toast.loggingOut' });
  });
});
