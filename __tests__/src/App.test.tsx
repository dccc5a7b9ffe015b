import { screen, waitFor, within } from '@testing-library/react';
import { ROUTES } from '../../src/routes';
import { en, renderApp, sessionOf } from './helpers/renderApp';
import { promotionRoutes } from './helpers/promotions';

const t = (key: string): string => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;
/** The query a route needs to stay on its screen (§2: the apply screen's promotion). */
const QUERY: Record<string, string> = { '/applyReward': '?promotionId=7' };
const EVERY_PATH = ROUTES.flatMap((route) => route.paths.map((path) => [path, route] as const));

describe('App', () => {
  it('an unknown path lands on /m/home', async () => {
    const { location } = await renderApp({ path: '/m/no/such/page' });
    await waitFor(() => expect(location()).toBe('/m/home'));
    expect(await screen.findByRole('link', { name: en.home.search })).toHaveAttribute('href', '/m/gameList?more=1');
  });

  it('a visitor at /m/member/home lands on /m/login', async () => {
    const { location } = await renderApp({ path: '/m/member/home' });
    await waitFor(() => expect(location()).toBe('/m/login'));
  });

  it('paths match case-insensitively, as the legacy site did', async () => {
    const { location } = await renderApp({ path: '/m/ACTIVITY' });
    expect(location()).toBe('/m/ACTIVITY');
    expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 })).toHaveTextContent(en.title.activity);
  });

  it.each(EVERY_PATH)('%s renders its header title and a non-blank screen', async (path, route) => {
    const url = `/m${path === '/' ? '' : path}${QUERY[path] ?? ''}`;
    const { location } = await renderApp({ path: url, session: sessionOf(0), routes: promotionRoutes() });
    const page = screen.getByTestId('page');
    await waitFor(() => expect(page.textContent?.trim()).not.toBe(''));
    if (route.noHeader) expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    else if (route.titleKey) {
      expect(t(route.titleKey)).toEqual(expect.any(String));
      expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 })).toHaveTextContent(t(route.titleKey));
    } else expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(location()).toBe(url);
  });

  it('every title key of ROUTES exists in en.json', () => {
    const missing = ROUTES.filter((r) => r.titleKey && typeof t(r.titleKey) !== 'string').map((r) => r.titleKey);
    expect(missing).toEqual([]);
  });

  it('/m/service lists the customer-service channels', async () => {
    await renderApp({ path: '/m/service' });
    const page = screen.getByTestId('page');
    expect(await within(page).findByRole('link', { name: 'Telegram help' })).toBeInTheDocument();
  });

  it('/m/download/ios shows the iOS steps, the iOS 12.4 requirement and no missing link', async () => {
    await renderApp({ path: '/m/download/ios' });
    const page = screen.getByTestId('page');
    expect(await within(page).findByText(en.download.iosStep2)).toBeInTheDocument();
    expect(within(page).getByText(en.app.iosRequirement)).toBeInTheDocument();
    expect(within(page).getByText(en.download.unavailable)).toBeInTheDocument();
  });

  it('/m/download/android links to the merchant download', async () => {
    await renderApp({ path: '/m/download/android' });
    const page = screen.getByTestId('page');
    expect(await within(page).findByRole('link', { name: en.download.button })).toHaveAttribute('href', 'https://mlobby.test/app.apk');
  });

  it('the home page invites visitors to log in or register', async () => {
    await renderApp({ path: '/m/home' });
    const page = screen.getByTestId('page');
    expect(await within(page).findByRole('link', { name: en.common.login })).toHaveAttribute('href', '/m/login');
    expect(within(page).getByText(en.app.gamesCount)).toBeInTheDocument();
  });
});
