/** The house slot's page in a browser test: one spin and the message it left. */
import type { Page } from 'playwright-core';
import en from '../../locales/en.json';
import { baseUrl } from './browser';
import { logIn } from './session';

/** Logs the seeded member in and opens the house slot on demo credit (Free trial) from the game list; resolves once its balance shows. */
export async function openSlotOnTrial(page: Page): Promise<void> {
  await logIn(page, 'demo1234', 'Demo12345');
  await page.waitForURL('**/m/home');
  await page.goto(`${baseUrl()}/m/gameList?gameType=RNG&vassalage=MLS`);
  await page.locator('li[aria-posinset="1"] button:not([aria-pressed])').click();
  await page.getByRole('button', { name: en.game.freeTrial }).click();
  await page.waitForURL('**/vendors/house-slot/**');
  await page.locator('#bal').filter({ hasText: /\d/ }).waitFor();
}

/** Taps Spin and waits for the round's answer (a result or a refusal) and the button to come back; the message shown. */
export async function spinOnce(page: Page): Promise<string> {
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/spin'));
  await page.locator('#spin').click();
  await answer;
  await page.waitForFunction(() => !(document.getElementById('spin') as HTMLButtonElement).disabled);
  return page.locator('#msg').innerText();
}
