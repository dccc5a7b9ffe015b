import { runInAction } from 'mobx';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../src/api/client';
import { SESSION_INFO_KEY } from '../../../src/config/constants';
import { loginPath } from '../../../src/paths';
import { createTestStore, en, HttpReply, inAct, renderApp, sessionOf } from '../helpers/renderApp';

const NOT_LOGGED_IN = { success: false, code: 'customer.not.login', message: 'Session expired' };

describe('RootStore', () => {
  it('creates every store and one api client', async () => {
    const { store } = await createTestStore();
    for (const part of [store.ui, store.session, store.common, store.wallet, store.catalog, store.language, store.api]) {
      expect(part).toBeDefined();
    }
    expect(store.language.code).toBe('en');
  });

  it('clear() resets session, member info, wallet and catalogue but keeps the merchant status', async () => {
    const { store } = await createTestStore({ session: sessionOf(0) });
    await store.wallet.refresh();
    await store.common.fetchMemberInfo();
    runInAction(() => {
      store.catalog.hotGames = [];
    });
    store.clear();
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.common.memberInfo).toBeNull();
    expect(store.wallet.sumBalance).toBeNull();
    expect(store.catalog.hotGames).toBeNull();
    expect(store.common.status).not.toBeNull();
  });

  it('a customer.not.login answer clears the session and shows the notice leading to /m/login', async () => {
    const { store } = await createTestStore({ session: sessionOf(0), routes: { 'GET /wps/member/info': NOT_LOGGED_IN } });
    await expect(store.common.fetchMemberInfo()).rejects.toBeInstanceOf(ApiError);
    expect(store.session.isLoggedIn).toBe(false);
    expect(window.sessionStorage.getItem(SESSION_INFO_KEY)).toBeNull();
    expect(store.ui.dialogs).toEqual([
      expect.objectContaining({ titleKey: 'common.notice', message: { key: 'error.notLoggedIn' }, to: loginPath() }),
    ]);
    expect(loginPath()).toBe('/m/login');
  });

  it('an HTTP 401 counts as not logged in', async () => {
    const { store } = await createTestStore({
      session: sessionOf(0),
      routes: { 'GET /wps/member/info': new HttpReply(401, { success: false }) },
    });
    await expect(store.common.fetchMemberInfo()).rejects.toBeInstanceOf(ApiError);
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.ui.dialogs[0]).toMatchObject({ to: '/m/login' });
  });

  it('a silent call (alert off) that finds the session gone clears it without a notice', async () => {
    const { store } = await createTestStore({ session: sessionOf(0), routes: { 'GET /wps/wallets/balance': NOT_LOGGED_IN } });
    await store.wallet.refresh();
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.ui.dialogs).toHaveLength(0);
  });

  it('token_ip_different turns auto login off', async () => {
    const { store } = await createTestStore({
      session: sessionOf(0),
      routes: { 'GET /wps/member/info': { success: false, code: 'token_ip_different', message: 'IP changed' } },
    });
    expect(store.session.autoLogin).toBe(true);
    await expect(store.common.fetchMemberInfo()).rejects.toBeInstanceOf(ApiError);
    expect(store.session.autoLogin).toBe(false);
    expect(window.localStorage.getItem('mlobby.autoLogin')).toBe('false');
    expect(store.session.isLoggedIn).toBe(true);
  });

  it('another error shows the server message in a notice', async () => {
    const { store } = await createTestStore({
      session: sessionOf(0),
      routes: { 'GET /wps/member/info': { success: false, code: 'some.error', message: 'Server says no' } },
    });
    await expect(store.common.fetchMemberInfo()).rejects.toBeInstanceOf(ApiError);
    expect(store.ui.dialogs[0]).toMatchObject({ message: { text: 'Server says no' } });
    expect(store.session.isLoggedIn).toBe(true);
  });

  it('sends the merchant code, the Language header of the current language and the session token', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0, 'erin') });
    await store.common.fetchMemberInfo(true);
    const headers = fetch.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers).toMatchObject({ Merchant: store.merchantCode, Language: 'EN', Authorization: 'tok-erin' });
  });

  it('the not-logged-in notice confirm leads to /m/login in the running app', async () => {
    const { store, user, location } = await renderApp({
      path: '/m/notice',
      session: sessionOf(0),
      routes: { 'GET /wps/member/info': NOT_LOGGED_IN },
    });
    await inAct(() => store.common.fetchMemberInfo().catch(() => undefined));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(en.error.notLoggedIn);
    expect(store.session.isLoggedIn).toBe(false);
    const confirm = screen.getByRole('button', { name: en.common.confirm });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(location()).toBe('/m/login'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
