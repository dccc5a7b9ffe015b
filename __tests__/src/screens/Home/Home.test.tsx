import { screen, within } from '@testing-library/react';
import { GamePath } from '@common/contract/games';
import { callsTo, renderApp, sessionOf, statusValue } from '../../helpers/renderApp';
import { category, gameItem, homeRoutes } from '../../helpers/games';

const CATEGORIES = [
  category('LOTT', 1, ['HOUSE_LOTTO', 'TCG_LOTTO_VN']),
  category('LIVE', 2, ['EVO']),
  category('RNG', 3, ['PG']),
  category('EVENT', 4, ['FESTIVAL']),
];

async function home(options: { loggedIn?: boolean; whitelabel?: Record<string, boolean> } = {}) {
  const base = statusValue();
  const status = statusValue({ info: { whitelabel: { ...base.info.whitelabel, ...options.whitelabel } } });
  const app = await renderApp({
    session: options.loggedIn ? sessionOf(0) : null,
    status,
    routes: homeRoutes({ categories: CATEGORIES, list: { success: true, value: { games: [gameItem()], pageNum: 1, totalPages: 1 } } }),
  });
  await screen.findByRole('heading', { name: 'Slots' });
  return app;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Home sections (§2 display rules)', () => {
  it('shows a block per category in the merchant order', async () => {
    await home();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.filter((t) => ['Lottery', 'Live casino', 'Slots', 'Events'].includes(t ?? ''))).toEqual(['Lottery', 'Live casino', 'Slots', 'Events']);
  });

  it('Lottery shows vendor tiles labelled Lottery, the third-party lottery included', async () => {
    await home({ loggedIn: true });
    const links = within(section('Lottery')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['All lotteries', 'Lottery', 'Lottery']);
    expect(links[2]).toHaveAttribute('href', '/m/game?vassKey=LOTT-TCG_LOTTO_VN');
  });

  it('RNG shows game tiles from the game list call, with a display-all link', async () => {
    const { fetch } = await home({ loggedIn: true });
    const rng = section('Slots');
    expect(await within(rng).findByRole('button', { name: /Lucky Lanterns/ })).toBeInTheDocument();
    expect(within(rng).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/m/gameList?gameType=RNG');
    const list = new URL(callsTo(fetch, GamePath.list)[0].url, 'http://localhost');
    expect(list.searchParams.get('gameType')).toBe('RNG');
  });

  it('LIVE shows vendor tiles leading to the vendor game list, with a display-all link', async () => {
    await home({ loggedIn: true });
    const live = section('Live casino');
    expect(within(live).getByRole('link', { name: 'EVO' })).toHaveAttribute('href', '/m/gameList?gameType=LIVE&vassalage=EVO');
    expect(within(live).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/m/gameList?gameType=LIVE');
  });

  it('EVENT shows vendor tiles and no display-all link', async () => {
    await home({ loggedIn: true });
    const events = section('Events');
    expect(within(events).queryByRole('link', { name: 'All' })).toBeNull();
    expect(within(events).getByRole('link', { name: 'FESTIVAL' })).toHaveAttribute('href', '/m/game?vassKey=EVENT-FESTIVAL');
  });

  it('a logged-out display-all link goes to /m/login', async () => {
    await home();
    expect(within(section('Slots')).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/m/login');
  });

  it('has the search and more-selector links, the ticker link and the promotions link', async () => {
    await home();
    expect(screen.getByRole('link', { name: /Search games/ })).toHaveAttribute('href', '/m/gameList?more=1');
    expect(screen.getByRole('link', { name: 'More games' })).toHaveAttribute('href', '/m/gameList?more=2');
    expect(screen.getByRole('link', { name: /No announcement/ })).toHaveAttribute('href', '/m/notice');
    expect(screen.getByRole('link', { name: /Promotions/ })).toHaveAttribute('href', '/m/activity');
  });

  it('the category bar has one button per game type', async () => {
    await home();
    const bar = screen.getByRole('navigation', { name: 'Game categories' });
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Lottery', 'Live casino', 'Slots', 'Events']);
  });

  it('shows login and register buttons only when logged out', async () => {
    await home();
    expect(screen.getAllByRole('link', { name: 'Register' }).length).toBeGreaterThan(0);
    screen.getAllByRole('link', { name: 'Log in' }).forEach((a) => expect(a).toHaveAttribute('href', '/m/login'));
  });

  it('with no banner data shows our default banner as an immediate high-priority image', async () => {
    await home();
    const img = within(screen.getByRole('region', { name: 'Promotions and news' })).getByRole('button', { name: 'Banner 1 of 1' }).querySelector('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '750');
  });
});
