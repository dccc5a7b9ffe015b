import { screen, waitFor, within } from '@testing-library/react';
import { NAV_ITEMS, showsBottomNav } from '../../../src/components/BottomNav';
import { NO_BOTTOM_NAV_PATHS } from '../../../src/routes';
import { CHANNEL_URLS, en, renderApp, sessionOf } from '../helpers/renderApp';

const nav = () => screen.getByRole('navigation', { name: en.nav.label });

describe('BottomNav', () => {
  it('is a <nav> of five real links: home, service, events, deposit, member centre', async () => {
    await renderApp({ path: '/m/home' });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/m/home', '/m/service', '/m/activity', '/m/voucherCenter', '/m/member/home']);
    expect(links.map((a) => a.textContent)).toEqual([en.nav.home, en.nav.service, en.nav.events, en.nav.deposit, en.nav.member]);
    expect(nav().tagName).toBe('NAV');
  });

  it('marks the current page active', async () => {
    await renderApp({ path: '/m/activity' });
    expect(within(nav()).getByRole('link', { name: en.nav.events })).toHaveClass('active');
    expect(within(nav()).getByRole('link', { name: en.nav.home })).not.toHaveClass('active');
  });

  it.each(['/m/login', '/m/register', '/m/register.html', '/m/forget', '/m/changePsw'])('is hidden on %s', async (path) => {
    const { location } = await renderApp({ path, session: sessionOf(0) });
    expect(location()).toBe(path);
    expect(screen.queryByRole('navigation', { name: en.nav.label })).not.toBeInTheDocument();
  });

  it('is shown on the home, activity and notice pages', async () => {
    for (const path of ['/home', '/activity', '/notice', '/']) expect(showsBottomNav(path)).toBe(true);
  });

  it('is hidden on every path of NO_BOTTOM_NAV_PATHS, with or without a trailing slash or case change', () => {
    expect(NO_BOTTOM_NAV_PATHS).toEqual(
      expect.arrayContaining(['/lottery', '/app', '/agent/home', '/changePsw', '/rnglist', '/login', '/register', '/forget']),
    );
    for (const path of NO_BOTTOM_NAV_PATHS) {
      expect(showsBottomNav(path)).toBe(false);
      expect(showsBottomNav(`${path}/`)).toBe(false);
      expect(showsBottomNav(path.toUpperCase())).toBe(false);
    }
  });

  it('lists the five items of §2 in order', () => {
    expect(NAV_ITEMS.map((i) => i.to)).toEqual(['/home', '/service', '/activity', '/voucherCenter', '/member/home']);
  });

  it('the service item opens the popup listing the channels instead of navigating', async () => {
    const { user, location } = await renderApp({ path: '/m/home' });
    await user.click(within(nav()).getByRole('link', { name: en.nav.service }));
    const popup = await screen.findByRole('dialog', { name: en.service.title });
    expect(location()).toBe('/m/home');
    expect(within(popup).getByRole('link', { name: 'Telegram help' })).toHaveAttribute('href', CHANNEL_URLS.TELEGRAM);
    expect(within(popup).getByRole('link', { name: 'Facebook help' })).toHaveAttribute('href', CHANNEL_URLS.FACEBOOK);
    await user.click(within(popup).getByRole('button', { name: en.common.close }));
    expect(screen.queryByRole('dialog', { name: en.service.title })).not.toBeInTheDocument();
  });

  it('the events item navigates to /m/activity', async () => {
    const { user, location } = await renderApp({ path: '/m/home' });
    await user.click(within(nav()).getByRole('link', { name: en.nav.events }));
    await waitFor(() => expect(location()).toBe('/m/activity'));
  });
});
