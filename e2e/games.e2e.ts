import type { Page } from 'playwright-core';
import en from '../locales/en.json';
import { baseUrl, contextPerTest } from './support/browser';
import { fundMember } from './support/operators';
import { drawerBalance, inEnglish, logIn, minorOf, skipHomePopups, pathOf } from './support/session';

/** The game list's grid: data-total is the number of games loaded, however few are in the DOM. */
const grid = (page: Page) => page.locator('[data-total]');
const totalOf = async (page: Page) => Number(await grid(page).getAttribute('data-total'));
/** The tile button of the n-th game (1-based); the star is the item's other button. */
const tile = (page: Page, n: number) => page.locator(`li[aria-posinset="${n}"] button:not([aria-pressed])`);

describe('games in Chromium', () => {
  let page: Page;

  contextPerTest(async (session) => {
    ({ page } = session);
    await inEnglish(page);
    await skipHomePopups(page);
  });

  test('a logged-out tap on a game tile goes to /m/login', async () => {
    await page.goto(`${baseUrl()}/m/gameList`);
    await tile(page, 1).click();
    await page.waitForURL('**/m/login');
  });

  test('the RNG list loads 20 games, then 40 when scrolled to the end', async () => {
    await page.goto(`${baseUrl()}/m/gameList?gameType=RNG`);
    await page.waitForFunction(() => document.querySelector('[data-total]')?.getAttribute('data-total') === '20');
    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction(() => document.querySelector('[data-total]')?.getAttribute('data-total') === '40');
  });

  test('the FISH list holds 999 games and renders only the visible rows', async () => {
    await page.goto(`${baseUrl()}/m/gameList?gameType=FISH`);
    await page.waitForFunction(() => document.querySelector('[data-total]')?.getAttribute('data-total') === '999');
    expect(await totalOf(page)).toBe(999);
    const rendered = await grid(page).locator('li').count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    // A 30,000 px fling stops short of the 999th game (the test used to wait out a 10 s timeout
    // before its fallback); the page is then scrolled to its end, as that fallback did.
    await page.mouse.wheel(0, 30_000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('li[aria-posinset="999"]').waitFor({ state: 'attached' });
    expect(await grid(page).locator('li').count()).toBeLessThan(100);
  });

  test('a favourite persists across a reload, and removing it persists too', async () => {
    await logIn(page, 'demo1234', 'Demo12345');
    await page.waitForURL('**/m/home');
    await page.goto(`${baseUrl()}/m/gameList?gameType=PVP`);
    const star = page.locator('li[aria-posinset="2"] button[aria-pressed]');
    await star.waitFor();
    if ((await star.getAttribute('aria-pressed')) === 'true') await star.click();
    await page.waitForFunction(() => document.querySelector('li[aria-posinset="2"] button[aria-pressed]')?.getAttribute('aria-pressed') === 'false');
    await star.click();
    await page.waitForFunction(() => document.querySelector('li[aria-posinset="2"] button[aria-pressed]')?.getAttribute('aria-pressed') === 'true');
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.waitForFunction(() => document.querySelector('li[aria-posinset="2"] button[aria-pressed]')?.getAttribute('aria-pressed') === 'true');
    await star.click();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.waitForFunction(() => document.querySelector('li[aria-posinset="2"] button[aria-pressed]')?.getAttribute('aria-pressed') === 'false');
  });

  test('a member spins the house slot and both balances move by exactly win minus stake', async () => {
    await fundMember('demo1234', 100_000, 'e2e stake money');
    await logIn(page, 'demo1234', 'Demo12345');
    await page.waitForURL('**/m/home');
    const before = await drawerBalance(page);

    await page.goto(`${baseUrl()}/m/gameList?gameType=RNG&vassalage=MLS`);
    await tile(page, 1).click();
    // House-slot games offer a free trial (supportPlay 0): choose real play.
    await page.getByRole('button', { name: en.game.realPlay }).click();
    await page.waitForURL('**/vendors/house-slot/**');
    const shown = page.locator('#bal');
    await shown.filter({ hasText: /\d/ }).waitFor();
    expect(minorOf(await shown.innerText())).toBe(before);

    await page.locator('#spin').click();
    await page.waitForFunction(() => {
      const button = document.getElementById('spin') as HTMLButtonElement | null;
      return !!button && !button.disabled && (document.getElementById('msg')?.textContent ?? '') !== '';
    });
    const net = minorOf(await page.locator('#net').innerText());
    const after = minorOf(await shown.innerText());
    expect(after - before).toBe(net);

    await page.getByRole('link', { name: /←/ }).click();
    await page.waitForURL(`${baseUrl()}/m/**`);
    expect(pathOf(page).startsWith('/m/')).toBe(true);
    expect(await drawerBalance(page)).toBe(after);
  });
});
