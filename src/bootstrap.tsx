import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { SystemStatusValue } from '@common/contract/system';
import { App } from './App';
import { createI18n, loadLocale, prepareStrings, type LoadStrings } from './i18n';
import { routerPath } from './paths';
import { findRoute } from './routes';
import { RootStore } from './stores';
import { initialLanguage } from './stores/LanguageStore';
import { STATUS_KEY } from './stores/CommonStore';
import { browserStorage, readJson } from './utils/storage';

export interface StartOptions {
  container: HTMLElement;
  fetch?: typeof fetch;
  loadStrings?: LoadStrings;
}

/**
 * Ends the current task, so the browser can paint and answer a tap before the next step: on a
 * slow phone each step of start-up takes tens of milliseconds, and together they froze the page.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Start-up (§4): set the language, use the cached status at once, refresh it in the
 * background, render. Rendering never waits for the network. The first screen's chunk and its
 * first calls start as early as they can (beside the strings, before the first render): on a
 * slow mobile network each step that waits for another costs a round trip.
 */
export async function start({ container, fetch, loadStrings = loadLocale }: StartOptions): Promise<RootStore> {
  const cached = readJson<SystemStatusValue>(browserStorage.local(), STATUS_KEY);
  const code = initialLanguage(cached?.info.languages ?? [], cached?.info.defaultLanguage ?? null);
  const route = findRoute(routerPath(window.location.pathname));
  // The shell's strings first, so a first screen that needs the other screens' strings fetches
  // them beside its chunk and the shell's (the home needs none of them).
  prepareStrings(code, loadStrings);
  void route?.screen.load();
  const i18n = await createI18n(code, loadStrings);
  await nextTask();
  const store = new RootStore({ i18n, fetch });
  await nextTask();
  // A kept session's agent is asked to sign waiting contracts once the merchant's switches are known (§4).
  void store.common.refreshStatus().then(() => store.session.checkAgentOffers());
  // A session kept from before: a user agreement published since must be accepted before playing.
  void store.session.checkAgreement();
  // A site the cached status closes (maintenance, region) shows no screen, so asks for nothing.
  if (store.common.systemStatus === 0) route?.prefetch?.(store, new URLSearchParams(window.location.search));
  await nextTask();
  const root = createRoot(container);
  // A transition lets React render the first screen in slices of a few milliseconds, so a slow
  // phone can answer a tap in between instead of freezing for the whole first render.
  startTransition(() => {
    root.render(
      <BrowserRouter basename="/m">
        <App store={store} i18n={i18n} />
      </BrowserRouter>,
    );
  });
  return store;
}
