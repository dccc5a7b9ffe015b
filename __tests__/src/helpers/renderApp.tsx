import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import enJson from '../../../locales/en.json';
import type { SessionInfo } from '@common/contract/member';
import type { SystemStatusValue } from '@common/contract/system';
import { App } from '../../../src/App';
import { SESSION_INFO_KEY } from '../../../src/config/constants';
import { createI18n } from '../../../src/i18n';
import { RootStore } from '../../../src/stores';
import { fakeFetch, statusValue, type FakeFetch, type Reply } from './fixtures';

export * from './fixtures';

/** English strings, loaded the way the app loads a locale. */
export const en = enJson;

/** i18n instance with English loaded (no network, no chunk loading). */
export function createTestI18n(): Promise<I18n> {
  return createI18n('en', async () => enJson);
}

export interface StoreOptions {
  /** Logged-in session written to session storage before the stores start. */
  session?: SessionInfo | null;
  /** System status applied before rendering; null leaves none. Defaults to an open site. */
  status?: SystemStatusValue | null;
  /** Extra or replacing fake routes, keyed "METHOD /path". */
  routes?: Record<string, Reply>;
}

/** A RootStore wired to English strings and a fake fetch. */
export async function createTestStore(options: StoreOptions = {}): Promise<{ store: RootStore; i18n: I18n; fetch: FakeFetch }> {
  if (options.session) window.sessionStorage.setItem(SESSION_INFO_KEY, JSON.stringify(options.session));
  const i18n = await createTestI18n();
  const fetch = fakeFetch(options.routes);
  const store = new RootStore({ i18n, fetch: fetch as unknown as typeof globalThis.fetch });
  const status = options.status === undefined ? statusValue() : options.status;
  if (status) store.common.setStatus(status);
  return { store, i18n, fetch };
}

/** Shows the router's current location (with the /m basename) for assertions. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {`/m${pathname === '/' ? '' : pathname}${search}`}
    </output>
  );
}

/** The current location as the browser would show it, e.g. "/m/login". */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export interface RenderAppOptions extends StoreOptions {
  /** Entry or history entries (full /m paths); the last one is current. */
  path?: string | string[];
}

/** Renders the whole site under a MemoryRouter at the given path, like the browser does under /m. */
export async function renderApp(options: RenderAppOptions = {}) {
  const { store, i18n, fetch } = await createTestStore(options);
  const entries = Array.isArray(options.path) ? options.path : [options.path ?? '/m/home'];
  const user = userEvent.setup();
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <MemoryRouter basename="/m" initialEntries={entries} initialIndex={entries.length - 1}>
        <App store={store} i18n={i18n} />
        <LocationProbe />
      </MemoryRouter>,
    );
  });
  return { ...result, store, i18n, fetch, user, location: currentLocation };
}

/** Runs a store action the way a React event would, so observers re-render inside act(). */
export async function inAct(action: () => unknown): Promise<void> {
  await act(async () => {
    await action();
  });
}

/** Makes window.history.length read as n (MemoryRouter leaves the real history alone). */
export function fakeHistoryLength(n: number): () => void {
  Object.defineProperty(window.history, 'length', { configurable: true, get: () => n });
  return () => {
    delete (window.history as unknown as Record<string, unknown>).length;
  };
}
