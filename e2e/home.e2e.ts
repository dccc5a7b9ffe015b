import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { filesOfChunk, type Stats } from '../bench/chunk-modules';
import { STATS_FILE } from '../scripts/webpack/stats-file';
import { baseUrl, contextPerTest } from './support/browser';
import { skipHomePopups } from './support/session';

/** Whether one of `urls` is the swiper chunk's file (lazy chunks are named by hash: the build's stats say which). */
function loadsSwiper(urls: readonly string[]): boolean {
  const files = filesOfChunk(JSON.parse(readFileSync(STATS_FILE, 'utf8')) as Stats, 'home-swiper');
  return urls.some((url) => files.some((file) => url.endsWith(`/${file}`)));
}

/** The CPU of a low-end phone, as Lighthouse's mobile preset emulates it. */
const CPU_SLOWDOWN = 4;
/** Issue 12's ceiling for the home page's cumulative layout shift. */
const CLS_CEILING = 0.02;

/** Sums layout shifts not caused by input, from the page's first moment (registered before any script). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('home page on a slow phone (issue 12)', () => {
  let page: Page;

  contextPerTest(async (session) => {
    ({ page } = session);
    await skipHomePopups(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  });

  test('loads without layout shift: the slogan, the hot games and the blocks below keep their places', async () => {
    await watchLayoutShift(page);
    await page.goto(`${baseUrl()}/m/home`, { waitUntil: 'networkidle' });
    await page.locator('#hot-games img').first().waitFor();
    await page.locator('#hot-games [aria-busy="false"]').waitFor();
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThanOrEqual(CLS_CEILING);
  });

  test('the ticker runs as a CSS animation of its own measured round, not a script loop', async () => {
    await page.goto(`${baseUrl()}/m/home`, { waitUntil: 'networkidle' });
    const track = page.getByTestId('ticker-track');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid="ticker-track"]')?.style.getPropertyValue('--ticker-distance'));
    const animations = await track.evaluate((node) => node.getAnimations().map((a) => ({ type: a.constructor.name, state: a.playState })));
    expect(animations).toEqual([{ type: 'CSSAnimation', state: 'running' }]);
  });

  test('asks for a category\'s games only when its block comes near the screen', async () => {
    const gameLists: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/catalog/games')) gameLists.push(request.url());
    });
    await page.goto(`${baseUrl()}/m/home`, { waitUntil: 'networkidle' });
    const before = gameLists.length;
    const lastBlock = page.locator('section[id^="games-"]').last();
    await lastBlock.scrollIntoViewIfNeeded();
    await lastBlock.locator('img').first().waitFor();
    expect(gameLists.length).toBeGreaterThan(before);
  });

  test('the banners autoplay without swiper; a touch swipe loads swiper, which goes on from the banner shown', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${baseUrl()}/m/home`, { waitUntil: 'networkidle' });
    // Found by its inert slides, then held by its name (swiper's slides are not inert).
    const name = (await page.locator('section', { has: page.locator('[inert]') }).getAttribute('aria-label'))!;
    const carousel = page.getByRole('region', { name, exact: true });
    const shown = carousel.locator('div:not([inert]) > button');
    const first = await shown.getAttribute('aria-label');
    await page.waitForFunction((label) => document.querySelector('section div:not([inert]) > button')?.getAttribute('aria-label') !== label, first, { timeout: 10_000 });
    expect(loadsSwiper(scripts)).toBe(false);

    // The keyboard focus holds the strip still, so the banner swiper must start at is known.
    await shown.focus();
    const current = await shown.getAttribute('aria-label');
    const box = (await carousel.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width - 20, y }] });
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width - 20 - step * 30, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await carousel.locator('.swiper-slide-active button').waitFor();
    expect(loadsSwiper(scripts)).toBe(true);
    expect(await carousel.locator('.swiper-slide-active button').getAttribute('aria-label')).toBe(current);
  });
});
