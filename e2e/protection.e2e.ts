/**
 * Player protection on the member site in Chromium (issue 15): a daily deposit limit set on the
 * responsible-gaming screen refuses a deposit above what is left; a raised limit waits for its
 * cooling-off (the server's test clock moves 25 hours) and the player's confirmation; a
 * self-excluded member is logged out at once, cannot log in or deposit, and can still withdraw
 * the balance; the deposit-limit prompt after registration. A server of this file's own in
 * development mode (the gateway simulator) with TEST_CLOCK=true. The house-slot loss limit, the
 * reality check in the game page and the console are covered elsewhere.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ErrorCode } from '@common/contract/envelope';
import { PaymentPath } from '@common/contract/payments';
import { SESSION_INFO_KEY } from '../src/config/constants';
import { COOLING_OFF_MS } from '@common/rules/protection';
import site from '../locales/en.json';
import { openContext, type Session } from './support/browser';
import { advanceClock } from './support/clock';
import { startDeskServer, type DeskServer } from './support/desk-server';
import { fundByAdjustment, openDesk } from './support/desk';
import { requestWithdrawal } from './support/money-screens';
import { addPayoutAccount, registerMember, setWithdrawalPassword, siteCall, type TestMember } from './support/payments';
import { drawerBalance, inEnglish, logIn, skipHomePopups } from './support/session';

const GATEWAY = /Payment gateway \(simulator\)/;
const HOUR_MS = 3_600_000;
const p = site.protection;
const fill = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (_, k: string) => values[k] ?? '');

describe('player protection on the member site', () => {
  let desk: DeskServer;
  let url: string;
  const phones: Session[] = [];

  beforeAll(async () => {
    desk = await startDeskServer({ NODE_ENV: 'development', TEST_CLOCK: 'true' });
    url = desk.url;
  }, 240_000);

  afterAll(async () => {
    await desk?.stop();
  }, 120_000);

  afterEach(async () => {
    for (const session of phones.splice(0)) await session.close();
  });

  async function phone(): Promise<Page> {
    const session = await openContext('phone');
    phones.push(session);
    await inEnglish(session.page);
    await skipHomePopups(session.page);
    return session.page;
  }

  /** A new member logged in on a phone, in English. */
  async function memberOnPhone(prefix: string): Promise<{ member: TestMember; page: Page }> {
    const member = await registerMember(prefix);
    const page = await phone();
    await logIn(page, member.username, member.password);
    await page.waitForURL('**/m/home');
    return { member, page };
  }

  /** Sets the `kind` limit over `period` on the responsible-gaming screen. */
  async function setLimit(page: Page, kind: 'deposit' | 'loss' | 'wager', period: 'day' | 'week' | 'month', amount: string): Promise<void> {
    await page.goto(`${url}/m/responsibleGaming`);
    const label = fill(p.amountLabel, { kind: p.kindName[kind], period: p.period[period] });
    const editor = page.getByRole('form', { name: label });
    await editor.getByLabel(label, { exact: true }).fill(amount);
    await editor.getByRole('button', { name: p.set, exact: true }).click();
  }

  /** The row of one limit on the screen. */
  const limitRow = (page: Page, kind: 'deposit', period: 'day') =>
    page.getByRole('region', { name: p.limitsTitle[kind] }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: p.period[period], exact: true }) });

  /** The amount in force a row shows. */
  const inForce = (page: Page) => limitRow(page, 'deposit', 'day').locator('dt', { hasText: p.limit }).locator('xpath=following-sibling::dd[1]');

  /** Starts a gateway deposit of `amount` on /m/voucherCenter (the prompt, if any, answered "not now"). */
  async function startDeposit(page: Page, amount: string): Promise<void> {
    await page.goto(`${url}/m/voucherCenter`);
    await page.getByRole('radio', { name: GATEWAY }).check();
    await page.getByLabel(site.pay.amount, { exact: true }).fill(amount);
    await page.getByRole('button', { name: site.deposit.payNow }).click();
  }

  test('a daily deposit limit set on the screen refuses a deposit above what is left, with a clear message', async () => {
    const { page } = await memberOnPhone('dlim');
    await setLimit(page, 'deposit', 'day', '300');
    await expectText(inForce(page), '300.00');
    await startDeposit(page, '500');
    await page.getByRole('alertdialog').getByText(/deposit limit/).waitFor();
    expect(page.url()).not.toContain('gateway-simulator');
  });

  // Before the cooling-off test moves the server's clock: the operators' one-time codes follow the real one.
  test('self-exclusion: logged out at once, login refused with the end date, no deposit, the balance can still be withdrawn', async () => {
    const finance1 = await openDesk(url, 'finance1', 'Finance-demo-1');
    const finance2 = await openDesk(url, 'finance2', 'Finance-demo-2');
    const { member, page } = await memberOnPhone('excl');
    try {
      await fundByAdjustment(finance1, finance2, member.username, 100_000);
    } finally {
      await finance1.session.close();
      await finance2.session.close();
    }
    await setWithdrawalPassword(member);
    await addPayoutAccount(member, '01712345678');

    await page.goto(`${url}/m/responsibleGaming`);
    const card = page.getByRole('region', { name: p.exclusionTitle });
    await card.getByRole('radio', { name: p.durations['6m'], exact: true }).check();
    await card.getByLabel(p.password, { exact: true }).fill(member.password);
    await card.getByRole('button', { name: p.exclusionSubmit, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(p.consequence.withdraw).waitFor();
    await dialog.getByRole('button', { name: p.confirmBreak, exact: true }).click();
    // Logged out at once, told until when, at home.
    await page.waitForURL('**/m/home');
    await page.getByRole('alertdialog').getByText(/Your self-exclusion has started\. You have been logged out until .+\d/).waitFor();
    await page.getByRole('alertdialog').getByRole('button').click();
    await page.getByRole('banner').getByRole('link', { name: site.common.login, exact: true }).waitFor();

    // The login is refused with the end date, and offers the way to the balance.
    await logIn(page, member.username, member.password);
    await page.getByRole('alert').getByText(/You have excluded yourself until .+\d/).waitFor();
    await page.getByRole('button', { name: p.withdrawBalance, exact: true }).click();
    await page.waitForURL('**/m/withdraw');

    // No deposit with that session: the deposit screen cannot even read its channels, and a deposit is refused with the block's code.
    await page.goto(`${url}/m/voucherCenter`);
    await page.getByRole('alert').getByText(site.pay.loadFailed).waitFor();
    const token = await page.evaluate((key) => (JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { token?: string }).token ?? null, SESSION_INFO_KEY);
    const refused = await siteCall(token, 'POST', PaymentPath.deposits, { channelId: 1, amount: 10_000, requestId: randomUUID() });
    expect(refused.code).toBe(ErrorCode.protectionSelfExcluded);

    // The withdrawal works.
    const status = await requestWithdrawal(page, '500');
    await status.getByText(site.withdraw.status.pending).waitFor();
    expect(await drawerBalance(page)).toBe(50_000);
  }, 240_000);

  test('a raised limit waits: pending with its time, confirmable only after the cooling-off, then a larger deposit passes', async () => {
    const { member, page } = await memberOnPhone('raise');
    await setLimit(page, 'deposit', 'day', '100');
    await expectText(inForce(page), '100.00');
    await setLimit(page, 'deposit', 'day', '1000');
    const row = limitRow(page, 'deposit', 'day');
    await row.getByText(/1,000\.00 waiting until/).waitFor();
    await expectText(inForce(page), '100.00');
    expect(await row.getByRole('button', { name: p.confirm, exact: true }).count()).toBe(0);

    await advanceClock(url, COOLING_OFF_MS + HOUR_MS);
    // A day later by the server's clock: the login may have lapsed, so log in again.
    await logIn(page, member.username, member.password);
    await page.waitForURL('**/m/home');
    await page.goto(`${url}/m/responsibleGaming`);
    await limitRow(page, 'deposit', 'day').getByRole('button', { name: p.confirm, exact: true }).click();
    await expectText(inForce(page), '1,000.00');

    await startDeposit(page, '500');
    await page.waitForURL('**/channels/gateway-simulator/**');
    await page.getByRole('button', { name: 'Pay 500.00 BDT' }).click();
    await page.waitForURL('**/m/voucherCenter?deposit=*');
    await page.getByText(site.deposit.status.approved, { exact: true }).first().waitFor();
  }, 180_000);

  test('the deposit-limit prompt appears after registration and sets a limit', async () => {
    const page = await phone();
    await page.goto(`${url}/m/register`);
    const username = `pr${Date.now().toString(36)}`.slice(0, 16);
    await page.locator('input[name="username"]').fill(username);
    await page.getByText(site.register.usernameAvailable).waitFor();
    await page.locator('input[name="password"]').fill('Welcome123');
    await page.locator('input[name="confirmPassword"]').fill('Welcome123');
    const mobile = page.locator('input[name="mobile"]');
    if (await mobile.count()) await mobile.fill(`17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    const birthday = page.locator('input[name="birthday"]');
    if (await birthday.count()) await birthday.fill('1990-05-17');
    await page.locator('input[name="terms"]').check();
    await page.getByRole('button', { name: site.register.submit, exact: true }).click();
    await page.waitForURL('**/m/home');
    const prompt = page.getByRole('dialog', { name: p.prompt.title });
    await prompt.getByRole('radio', { name: p.period.week, exact: true }).check();
    await prompt.getByLabel(p.prompt.amount, { exact: true }).fill('2000');
    await prompt.getByRole('button', { name: p.prompt.set, exact: true }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.goto(`${url}/m/responsibleGaming`);
    const week = page.getByRole('region', { name: p.limitsTitle.deposit }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: p.period.week, exact: true }) });
    await expectText(week.locator('dt', { hasText: p.limit }).locator('xpath=following-sibling::dd[1]'), '2,000.00');
  });
});

/** Waits until the locator reads exactly `text`; fails with what it shows instead. */
async function expectText(locator: ReturnType<Page['locator']>, text: string): Promise<void> {
  const shown = await locator
    .filter({ hasText: new RegExp(`^${text.replace(/[.]/g, '\\.')}$`) })
    .waitFor({ timeout: 15_000 })
    .then(() => text)
    .catch(() => locator.innerText());
  expect(shown).toBe(text);
}
