import { act, screen, waitFor, within } from '@testing-library/react';
import enJson from '../../locales/en.json';
import { start } from '../../src/bootstrap';
import type { StringsPart } from '../../src/i18n';
import { findRoute } from '../../src/routes';
import { STATUS_KEY } from '../../src/stores/CommonStore';
import { deferred, fakeFetch, statusValue } from './helpers/renderApp';

describe('bootstrap start()', () => {
  let container: HTMLElement;
  beforeEach(() => {
    window.history.replaceState(null, '', '/m/home');
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => container.remove());

  it('renders the cached maintenance page (and asks for nothing the home screen shows) before the status fetch answers, then the fresh normal status replaces it', async () => {
    window.localStorage.setItem(STATUS_KEY, JSON.stringify(statusValue({ maintenance: true })));
    const answer = deferred<unknown>();
    const fetch = fakeFetch({ 'GET /wps/system/status': () => answer.promise });
    const loadStrings = jest.fn(async () => enJson);

    let store!: Awaited<ReturnType<typeof start>>;
    await act(async () => {
      store = await start({ container, fetch: fetch as unknown as typeof globalThis.fetch, loadStrings });
    });
    const page = within(container);
    expect(page.getByRole('heading', { name: enJson.status.maintenanceTitle })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.common.statusLoaded).toBe(false);

    await act(async () => {
      answer.resolve({ success: true, value: statusValue() });
      await answer.promise;
    });
    await waitFor(() => expect(page.queryByRole('heading', { name: enJson.status.maintenanceTitle })).not.toBeInTheDocument());
    expect(await page.findByRole('link', { name: enJson.home.search })).toBeInTheDocument();
    expect(store.common.systemStatus).toBe(0);
    expect(JSON.parse(window.localStorage.getItem(STATUS_KEY) ?? 'null')).toMatchObject({ maintenance: false });
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it("starts in the merchant's default language from the cached status", async () => {
    window.localStorage.setItem(STATUS_KEY, JSON.stringify(statusValue({ info: { languages: ['bn', 'en'], defaultLanguage: 'en' } })));
    const loadStrings = jest.fn(async () => enJson);
    const fetch = fakeFetch();
    await act(async () => {
      await start({ container, fetch: fetch as unknown as typeof globalThis.fetch, loadStrings });
    });
    expect(loadStrings).toHaveBeenCalledWith('en', 'shell');
    expect(loadStrings).toHaveBeenCalledTimes(1);
  });

  it('starts in BN without a cached status', async () => {
    const loadStrings = jest.fn(async () => enJson);
    await act(async () => {
      await start({ container, fetch: fakeFetch() as unknown as typeof globalThis.fetch, loadStrings });
    });
    expect(loadStrings).toHaveBeenCalledWith('bn', 'shell');
  });

  it("starts the first screen's chunk before its strings have arrived, and the screen's first calls before it renders", async () => {
    const home = findRoute('/home')!;
    const load = jest.spyOn(home.screen, 'load');
    const prefetch = jest.spyOn(home, 'prefetch');
    const strings = deferred<Record<string, unknown>>();
    let started!: ReturnType<typeof start>;
    await act(async () => {
      started = start({ container, fetch: fakeFetch() as unknown as typeof globalThis.fetch, loadStrings: () => strings.promise });
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();
    let store!: Awaited<ReturnType<typeof start>>;
    await act(async () => {
      strings.resolve(enJson);
      store = await started;
    });
    expect(prefetch).toHaveBeenCalledWith(store, expect.any(URLSearchParams));
    load.mockRestore();
    prefetch.mockRestore();
  });

  it("starts a game list's first page and the vendor chips before the list screen renders; a search asks for nothing ahead", async () => {
    const prefetch = jest.spyOn(findRoute('/gameList')!, 'prefetch');
    window.history.replaceState(null, '', '/m/gameList?gameType=FISH');
    let store!: Awaited<ReturnType<typeof start>>;
    await act(async () => {
      store = await start({ container, fetch: fakeFetch() as unknown as typeof globalThis.fetch, loadStrings: async () => enJson });
    });
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(store.gameList.list({ gameType: 'FISH' })).toBeDefined();

    container.remove();
    container = document.createElement('div');
    document.body.appendChild(container);
    window.history.replaceState(null, '', '/m/gameList?gameType=FISH&more=1&search=dragon');
    await act(async () => {
      store = await start({ container, fetch: fakeFetch() as unknown as typeof globalThis.fetch, loadStrings: async () => enJson });
    });
    // The plain FISH list is what a prefetch would have opened; the search shows its own.
    expect(store.gameList.list({ gameType: 'FISH' })).toBeUndefined();
    prefetch.mockRestore();
  });

  it('the home asks for the shell\'s strings only; a screen that needs the others fetches them beside its chunk and renders once they are in', async () => {
    const loadStrings = jest.fn(async (_code: string, _part: StringsPart) => enJson);
    await act(async () => {
      await start({ container, fetch: fakeFetch() as unknown as typeof globalThis.fetch, loadStrings });
    });
    expect(await within(container).findByRole('link', { name: enJson.home.search })).toBeInTheDocument();
    expect(loadStrings.mock.calls).toEqual([['bn', 'shell']]);

    container.remove();
    container = document.createElement('div');
    document.body.appendChild(container);
    window.history.replaceState(null, '', '/m/forget');
    const screens = deferred<Record<string, unknown>>();
    const split = jest.fn((_code: string, part: StringsPart) => (part === 'shell' ? Promise.resolve(enJson) : screens.promise));
    await act(async () => {
      await start({ container, fetch: fakeFetch() as unknown as typeof globalThis.fetch, loadStrings: split });
    });
    // The first start cached the status, whose default language is English.
    expect(split.mock.calls).toEqual([['en', 'shell'], ['en', 'screens']]);
    // The forget screen (reset turned off or on, by the status) shows none of its strings, nor their keys, before they are in.
    const forgetShown = () => [enJson.forget.disabled, enJson.forget.byEmail].some((text) => container.textContent?.includes(text));
    expect(forgetShown()).toBe(false);
    expect(container.textContent).not.toContain('forget.');
    await act(async () => {
      screens.resolve(enJson);
      await screens.promise;
    });
    await waitFor(() => expect(forgetShown()).toBe(true));
    expect(container.textContent).not.toContain('forget.');
  });
});
