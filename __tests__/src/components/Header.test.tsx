import { screen, waitFor, within } from '@testing-library/react';
import type { MemberType } from '@common/contract/member';
import { callsTo, en, fakeHistoryLength, inAct, renderApp, sessionOf } from '../helpers/renderApp';
import { promotionRoutes } from '../helpers/promotions';

const header = () => screen.getByRole('banner');

describe('Header on the home page', () => {
  it('the menu button opens the member panel and refreshes the wallet when logged in', async () => {
    const { user, fetch, store } = await renderApp({ path: '/m/home', session: sessionOf(0) });
    expect(callsTo(fetch, '/wps/wallets/balance')).toHaveLength(0);
    const menu = within(header()).getByRole('button', { name: en.header.openPanel });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(store.ui.drawerOpen).toBe(true);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('1,234.56')).toBeInTheDocument();
    expect(callsTo(fetch, '/wps/wallets/balance')).toHaveLength(1);
  });

  it('the menu button opens the panel without a wallet call for visitors', async () => {
    const { user, fetch, store } = await renderApp({ path: '/m/home' });
    await user.click(within(header()).getByRole('button', { name: en.header.openPanel }));
    expect(store.ui.drawerOpen).toBe(true);
    expect(callsTo(fetch, '/wps/wallets/balance')).toHaveLength(0);
  });

  it.each([0, 1, 2] as MemberType[])('shows the deposit link to /m/voucherCenter for member type %i', async (type) => {
    await renderApp({ path: '/m/home', session: sessionOf(type) });
    expect(within(header()).getByRole('link', { name: en.common.deposit })).toHaveAttribute('href', '/m/voucherCenter');
  });

  it.each([4, 40] as MemberType[])('shows no deposit link for member type %i', async (type) => {
    await renderApp({ path: '/m/home', session: sessionOf(type) });
    expect(within(header()).queryByRole('link', { name: en.common.deposit })).not.toBeInTheDocument();
  });

  it('visitors see register and login links and no deposit link', async () => {
    await renderApp({ path: '/m/home' });
    expect(within(header()).getByRole('link', { name: en.common.register })).toHaveAttribute('href', '/m/register');
    expect(within(header()).getByRole('link', { name: en.common.login })).toHaveAttribute('href', '/m/login');
    expect(within(header()).queryByRole('link', { name: en.common.deposit })).not.toBeInTheDocument();
  });

  it('logged-in members see no register or login links', async () => {
    await renderApp({ path: '/m/home', session: sessionOf(0) });
    expect(within(header()).queryByRole('link', { name: en.common.login })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: en.common.register })).not.toBeInTheDocument();
  });

  it.each(['/m', '/m/index', '/m/index.html', '/m/home'])('%s gets the home header', async (path) => {
    await renderApp({ path });
    expect(within(header()).getByRole('button', { name: en.header.openPanel })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: en.header.back })).not.toBeInTheDocument();
  });

  it('an invalid affiliate code makes the home header show a back arrow instead of the menu', async () => {
    const { store } = await renderApp({ path: '/m/home' });
    await inAct(() => store.ui.setInvalidAffiliateCode(true));
    expect(within(header()).getByRole('button', { name: en.header.back })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: en.header.openPanel })).not.toBeInTheDocument();
  });
  it('an invalid.affiliate.code answer from the server turns the home menu into a back arrow', async () => {
    // A token path: exempt paths such as /wps/agent/affiliate pass their envelope through unchecked.
    const { store } = await renderApp({
      path: '/m/home',
      session: sessionOf(0),
      routes: { 'GET /wps/member/info': { success: false, code: 'invalid.affiliate.code', message: 'Invalid code' } },
    });
    await inAct(() => store.common.fetchMemberInfo().catch(() => undefined));
    expect(store.ui.invalidAffiliateCode).toBe(true);
    expect(within(header()).getByRole('button', { name: en.header.back })).toBeInTheDocument();
  });
});

describe('Header on other pages', () => {
  let restoreHistory: (() => void) | undefined;
  afterEach(() => restoreHistory?.());

  it.each([
    ['/m/activity', en.title.activity],
    ['/m/forget', en.title.forget],
    ['/m/trail', en.title.trail],
    ['/m/notice', en.title.notice],
    ['/m/applyReward?promotionId=7', en.title.applyReward],
  ])('%s shows the title "%s" with a back arrow and a home link', async (path, title) => {
    await renderApp({ path, session: sessionOf(0), routes: promotionRoutes() });
    expect(within(header()).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(within(header()).getByRole('button', { name: en.header.back })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: en.header.home })).toHaveAttribute('href', '/m/home');
    expect(within(header()).queryByRole('button', { name: en.header.openPanel })).not.toBeInTheDocument();
  });

  it('/m/changePsw shows the first password title', async () => {
    await renderApp({ path: '/m/changePsw', session: sessionOf(0) });
    expect(within(header()).getByRole('heading', { level: 1 })).toHaveTextContent(en.title.changePsw);
  });

  it('/m/register has a header without a title', async () => {
    await renderApp({ path: '/m/register' });
    expect(within(header()).getByRole('heading', { level: 1 })).toHaveTextContent(/^$/);
    expect(within(header()).getByRole('button', { name: en.header.back })).toBeInTheDocument();
  });

  it('/m/login has no header at all', async () => {
    await renderApp({ path: '/m/login' });
    expect(await screen.findByRole('form', { name: en.login.title })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('back goes to /m/home when the history holds one entry', async () => {
    restoreHistory = fakeHistoryLength(1);
    const { user, location } = await renderApp({ path: ['/m/service', '/m/notice'] });
    await user.click(within(header()).getByRole('button', { name: en.header.back }));
    await waitFor(() => expect(location()).toBe('/m/home'));
  });

  it('back goes one page back when there is history', async () => {
    restoreHistory = fakeHistoryLength(3);
    const { user, location } = await renderApp({ path: ['/m/service', '/m/notice'] });
    await user.click(within(header()).getByRole('button', { name: en.header.back }));
    await waitFor(() => expect(location()).toBe('/m/service'));
  });

  it('back from /m/activity goes to /m/home even with history', async () => {
    restoreHistory = fakeHistoryLength(3);
    const { user, location } = await renderApp({ path: ['/m/service', '/m/activity'] });
    await user.click(within(header()).getByRole('button', { name: en.header.back }));
    await waitFor(() => expect(location()).toBe('/m/home'));
  });

  it('the home link leads to /m/home', async () => {
    const { user, location } = await renderApp({ path: '/m/notice' });
    await user.click(within(header()).getByRole('link', { name: en.header.home }));
    await waitFor(() => expect(location()).toBe('/m/home'));
  });
});
