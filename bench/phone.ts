/**
 * A phone-sized headless Debian Chromium for the browser benches, with the e2e tests' flags (never
 * a downloaded browser). Service workers are blocked: a bench measures the page's own loading,
 * not the worker's background precache.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';

/** The viewport of the phone (390×844, a common low-end Android size). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Opens a fresh browser (its own temporary profile, removed on close) with one phone page. */
export async function openPhone(): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  return { page, close: () => browser.close() };
}

/**
 * Resolves once `page` has had no request in flight for `quietMs` (Playwright's own `networkidle`
 * allows 500 ms, which a busy CPU running the bundle between two requests can exceed, so lazy
 * chunks were missed), or after `maxMs` whatever the network does. Call before navigating.
 */
export function networkQuiet(page: Page, quietMs: number, maxMs: number): Promise<void> {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      clearTimeout(cap);
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    };
    const cap = setTimeout(done, maxMs);
    const started = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight -= 1;
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  });
}
