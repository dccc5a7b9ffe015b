import type { Page } from 'playwright-core';
import bn from '../locales/bn.json';
import en from '../locales/en.json';
import { MerchantAdminPath } from '@common/contract/consoleMerchant';
import { baseUrl, contextPerTest } from './support/browser';
import { operatorCall } from './support/operators';
import { skipHomePopups } from './support/session';

const MERCHANT = 'MLOBBY';

async function path(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

describe('site shell in Chromium', () => {
  let page: Page;

  contextPerTest(async (session) => {
    ({ page } = session);
    await skipHomePopups(page);
  });

  test('opens the home page in Bengali by default', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL('**/m/');
    const nav = page.getByRole('navigation', { name: bn.nav.label });
    await nav.getByRole('link', { name: bn.nav.home }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('bn');
  });

  test('keeps English after a reload once the user switches to it', async () => {
    await page.goto(`${baseUrl()}/m/home`);
    await page.getByRole('button', { name: bn.header.openPanel }).click();
    await page.getByRole('button', { name: new RegExp(bn.drawer.language) }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('navigation', { name: en.nav.label }).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.home }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  test('sends an unknown path to the home page', async () => {
    await page.goto(`${baseUrl()}/m/no/such/page`);
    await page.waitForURL('**/m/home');
    expect(await path(page)).toBe('/m/home');
  });

  test('shows no bottom navigation on /m/login', async () => {
    await page.goto(`${baseUrl()}/m/login`);
    await page.locator('input[name="username"]').waitFor();
    expect(await page.getByRole('navigation', { name: bn.nav.label }).count()).toBe(0);
  });

  test('sends a visitor who opens /m/member/home to /m/login', async () => {
    await page.goto(`${baseUrl()}/m/member/home`);
    await page.waitForURL('**/m/login');
    expect(await path(page)).toBe('/m/login');
  });

  test('shows the maintenance page while maintenance is switched on', async () => {
    await operatorCall('owner', 'PUT', MerchantAdminPath.maintenance(MERCHANT), { enabled: true });
    try {
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByRole('heading', { name: bn.status.maintenanceTitle }).waitFor();
      expect(await page.getByRole('navigation', { name: bn.nav.label }).count()).toBe(0);
    } finally {
      await operatorCall('owner', 'PUT', MerchantAdminPath.maintenance(MERCHANT), { enabled: false });
    }
    await page.reload();
    await page.getByRole('navigation', { name: bn.nav.label }).waitFor();
  });

  test('starts from the cached shell when reopened offline and says there is no internet', async () => {
    await page.goto(`${baseUrl()}/m/home`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(bn.offline.title).first().waitFor();
    await page.getByRole('navigation', { name: bn.nav.label }).waitFor();
    await page.context().setOffline(false);
  });
});

describe('home popup in Chromium', () => {
  let page: Page;

  contextPerTest((session) => {
    ({ page } = session);
  });

  test('shows the home popup; closed, it stays closed on this device after a reload', async () => {
    await page.goto(`${baseUrl()}/m/home`);
    const popup = page.getByRole('dialog');
    await popup.waitFor();
    await popup.getByRole('button', { name: bn.common.close }).click();
    await popup.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('navigation', { name: bn.nav.label }).waitFor();
    await page.getByRole('link', { name: bn.home.search }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
