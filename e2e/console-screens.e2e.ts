/**
 * The console's dashboard, merchant settings and lottery screens in Chromium against the real
 * server (issue 13): uPlot draws in the page under the console's security headers, and what the
 * screens send is what the server takes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { AnnouncementPath, type AnnounceValue } from '@common/contract/announcements';
import type { Envelope } from '@common/contract/envelope';
import type { ConsolidatedSettings } from '@common/contract/system';
import en from '../console/locales/en.json';
import { openContext, type Session } from './support/browser';
import { consoleLogIn, startConsoleServer, type ConsoleServer } from './support/console';
import { MERCHANT } from './support/session';

describe('console screens in Chromium', () => {
  let server: ConsoleServer;
  let session: Session;
  let page: Page;
  /** Page errors and console errors of the current test (before the login, the session check's 401 is expected). */
  let errors: string[] = [];

  // One owner's login for the file: the server takes each TOTP code once, so every new login waits for the next 30-s step.
  beforeAll(async () => {
    server = await startConsoleServer();
    session = await openContext('desktop');
    page = session.page;
    await consoleLogIn(page, server.url, 'owner', 'Owner-demo-1');
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  }, 180_000);
  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });
  beforeEach(() => {
    errors = [];
  });

  test("the dashboard is the owner's first screen: tiles, three uPlot charts each with the days' table, no page error", async () => {
    await page.getByRole('heading', { name: en.dashboard.title, level: 1 }).waitFor();
    await page.getByText(en.dashboard.figures.ggr, { exact: true }).first().waitFor();
    const charts = page.getByRole('figure');
    await page.locator('figure canvas').nth(2).waitFor();
    expect(await charts.count()).toBe(3);
    const table = page.locator(`#${await charts.first().getAttribute('aria-describedby')}`);
    await table.locator('summary').click();
    expect(await table.getByRole('row').count()).toBe(31);
    expect(errors).toEqual([]);
  });

  test('brand colours saved in the console are what the member site is given', async () => {
    await page.getByRole('link', { name: en.nav.merchant }).click();
    await page.getByRole('heading', { name: en.merchant.title, level: 1 }).waitFor();
    await page.getByRole('combobox', { name: new RegExp(`^${en.merchantPicker.label}`) }).selectOption(MERCHANT);
    const branding = page.getByRole('form', { name: en.merchant.sections.branding });
    await branding.getByLabel(en.merchant.themeColor, { exact: true }).fill('#123456');
    await branding.getByRole('button', { name: en.merchant.save }).click();
    await branding.getByText(en.merchant.saved).waitFor();
    const res = await fetch(`${server.url}/wps/system/settings/consolidated`, { headers: { Merchant: MERCHANT, 'Gateway-Version': '3', Language: 'EN', ModuleId: 'COMM3' } });
    expect(((await res.json()) as Envelope<ConsolidatedSettings>).value?.theme.themeColor).toBe('#123456');
    expect(errors).toEqual([]);
  });

  test('the lottery screen lists the issues to come with their seed hashes', async () => {
    await page.getByRole('link', { name: en.nav.lottery }).click();
    const upcoming = page.getByRole('table', { name: en.lottery.upcoming });
    await upcoming.getByRole('row').nth(1).waitFor();
    expect(await upcoming.getByRole('row').nth(1).innerText()).toMatch(/[0-9a-f]{64}/);
    expect(errors).toEqual([]);
  });

  test('a player notice written in the console is in what the member home is given', async () => {
    await page.getByRole('link', { name: en.nav.content }).click();
    await page.getByRole('heading', { name: en.content.title, level: 1 }).waitFor();
    await page.getByLabel(en.merchantPicker.label, { exact: true }).fill(MERCHANT);
    await page.getByRole('button', { name: en.merchantPicker.show }).click();
    await page.getByRole('button', { name: en.content.new }).click();
    const editor = page.getByRole('region', { name: en.content.new });
    await editor.getByRole('combobox', { name: new RegExp(`^${en.content.type}`) }).selectOption('PL');
    await editor.getByLabel('Title (EN)').fill('Console e2e notice');
    await editor.getByLabel('Text (EN)').fill('Written in the console.');
    await editor.getByRole('button', { name: en.content.save }).click();
    await page.getByRole('row', { name: /Console e2e notice/ }).waitFor();
    const query = new URLSearchParams({ types: 'PL', groupName: 'm_home', platform: 'M', merchantCode: MERCHANT });
    const res = await fetch(`${server.url}${AnnouncementPath.list}?${query.toString()}`, { headers: { Merchant: MERCHANT, 'Gateway-Version': '3', Language: 'EN', ModuleId: 'COMM3' } });
    expect(((await res.json()) as Envelope<AnnounceValue>).value?.player.map((n) => n.title)).toContain('Console e2e notice');
    expect(errors).toEqual([]);
  });

  test('the dashboard, content, merchant settings, catalogue and lottery screens have no serious or critical accessibility violation', async () => {
    const found: Record<string, string[]> = {};
    const scan = async (name: string) => {
      await page.waitForLoadState('networkidle');
      // The theme preview is a picture of the member site in the colours typed, not this page's own
      // text: its contrast is what the operator chose, and the screen warns about it (Readability).
      const { violations } = await new AxeBuilder({ page }).exclude('[data-testid="theme-preview"]').analyze();
      found[name] = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
    };
    await page.getByRole('link', { name: en.nav.dashboard }).click();
    await page.locator('figure canvas').nth(2).waitFor();
    await scan('dashboard');
    // Each screen loads on first use and the one before stays until it has: its heading says it is here.
    await page.getByRole('link', { name: en.nav.content }).click();
    await page.getByRole('heading', { name: en.content.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: en.content.new }).click();
    await page.getByRole('figure', { name: /How the member home shows it/ }).waitFor();
    await scan('content');
    await page.getByRole('link', { name: en.nav.merchant }).click();
    // The merchant screen's picker is a <select>; the content screen's, still shown until it loads, a text field.
    await page.locator('select').and(page.getByRole('combobox', { name: new RegExp(`^${en.merchantPicker.label}`) })).selectOption(MERCHANT);
    await page.getByRole('form', { name: en.merchant.sections.branding }).waitFor();
    await scan('merchant');
    await page.getByRole('link', { name: en.nav.catalog }).click();
    await page.getByRole('heading', { name: en.catalog.title, level: 1 }).waitFor();
    await page.getByLabel(en.merchantPicker.label, { exact: true }).fill(MERCHANT);
    await page.getByRole('button', { name: en.merchantPicker.show }).click();
    await page.getByRole('button', { name: en.catalog.saveLayout }).waitFor();
    await scan('catalog');
    await page.getByRole('link', { name: en.nav.lottery }).click();
    await page.getByRole('table', { name: en.lottery.upcoming }).waitFor();
    await scan('lottery');
    expect(found).toEqual({ dashboard: [], content: [], merchant: [], catalog: [], lottery: [] });
  });
});
