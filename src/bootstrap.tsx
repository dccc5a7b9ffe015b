import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { SystemStatusValue } from '@common/contract/system';
import { App } from './App';
import { createI18n, loadLocale } from './i18n';
import { RootStore } from './stores';
import { initialLanguage } from './stores/LanguageStore';
import { STATUS_KEY } from './stores/CommonStore';
import { browserStorage, readJson } from './utils/storage';

export interface StartOptions {
  container: HTMLElement;
  fetch?: typeof fetch;
  loadStrings?: (code: string) => Promise<Record<string, unknown>>;
}

/**
 * Start-up (§4): set the language, use the cached status at once, refresh it in the
 * background, render. Rendering never waits for the network.
 */
export async function start({ container, fetch, loadStrings = loadLocale }: StartOptions): Promise<RootStore> {
  const cached = readJson<SystemStatusValue>(browserStorage.local(), STATUS_KEY);
  const code = initialLanguage(cached?.info.languages ?? [], cached?.info.defaultLanguage ?? null);
  const i18n = await createI18n(code, loadStrings);
  const store = new RootStore({ i18n, fetch });
  void store.common.refreshStatus();
  createRoot(container).render(
    <BrowserRouter basename="/m">
      <App store={store} i18n={i18n} />
    </BrowserRouter>,
  );
  return store;
}
