import type { Locator, Page } from 'playwright-core';
import type { Envelope } from '@common/contract/envelope';
import { GamePath, SUPPORT_PLAY_TRIAL, type GameItem, type GamePage } from '@common/contract/games';
import en from '../locales/en.json';
import { gameName } from '../src/components/game/gameName';
import { SESSION_INFO_KEY } from '../src/config/constants';
import { baseUrl, contextPerTest } from './support/browser';
import { inEnglish, logIn, skipHomePopups } from './support/session';

/**
 * Every dialog, popup and drawer, opened from every place it can be opened, at 390×844: it must
 * lie inside the viewport and be on top, i.e. the element at the centre of each of its buttons is
 * that button (a layer rendered inside a scrolling or transformed container fails both).
 */

/** Waits until the layer's entrance animations have finished, then checks it (see above). */
async function expectOnTop(layer: Locator): Promise<void> {
  await layer.waitFor();
  await layer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const report = await layer.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight + 0.5 && box.right <= window.innerWidth + 0.5;
    const controls = Array.from(el.querySelectorAll<HTMLElement>('button, a[href]'));
    const covered = controls
      .map((control) => {
        // A long list (languages) scrolls inside the sheet: bring each one into its view first.
        control.scrollIntoView({ block: 'nearest' });
        const r = control.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit && control.contains(hit) ? null : `${control.textContent || control.getAttribute('aria-label')} under ${hit?.outerHTML.slice(0, 80)}`;
      })
      .filter((miss) => miss !== null);
    return { inside, box: [box.top, box.bottom], controls: controls.length, covered };
  });
  expect(report).toMatchObject({ inside: true, covered: [] });
  expect(report.controls).toBeGreaterThan(0);
}

const dialog = (page: Page, name?: string) => page.getByRole('dialog', name ? { name } : {});
const choice = (page: Page) => page.getByRole('alertdialog', { name: /.+/ }).filter({ hasText: en.game.chooseMode });
const drawer = (page: Page) => page.getByRole('complementary', { name: en.drawer.label });
const openDrawer = (page: Page) => page.getByRole('button', { name: en.header.openPanel }).click();
const navService = (page: Page) => page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.service });

/** The games of a list or hot-games answer, read as the page receives them. */
async function gamesFrom(page: Page, path: string, open: () => Promise<unknown>): Promise<GameItem[]> {
  // A call the previous page sent (still in flight when `open` navigates away) is not the answer,
  // and neither is one whose page was navigated away before its body was read (a slow machine's
  // login redirect can send one just before `open` navigates): only a body that can be read counts.
  const since = Date.now();
  let body: Envelope<GamePage | GameItem[]> | undefined;
  const answer = page.waitForResponse(async (res) => {
    if (!res.url().includes(path) || res.request().method() !== 'GET' || res.request().timing().startTime < since) return false;
    body = await res.json().catch(() => undefined);
    return body !== undefined;
  });
  await open();
  await answer;
  const value = body?.value;
  return Array.isArray(value) ? value : (value?.games ?? []);
}

/** The 1-based position of the first free-trial game at or after `from`. */
function trialPosition(games: GameItem[], from = 1): number {
  const index = games.findIndex((g, i) => i >= from - 1 && g.supportPlay === SUPPORT_PLAY_TRIAL);
  if (index < 0) throw new Error('no free-trial game in the list');
  return index + 1;
}

const listTile = (page: Page, n: number) => page.locator(`li[aria-posinset="${n}"] button:not([aria-pressed])`);

/** Scrolls the virtualised list until the n-th item is rendered, then into view. */
async function scrollToTile(page: Page, n: number): Promise<Locator> {
  const tile = listTile(page, n);
  for (let step = 0; step < 200 && (await tile.count()) === 0; step++) await page.mouse.wheel(0, 800);
  await tile.scrollIntoViewIfNeeded();
  return tile;
}

describe('dialogs in Chromium at 390×844', () => {
  let page: Page;

  contextPerTest(async (session) => {
    ({ page } = session);
    await inEnglish(page);
  });

  test('the home welcome popup is on top; closed, it stays closed after login and after logout', async () => {
    await page.goto(`${baseUrl()}/m/home`);
    const popup = dialog(page);
    await expectOnTop(popup);
    const title = await popup.getAttribute('aria-labelledby');
    await popup.getByRole('button', { name: en.common.close }).click();
    await popup.waitFor({ state: 'detached' });

    await logIn(page, 'demo1234', 'Demo12345');
    await page.waitForURL('**/m/home');
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: en.drawer.logout }).click();
    const confirm = page.getByRole('alertdialog', { name: en.common.notice });
    await expectOnTop(confirm);
    await confirm.getByRole('button', { name: en.common.confirm }).click();
    await page.waitForURL('**/m/home');
    await page.waitForFunction((key) => !window.sessionStorage.getItem(key), SESSION_INFO_KEY);
    await page.getByRole('navigation', { name: en.nav.label }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator(`[aria-labelledby="${title}"]`).count()).toBe(0);
  });

  test('the home popup never opens over a drawer the user opened first; it follows once the drawer closes', async () => {
    // Hold the announcements back until the drawer is open.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/announcements**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/m/home`);
    await openDrawer(page);
    await drawer(page).waitFor();
    release();
    await page.waitForLoadState('networkidle');
    expect(await dialog(page).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expectOnTop(dialog(page));
  });

  test('the drawer and the popups opened from it are on top; Escape closes each and gives focus back', async () => {
    await skipHomePopups(page);
    await page.goto(`${baseUrl()}/m/home`);
    const opener = page.getByRole('button', { name: en.header.openPanel });
    await opener.click();
    await expectOnTop(drawer(page));

    await drawer(page).getByRole('button', { name: en.drawer.customerService }).click();
    await expectOnTop(dialog(page, en.service.title));
    await page.keyboard.press('Escape');
    await dialog(page, en.service.title).waitFor({ state: 'detached' });

    await drawer(page).getByRole('button', { name: new RegExp(en.drawer.language) }).click();
    await expectOnTop(dialog(page, en.common.selectLanguage));
    await page.keyboard.press('Escape');
    await dialog(page, en.common.selectLanguage).waitFor({ state: 'detached' });

    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test.each(['/m/home', '/m/gameList?gameType=FISH', '/m/activity'])('the customer-service popup opened on %s is on top', async (path) => {
    await skipHomePopups(page);
    await page.goto(`${baseUrl()}${path}`);
    if (path.includes('FISH')) await page.mouse.wheel(0, 6000);
    await navService(page).click();
    await expectOnTop(dialog(page, en.service.title));
  });

  test('the customer-service popup opened from the home contact tile is on top', async () => {
    await skipHomePopups(page);
    await page.goto(`${baseUrl()}/m/home`);
    await page.getByRole('button', { name: en.home.contactUs }).click();
    await expectOnTop(dialog(page, en.service.title));
  });

  describe('as a member', () => {
    beforeEach(async () => {
      await skipHomePopups(page);
      await logIn(page, 'demo1234', 'Demo12345');
      await page.waitForURL('**/m/home');
    });

    test('the free-trial choice opened from a home hot-game tile is on top', async () => {
      const games = await gamesFrom(page, GamePath.hot, () => page.goto(`${baseUrl()}/m/home`));
      const game = games[trialPosition(games) - 1]!;
      await page.getByRole('button', { name: new RegExp(gameName(game).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
      await expectOnTop(choice(page));
    });

    test('the free-trial choice opened from an RNG game-list tile is on top', async () => {
      const games = await gamesFrom(page, GamePath.list, () => page.goto(`${baseUrl()}/m/gameList?gameType=RNG`));
      await listTile(page, trialPosition(games)).click();
      await expectOnTop(choice(page));
    });

    test('the free-trial choice opened from the virtualised FISH list scrolled far down is on top', async () => {
      const games = await gamesFrom(page, GamePath.list, () => page.goto(`${baseUrl()}/m/gameList?gameType=FISH`));
      const tile = await scrollToTile(page, trialPosition(games, 300));
      await tile.click();
      await expectOnTop(choice(page));
    });

    // The drawer opens from the home's header only (§2: other pages show a back arrow there).
    test.each(['/m/moreLottery', '/m/startLottery', '/m/member/home'])('the customer-service popup opened on %s is on top', async (path) => {
      await page.goto(`${baseUrl()}${path}`);
      await navService(page).click();
      await expectOnTop(dialog(page, en.service.title));
    });

    test('the picture picker on the member centre is on top', async () => {
      await page.goto(`${baseUrl()}/m/member/home`);
      await page.getByRole('button', { name: en.member.changeIcon }).click();
      await expectOnTop(dialog(page, en.member.iconPicker));
    });
  });

  test('a trial guest is not asked demo or real: a free-trial game starts on demo credit', async () => {
    await skipHomePopups(page);
    await page.goto(`${baseUrl()}/m/login`);
    await page.getByRole('button', { name: en.login.freeTrial }).click();
    await page.waitForURL('**/m/home');
    const games = await gamesFrom(page, GamePath.list, () => page.goto(`${baseUrl()}/m/gameList?gameType=RNG`));
    await listTile(page, trialPosition(games)).click();
    await page.waitForURL(/\/vendors\//);
    expect(await choice(page).count()).toBe(0);
  });
});
