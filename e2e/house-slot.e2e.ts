import type { Page } from 'playwright-core';
import { SLOT_STRINGS } from '../server/vendors/house-slot/strings';
import { openContext } from './support/browser';
import { openSlotOnTrial } from './support/house-slot';
import { inEnglish, skipHomePopups } from './support/session';

/** Where browsers ask for a page's icon (server/modules/site/favicon.ts serves ours there). */
const FAVICON_PATH = '/favicon.ico';

/** Reel cells that show a drawn symbol: an inline <svg> whose <use> names one of the page's <symbol>s that exists. */
async function cellsDrawnAsSvg(page: Page): Promise<number> {
  return page.locator('.cell').evaluateAll((cells) =>
    cells.filter((cell) => {
      const ref = cell.querySelector('svg.sym use')?.getAttribute('href') ?? '';
      const symbol = ref.startsWith('#') ? document.getElementById(ref.slice(1)) : null;
      const box = cell.querySelector('svg.sym')?.getBoundingClientRect();
      return symbol?.tagName.toLowerCase() === 'symbol' && !!box && box.width > 0 && box.height > 0;
    }).length,
  );
}

/** In the page: whether its <link rel="icon"> loads and decodes as an image. */
function iconLoads(): Promise<boolean> {
  const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img.naturalWidth > 0);
    img.onerror = () => resolve(false);
    img.src = href;
  });
}

describe('house slot page in Chromium', () => {
  test('a free-trial spin draws SVG symbols, says DEMO beside the balance, and the page loads our favicon with no 404 or CSP violation', async () => {
    const { page, violations, close } = await openContext();
    try {
      await inEnglish(page);
      await skipHomePopups(page);
      const missing: string[] = [];
      page.context().on('response', (res) => {
        if (res.status() === 404) missing.push(res.url());
      });
      await openSlotOnTrial(page);
      expect(await page.locator('#demo').innerText()).toBe(SLOT_STRINGS.en.demo);
      expect(await cellsDrawnAsSvg(page)).toBe(15);
      await page.locator('#spin').click();
      await page.waitForFunction(() => {
        const button = document.getElementById('spin') as HTMLButtonElement | null;
        return !!button && !button.disabled && (document.getElementById('msg')?.textContent ?? '') !== '';
      });
      // Redrawn by the page script from the same sprite, never as text.
      expect(await cellsDrawnAsSvg(page)).toBe(15);

      // The page names our icon, and it loads as an image under the page's own CSP (img-src).
      expect(new URL(await page.locator('link[rel="icon"]').evaluate((link: HTMLLinkElement) => link.href)).pathname).toBe(FAVICON_PATH);
      expect(await page.evaluate(iconLoads)).toBe(true);
      expect(missing).toEqual([]);
    } finally {
      await close();
    }
    expect(violations).toEqual([]);
  }, 120_000);
});
