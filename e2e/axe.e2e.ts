import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ROUTES, type Access } from '../src/routes';
import { baseUrl, openContext } from './support/browser';
import { inEnglish, logIn, skipHomePopups } from './support/session';

/** axe impacts that fail the suite; moderate and minor findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Queries a screen needs to show its content rather than an empty state. */
const QUERY: Record<string, string> = {
  '/startLottery': '?gameCode=SSC1',
  '/gameList': '?gameType=RNG',
  // The seeded manual reward (the fourth demo promotion of a fresh database): its application form.
  '/applyReward': '?promotionId=4',
};

/** Screens only a visitor sees (a member is sent on from them). */
const VISITOR_ONLY = new Set(['/login', '/register', '/forget']);

/** Each route once (its first path), with who must be logged in to see it. */
const SCREENS = ROUTES.map((route) => ({ path: route.paths[0], member: (route.access satisfies Access) !== 'public' }));

/** The serious and critical violations on the page as it is now, one line per rule and element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} ${node.failureSummary ?? ''}`));
}

/** Opens a screen and waits until its calls are done, so axe sees what the player sees. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}/m${path === '/' ? '/' : path}${QUERY[path] ?? ''}`);
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
}

/**
 * Every screen of `screens` in one fresh browser context (logged in as the demo member when `member`),
 * mapped to its serious and critical violations.
 */
async function scan(screens: typeof SCREENS, member: boolean): Promise<Record<string, string[]>> {
  const { page, close } = await openContext();
  const found: Record<string, string[]> = {};
  try {
    await inEnglish(page);
    await skipHomePopups(page);
    if (member) {
      await logIn(page, 'demo1234', 'Demo12345');
      await page.waitForURL('**/m/home');
    }
    for (const screen of screens) {
      await visit(page, screen.path);
      found[screen.path] = await seriousViolations(page);
    }
  } finally {
    await close();
  }
  return found;
}

/** What a clean scan of `screens` looks like: every path with no violation. */
const clean = (screens: typeof SCREENS) => Object.fromEntries(screens.map((s) => [s.path, []]));

describe('axe-core on every screen at 390×844', () => {
  test('every public screen, as a visitor, has no serious or critical violation', async () => {
    const screens = SCREENS.filter((s) => !s.member);
    expect(await scan(screens, false)).toEqual(clean(screens));
  }, 300_000);

  test('every screen a member sees, logged in as the demo member, has no serious or critical violation', async () => {
    const screens = SCREENS.filter((s) => s.member || !VISITOR_ONLY.has(s.path));
    expect(await scan(screens, true)).toEqual(clean(screens));
  }, 300_000);
});
