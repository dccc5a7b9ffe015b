import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GamePath } from '@common/contract/games';
import { gameItem, gameListReply, queryOf } from '../../helpers/gameCatalogue';
import { callsTo, deferred, en, HttpReply, renderApp, sessionOf, type FakeRequest, type Reply } from '../../helpers/renderApp';

const LIST = `GET ${GamePath.list}`;
const VENDORS = {
  [`GET ${GamePath.vendors}`]: {
    success: true,
    value: [
      { vendorCode: 'PG', displayName: 'PG Soft', gameTypes: ['RNG', 'FISH'], seamless: true },
      { vendorCode: 'EVO', displayName: 'Evolution', gameTypes: ['LIVE'], seamless: false },
    ],
  },
};

/** IntersectionObserver stand-in: tests say when the sentinel comes into view. */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
beforeAll(() => {
  class FakeObserver {
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(el: Element) {
      this.targets.push(el);
    }
    disconnect() {
      observers.splice(observers.indexOf(this), 1);
    }
  }
  Object.assign(window, { IntersectionObserver: FakeObserver });
});
afterAll(() => {
  delete (window as unknown as Record<string, unknown>).IntersectionObserver;
});
afterEach(() => {
  observers.length = 0;
});

async function sentinelInView(): Promise<void> {
  await act(async () => {
    for (const o of [...observers]) {
      o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as unknown as IntersectionObserver);
    }
  });
}

function listCalls(fetch: Parameters<typeof callsTo>[0]) {
  return callsTo(fetch, GamePath.list).map(queryOf);
}

function open(path: string, routes: Record<string, Reply> = {}, loggedIn = false) {
  return renderApp({ path, routes: { [LIST]: gameListReply(45), ...VENDORS, ...routes }, session: loggedIn ? sessionOf(0) : null });
}

describe('GameList screen: lists', () => {
  it('gameType defaults to RNG: slots load 20 a page and the slots tab is current', async () => {
    const { fetch } = await open('/m/gameList');
    expect(await screen.findByText('Game 1')).toBeInTheDocument();
    expect(listCalls(fetch)[0]).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '20', clientType: '2' });
    const tabs = screen.getByRole('navigation', { name: en.gameList.tabsLabel });
    expect(within(tabs).getByRole('link', { name: en.category.RNG })).toHaveAttribute('aria-current', 'page');
  });

  it("the grid's tiles load their icons at once (the virtual grid renders only rows near the screen); the home's strips stay lazy", async () => {
    await open('/m/gameList');
    const tile = (await screen.findByText('Game 1')).closest('button')!;
    expect(tile.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('scrolling to the end appends the next page and updates the list; the last page stops loading', async () => {
    const { fetch } = await open('/m/gameList?gameType=RNG');
    const list = await screen.findByRole('list', { name: en.category.RNG });
    expect(list).toHaveAttribute('data-total', '20');
    await sentinelInView();
    await waitFor(() => expect(list).toHaveAttribute('data-total', '40'));
    await sentinelInView();
    await waitFor(() => expect(list).toHaveAttribute('data-total', '45'));
    expect(screen.queryByRole('button', { name: en.gameList.loadMore })).not.toBeInTheDocument();
    expect(listCalls(fetch).map((q) => q.pageNo)).toEqual(['1', '2', '3']);
  });

  it('FISH loads 999 games in one page and keeps only the visible rows in the DOM, rendering others after scrolling', async () => {
    const { fetch } = await open('/m/gameList?gameType=FISH', { [LIST]: gameListReply(999) });
    const list = await screen.findByRole('list', { name: en.category.FISH });
    expect(listCalls(fetch)[0]).toMatchObject({ gameType: 'FISH', pageSize: '999' });
    expect(list).toHaveAttribute('data-total', '999');
    const before = within(list).getAllByRole('listitem');
    expect(before.length).toBeLessThan(60);
    expect(before[0]).toHaveAttribute('aria-setsize', '999');
    expect(screen.queryByText('Game 900')).not.toBeInTheDocument();

    const frame = list.parentElement as HTMLElement;
    jest.spyOn(frame, 'getBoundingClientRect').mockReturnValue({ top: -50_000 } as DOMRect);
    fireEvent.scroll(document);
    expect(await screen.findByText('Game 900')).toBeInTheDocument();
    expect(screen.queryByText('Game 1')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
    expect(screen.queryByRole('button', { name: en.gameList.loadMore })).not.toBeInTheDocument();
  });

  it('PVP also asks for 999 games a page', async () => {
    const { fetch } = await open('/m/gameList?gameType=PVP', { [LIST]: gameListReply(3) });
    await screen.findByText('Game 1');
    expect(listCalls(fetch)[0]).toMatchObject({ gameType: 'PVP', pageSize: '999' });
  });

  it("while the vendors load, an empty chip row holds the chips' place (the grid does not jump when they arrive)", async () => {
    const answer = deferred<unknown>();
    await open('/m/gameList', { [`GET ${GamePath.vendors}`]: () => answer.promise });
    await screen.findByText('Game 1');
    const row = screen.getByRole('list', { name: en.gameList.vendorsLabel });
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(row).toBeEmptyDOMElement();
    expect(getComputedStyle(row).minHeight).toBe('44px');
    await act(async () => {
      answer.resolve(VENDORS[`GET ${GamePath.vendors}`]);
      await answer.promise;
    });
    const chips = await screen.findByRole('link', { name: 'PG Soft' });
    expect(chips.closest('ul')).not.toHaveAttribute('aria-busy');
  });

  it('vendor chips are links that filter by vassalage', async () => {
    const { fetch, user, location } = await open('/m/gameList');
    const chips = await screen.findByRole('list', { name: en.gameList.vendorsLabel });
    expect(within(chips).getByRole('link', { name: en.gameList.allVendors })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).queryByRole('link', { name: 'Evolution' })).not.toBeInTheDocument();
    await user.click(within(chips).getByRole('link', { name: 'PG Soft' }));
    expect(location()).toBe('/m/gameList?gameType=RNG&vassalage=PG');
    await waitFor(() => expect(listCalls(fetch).at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'PG' }));
    expect(within(chips).getByRole('link', { name: 'PG Soft' })).toHaveAttribute('aria-current', 'page');
  });

  it('gameClassify JP asks across types and shows the jackpot title', async () => {
    const { fetch } = await open('/m/gameList?gameClassify=JP');
    expect(await screen.findByRole('heading', { name: en.home.jackpot })).toBeInTheDocument();
    await screen.findByText('Game 1');
    expect(listCalls(fetch)[0]).toMatchObject({ gameClassify: 'JP' });
    expect(listCalls(fetch)[0].gameType).toBeUndefined();
  });

  it('gameClassify AC is the arcade tab', async () => {
    const { fetch } = await open('/m/gameList?gameClassify=AC');
    await screen.findByText('Game 1');
    expect(listCalls(fetch)[0]).toMatchObject({ gameClassify: 'AC' });
    expect(screen.getByRole('link', { name: en.category.AC })).toHaveAttribute('aria-current', 'page');
  });

  it('an empty list says so', async () => {
    await open('/m/gameList?gameType=LIVE', { [LIST]: { success: true, value: { games: [], pageNum: 1, totalPages: 0 } } });
    expect(await screen.findByText(en.gameList.empty)).toBeInTheDocument();
  });

  it('a failed list shows an error with a retry that loads it again', async () => {
    let fail = true;
    const { user } = await open('/m/gameList?gameType=SPORTS', { [LIST]: (r: FakeRequest) => (fail ? new HttpReply(500, {}) : gameListReply(2)(r)) });
    expect(await screen.findByRole('alert')).toHaveTextContent(en.gameList.error);
    fail = false;
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByText('Game 2')).toBeInTheDocument();
  });
});

describe('GameList screen: search and selector', () => {
  it('more=1 shows a labelled search box; typing asks once after a pause, with the term', async () => {
    const { fetch, user, location } = await open('/m/gameList?more=1');
    const box = await screen.findByRole('searchbox', { name: en.gameList.searchLabel });
    expect(box).toHaveAttribute('name', 'search');
    expect(screen.getByText(en.gameList.searchHint)).toBeInTheDocument();
    expect(listCalls(fetch)).toHaveLength(0);
    await user.type(box, 'lucky');
    await waitFor(() => expect(location()).toBe('/m/gameList?more=1&search=lucky'));
    await screen.findByText('Game 1');
    expect(listCalls(fetch)).toEqual([expect.objectContaining({ search: 'lucky', gameType: 'RNG' })]);
  });

  it('more=2 offers every category and its vendors as links', async () => {
    await open('/m/gameList?more=2');
    expect(await screen.findByRole('link', { name: en.gameList.allOfType.replace('{{category}}', en.category.FISH) })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=FISH',
    );
    const fishVendors = await screen.findByRole('list', { name: en.gameList.vendorsOf.replace('{{category}}', en.category.FISH) });
    expect(within(fishVendors).getByRole('link', { name: 'PG Soft' })).toHaveAttribute('href', '/m/gameList?gameType=FISH&vassalage=PG');
    expect(screen.getByRole('link', { name: en.gameList.allOfType.replace('{{category}}', en.category.AC) })).toHaveAttribute(
      'href',
      '/m/gameList?gameClassify=AC',
    );
  });
});

describe('GameList screen: favourites and recent', () => {
  const starOf = (name: string) => screen.getByRole('button', { name: en.gameList.favourite.replace('{{name}}', name) });

  it('logged out, the favourites and recent tabs lead to login and tiles carry no star', async () => {
    await open('/m/gameList');
    await screen.findByText('Game 1');
    expect(screen.getByRole('link', { name: en.gameList.favourites })).toHaveAttribute('href', '/m/login');
    expect(screen.getByRole('link', { name: en.gameList.recent })).toHaveAttribute('href', '/m/login');
    expect(screen.queryByRole('button', { name: en.gameList.favourite.replace('{{name}}', 'Game 1') })).not.toBeInTheDocument();
  });

  it('a member stars a game from the list (POST) and the star shows pressed', async () => {
    const { fetch, user } = await open(
      '/m/gameList',
      { [`GET ${GamePath.favouriteList}`]: { success: true, value: [gameItem(2)] }, [`POST ${GamePath.favourite}`]: { success: true } },
      true,
    );
    await screen.findByText('Game 1');
    await waitFor(() => expect(starOf('Game 2')).toHaveAttribute('aria-pressed', 'true'));
    expect(starOf('Game 1')).toHaveAttribute('aria-pressed', 'false');
    await user.click(starOf('Game 1'));
    await waitFor(() => expect(starOf('Game 1')).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo(fetch, GamePath.favourite, 'POST')).toHaveLength(1);
  });

  it('the favourites tab pages the favourites and unstarring removes one (DELETE)', async () => {
    const favourites = [gameItem(1), gameItem(2)];
    const { fetch, user } = await open(
      '/m/gameList?tab=favourites',
      {
        [`GET ${GamePath.favouriteList}`]: { success: true, value: favourites },
        [`GET ${GamePath.favouritePage}`]: { success: true, value: { content: favourites, pageNum: 1, totalPages: 1 } },
        [`DELETE ${GamePath.favourite}`]: { success: true },
      },
      true,
    );
    expect(await screen.findByRole('link', { name: en.gameList.favourites })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Game 2')).toBeInTheDocument();
    expect(queryOf(callsTo(fetch, GamePath.favouritePage)[0])).toEqual({ pageNo: '1', pageSize: '20' });
    await waitFor(() => expect(starOf('Game 2')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(starOf('Game 2'));
    await waitFor(() => expect(screen.queryByText('Game 2')).not.toBeInTheDocument());
    expect(queryOf(callsTo(fetch, GamePath.favourite, 'DELETE')[0])).toEqual({ gameId: '2' });
  });

  it('the recent tab shows the recently played games', async () => {
    await open('/m/gameList?tab=recent', { [`GET ${GamePath.recent}`]: { success: true, value: [gameItem(8)] } }, true);
    expect(await screen.findByText('Game 8')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.gameList.recent })).toHaveAttribute('aria-current', 'page');
  });

  it('a visitor opening the favourites tab is offered the login', async () => {
    await open('/m/gameList?tab=favourites');
    expect(await screen.findByText(en.gameList.loginFirst)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.common.login })).toHaveAttribute('href', '/m/login');
  });
});
