import type { Page } from 'playwright-core';
import en from '../../locales/en.json';
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
