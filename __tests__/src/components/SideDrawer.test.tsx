import { screen, waitFor, within } from '@testing-library/react';
import { SESSION_INFO_KEY } from '../../../src/config/constants';
import { callsTo, deferred, en, inAct, renderApp, sessionOf, statusValue } from '../helpers/renderApp';

const panel = () => screen.getByRole('complementary', { name: en.drawer.label });

describe('SideDrawer', () => {
  it('is closed until opened', async () => {
    await renderApp({ path: '/m/home' });
    expect(screen.queryByRole('complementary', { name: en.drawer.label })).not.toBeInTheDocument();
  });

  it('shows a guest the guest name, the balance placeholder and login/register links', async () => {
    const { store } = await renderApp({ path: '/m/home' });
    await inAct(() => store.ui.toggleDrawer(true));
    expect(within(panel()).getByText(en.common.guest)).toBeInTheDocument();
    expect(within(panel()).getByLabelText(en.common.balance)).toHaveTextContent(en.common.balancePlaceholder);
    expect(within(panel()).getByRole('link', { name: en.common.login })).toHaveAttribute('href', '/m/login');
    expect(within(panel()).getByRole('link', { name: en.common.register })).toHaveAttribute('href', '/m/register');
    expect(within(panel()).queryByRole('button', { name: en.drawer.logout })).not.toBeInTheDocument();
  });

  it('shows a member the username and the balance with 2 decimals, no login links', async () => {
    const { user } = await renderApp({ path: '/m/home', session: sessionOf(0, 'alice') });
    await user.click(screen.getByRole('button', { name: en.header.openPanel }));
    expect(within(panel()).getByText('alice')).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getByLabelText(en.common.balance)).toHaveTextContent('1,234.56'));
    expect(within(panel()).queryByRole('link', { name: en.common.login })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: en.drawer.logout })).toBeInTheDocument();
  });

  it('lists home, customer service, member centre, promotions and deposit', async () => {
    const { store } = await renderApp({ path: '/m/home' });
    await inAct(() => store.ui.toggleDrawer(true));
    const items = within(panel()).getByRole('navigation');
    expect(within(items).getByRole('link', { name: en.drawer.home })).toHaveAttribute('href', '/m/home');
    expect(within(items).getByRole('link', { name: en.drawer.memberCentre })).toHaveAttribute('href', '/m/member/home');
    expect(within(items).getByRole('link', { name: en.drawer.promotions })).toHaveAttribute('href', '/m/activity');
    expect(within(items).getByRole('link', { name: en.drawer.deposit })).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(items).getByRole('button', { name: en.drawer.customerService })).toBeInTheDocument();
  });

  it('a link closes the drawer and navigates', async () => {
    const { store, user, location } = await renderApp({ path: '/m/home' });
    await inAct(() => store.ui.toggleDrawer(true));
    await user.click(within(panel()).getByRole('link', { name: en.drawer.promotions }));
    await waitFor(() => expect(location()).toBe('/m/activity'));
    expect(store.ui.drawerOpen).toBe(false);
  });

  it('the customer service item opens the channel popup', async () => {
    const { store, user } = await renderApp({ path: '/m/home' });
    await inAct(() => store.ui.toggleDrawer(true));
    await user.click(within(panel()).getByRole('button', { name: en.drawer.customerService }));
    expect(await screen.findByRole('dialog', { name: en.service.title })).toBeInTheDocument();
  });

  it('the close button closes the drawer', async () => {
    const { store, user } = await renderApp({ path: '/m/home' });
    await inAct(() => store.ui.toggleDrawer(true));
    await user.click(within(panel()).getByRole('button', { name: en.common.close }));
    expect(screen.queryByRole('complementary', { name: en.drawer.label })).not.toBeInTheDocument();
  });

  it('Escape closes the drawer and returns focus to the button that opened it', async () => {
    const { user } = await renderApp({ path: '/m/home' });
    const opener = screen.getByRole('button', { name: en.header.openPanel });
    await user.click(opener);
    expect(within(panel()).getByRole('button', { name: en.common.close })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: en.drawer.label })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Escape with a popup opened from the drawer closes only that popup', async () => {
    const { user } = await renderApp({ path: '/m/home' });
    await user.click(screen.getByRole('button', { name: en.header.openPanel }));
    const item = within(panel()).getByRole('button', { name: en.drawer.customerService });
    await user.click(item);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: en.service.title })).not.toBeInTheDocument();
    expect(panel()).toBeInTheDocument();
    expect(item).toHaveFocus();
  });

  it('renders at the document level, outside the page', async () => {
    const { store } = await renderApp({ path: '/m/home' });
    await inAct(() => store.ui.toggleDrawer(true));
    expect(panel().parentElement).toBe(document.body);
  });

  it('hides the language selector when the merchant offers one language', async () => {
    const { store } = await renderApp({ path: '/m/home', status: statusValue({ info: { languages: ['en'] } }) });
    await inAct(() => store.ui.toggleDrawer(true));
    expect(within(panel()).queryByRole('button', { name: new RegExp(en.drawer.language) })).not.toBeInTheDocument();
  });

  it('shows the language selector with several languages; it opens the flag popup with those languages', async () => {
    const { store, user } = await renderApp({ path: '/m/home', status: statusValue({ info: { languages: ['bn', 'en'] } }) });
    await inAct(() => store.ui.toggleDrawer(true));
    const row = within(panel()).getByRole('button', { name: `${en.drawer.language}: English` });
    await user.click(row);
    const picker = await screen.findByRole('dialog', { name: en.common.selectLanguage });
    const options = within(picker)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('lang'));
    expect(options.map((o) => o.getAttribute('lang'))).toEqual(['bn', 'en']);
    expect(within(picker).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('logout: confirm, waiting message, DELETE /wps/session/logout, session cleared, at /m/home', async () => {
    const answer = deferred<unknown>();
    const { store, user, fetch, location } = await renderApp({
      path: '/m/notice',
      session: sessionOf(0, 'alice'),
      routes: { 'DELETE /wps/session/logout': () => answer.promise },
    });
    await inAct(() => store.ui.toggleDrawer(true));
    await user.click(within(panel()).getByRole('button', { name: en.drawer.logout }));

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(en.toast.logoutConfirm);
    expect(callsTo(fetch, '/wps/session/logout')).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: en.common.confirm });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    expect(await screen.findByText(en.toast.loggingOut)).toBeInTheDocument();
    expect(callsTo(fetch, '/wps/session/logout', 'DELETE')).toHaveLength(1);
    expect(store.session.isLoggedIn).toBe(true);

    await inAct(async () => {
      answer.resolve({ success: true });
      await answer.promise;
    });
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(store.session.isLoggedIn).toBe(false);
    expect(window.sessionStorage.getItem(SESSION_INFO_KEY)).toBeNull();
    expect(screen.queryByText(en.toast.loggingOut)).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: en.drawer.label })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: en.common.login })).toBeInTheDocument();
  });

  it('cancelling the logout confirmation keeps the session', async () => {
    const { store, user, fetch } = await renderApp({ path: '/m/home', session: sessionOf(0) });
    await inAct(() => store.ui.toggleDrawer(true));
    await user.click(within(panel()).getByRole('button', { name: en.drawer.logout }));
    const cancel = within(screen.getByRole('alertdialog')).getByRole('button', { name: en.common.cancel });
    await waitFor(() => expect(cancel).toBeEnabled());
    await user.click(cancel);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.session.isLoggedIn).toBe(true);
    expect(callsTo(fetch, '/wps/session/logout')).toHaveLength(0);
  });
});

describe('SideDrawer after a previous session', () => {
  it('shows Guest, not the previous user, once that session is gone', async () => {
    window.localStorage.setItem('mlobby.memberInfo', JSON.stringify({ id: 1, type: 0, userName: 'alice' }));
    const { store } = await renderApp({ path: '/m/home' });
    await inAct(() => store.ui.toggleDrawer(true));
    expect(within(panel()).getByText(en.common.guest)).toBeInTheDocument();
    expect(within(panel()).queryByText('alice')).not.toBeInTheDocument();
  });
});
