import en from '../locales/en.json';
import { FAIR_STRINGS } from '../server/vendors/house-slot/fair-strings';
import { baseUrl, openContext } from './support/browser';
import { spinOnce } from './support/house-slot';
import { inEnglish, logIn, skipHomePopups } from './support/session';

const T = FAIR_STRINGS.en;

describe('provably fair house slot in Chromium', () => {
  test('a member spins, rotates the seed, and the browser check of a past spin matches', async () => {
    const { page, violations, close } = await openContext();
    try {
      await inEnglish(page);
      await skipHomePopups(page);
      await logIn(page, 'demo1234', 'Demo12345');
      await page.waitForURL('**/m/home');
      await page.goto(`${baseUrl()}/m/gameList?gameType=RNG&vassalage=MLS`);
      await page.locator('li[aria-posinset="1"] button:not([aria-pressed])').click();
      await page.getByRole('button', { name: en.game.freeTrial }).click();
      await page.waitForURL('**/vendors/house-slot/**');
      await page.locator('#bal').filter({ hasText: /\d/ }).waitFor();

      // The commitment is on the page before the spins.
      await page.locator('#fair summary').click();
      await page.locator('#fhash').filter({ hasText: /^[0-9a-f]{64}$/ }).waitFor();
      const committed = await page.locator('#fhash').innerText();
      await spinOnce(page);
      await spinOnce(page);
      await page.locator('#fspins tr').nth(1).waitFor();
      expect(await page.locator('#fspins').innerText()).toContain(T.notRevealed);

      await page.getByRole('button', { name: T.rotate }).click();
      await page.locator('#fmsg').filter({ hasText: committed }).waitFor();
      expect(await page.locator('#fhash').innerText()).not.toBe(committed);

      // The newest spin, now revealed: its Verify link opens the public verifier, which recomputes it in the browser.
      await page.locator('#fspins a', { hasText: T.verify }).first().click();
      await page.waitForURL('**/vendors/house-slot/verify?**');
      const verdict = page.getByTestId('browser-verdict');
      await verdict.filter({ hasText: T.browserSays }).waitFor();
      expect(await verdict.innerText()).toMatch(new RegExp(`^${T.browserSays}: ${T.match} \\(\\d+ \\d+ \\d+ \\d+ \\d+\\)$`));
      expect(await page.locator('#vhash').innerText()).toContain(committed);
      expect(await page.getByLabel(T.serverSeed).inputValue()).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await close();
    }
    expect(violations).toEqual([]);
  }, 180_000);
});
