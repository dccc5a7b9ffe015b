import { FAIR_STRINGS } from '../server/vendors/house-slot/fair-strings';
import { openContext } from './support/browser';
import { openSlotOnTrial, spinOnce } from './support/house-slot';
import { inEnglish, skipHomePopups } from './support/session';

const T = FAIR_STRINGS.en;

describe('provably fair house slot in Chromium', () => {
  test('a member spins, rotates the seed, and the browser check of a past spin matches', async () => {
    const { page, violations, close } = await openContext();
    try {
      await inEnglish(page);
      await skipHomePopups(page);
      await openSlotOnTrial(page);

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
