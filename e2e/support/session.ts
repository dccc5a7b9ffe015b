import type { Page } from 'playwright-core';
import en from '../../locales/en.json';
import { AnnouncementPath, type AnnounceValue } from '@common/contract/announcements';
import type { Envelope } from '@common/contract/envelope';
import { SEEN_POPUPS_KEY } from '../../src/config/constants';
import { baseUrl } from './browser';

export const MERCHANT = 'MLOBBY';

/** English UI for readable selectors; the Bengali default is covered by shell.e2e.ts. */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('mlobby.language', JSON.stringify('en')));
}

/** Logs in through the real form (the caller waits for where it lands). */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/m/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: en.login.submit, exact: true }).click();
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/**
 * Marks the merchant's home popups as closed on this device just now, for tests about
 * something else (the popup itself is tested in shell.e2e.ts): a modal over the home page would
 * take their taps.
 */
export async function skipHomePopups(page: Page): Promise<void> {
  const query = new URLSearchParams({ types: 'PU', groupName: 'm_home', platform: 'M', merchantCode: MERCHANT });
  const res = await fetch(`${baseUrl()}${AnnouncementPath.list}?${query.toString()}`, {
    headers: { Merchant: MERCHANT, 'Gateway-Version': '3', Language: 'EN', ModuleId: 'COMM3' },
  });
  const ids = ((await res.json()) as Envelope<AnnounceValue>).value?.popup.map((popup) => popup.id) ?? [];
  const closedAt = Object.fromEntries(ids.map((id) => [id, Date.now()]));
  await page.addInitScript(({ key, seen }) => window.localStorage.setItem(key, JSON.stringify(seen)), { key: SEEN_POPUPS_KEY, seen: closedAt });
}

/** Minor units of a shown amount ("1,234.56" or "1234.56 BDT"). */
export const minorOf = (text: string): number => Number(text.replace(/[^0-9-]/g, ''));

/** The logged-in member's real balance as the home page's side drawer shows it, in minor units. */
export async function drawerBalance(page: Page): Promise<number> {
  await page.goto(`${baseUrl()}/m/home`);
  await page.getByRole('button', { name: en.header.openPanel }).click();
  const balance = page.getByRole('complementary', { name: en.drawer.label }).getByLabel(en.common.balance);
  await balance.filter({ hasText: /\d/ }).waitFor();
  return minorOf(await balance.innerText());
}
