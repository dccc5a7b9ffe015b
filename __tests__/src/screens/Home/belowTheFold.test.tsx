import { act, screen, within } from '@testing-library/react';
import { GamePath } from '@common/contract/games';
import { category, gameItem, homeRoutes } from '../../helpers/games';
import { callsTo, deferred, en, renderApp } from '../../helpers/renderApp';

/** An IntersectionObserver the test drives: a place is near the screen when the test says so. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  static comeNear(target: Element) {
    for (const o of FakeIntersectionObserver.instances.filter((i) => i.targets.includes(target))) {
      o.callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    }
  }
}

const home = () =>
  renderApp({
    routes: homeRoutes({
      categories: [category('RNG', 1, ['PG']), category('LIVE', 2, ['EVO'])],
      list: { success: true, value: { games: [gameItem()], pageNum: 1, totalPages: 1 } },
    }),
  });

describe('Home blocks below the first screen (§2, issue 12)', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('render no tiles and ask for no games or winners until they come near the screen, their height reserved', async () => {
    const { fetch } = await home();
    await screen.findByRole('heading', { name: /RNG|slot/i });
    const places = screen.getAllByTestId('when-near');
    // One per category's tiles plus the winner board.
    expect(places).toHaveLength(3);
    for (const place of places) expect(Number.parseFloat(place.style.minHeight)).toBeGreaterThan(0);
    expect(callsTo(fetch, GamePath.list)).toHaveLength(0);
    expect(callsTo(fetch, GamePath.winners)).toHaveLength(0);
    expect(document.querySelector('[id^="games-"] img')).toBeNull();
  });

  it('renders a block and loads its games once it comes near the screen, its images lazy with their size reserved', async () => {
    const { fetch } = await home();
    await screen.findByRole('heading', { name: /RNG|slot/i });
    const section = document.getElementById('games-RNG')!;
    await act(async () => FakeIntersectionObserver.comeNear(within(section).getByTestId('when-near')));
    expect(await within(section).findByText('Lucky Lanterns')).toBeInTheDocument();
    expect(callsTo(fetch, GamePath.list)).toHaveLength(1);
    expect(callsTo(fetch, GamePath.winners)).toHaveLength(0);
    const images = [...section.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '96');
      expect(image).toHaveAttribute('height', '96');
    }
  });
});

describe('Home first screen keeps its places while loading (issue 12: no layout shift)', () => {
  it('shows the hot-games block with its strip while the hot games load, and drops it when there are none', async () => {
    const hot = deferred<unknown>();
    const { store } = await renderApp({ routes: { ...homeRoutes(), [`GET ${GamePath.hot}`]: () => hot.promise } });
    const block = await screen.findByRole('region', { name: en.home.hotGames });
    expect(block.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => hot.resolve({ success: true, value: [] }));
    expect(store.catalog.hotGames).toEqual([]);
    expect(screen.queryByRole('region', { name: en.home.hotGames })).toBeNull();
  });
});
