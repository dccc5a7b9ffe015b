/** The house slot's page in a browser test: one spin and the message it left. */
import type { Page } from 'playwright-core';

/** Taps Spin and waits for the round's answer (a result or a refusal) and the button to come back; the message shown. */
export async function spinOnce(page: Page): Promise<string> {
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/spin'));
  await page.locator('#spin').click();
  await answer;
  await page.waitForFunction(() => !(document.getElementById('spin') as HTMLButtonElement).disabled);
  return page.locator('#msg').innerText();
}
