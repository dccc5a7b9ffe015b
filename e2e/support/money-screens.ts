/**
 * The member site's money screens as the payment browser tests read and use them: the withdrawal
 * screen's figures and request form, and the records' withdrawal steps and transaction history.
 */
import type { Locator, Page } from 'playwright-core';
import { PaymentPath, type WithdrawalValue } from '@common/contract/payments';
import site from '../../locales/en.json';
import { formatMinor } from '../../src/utils/money';
import { baseUrl } from './browser';
import { WITHDRAWAL_PASSWORD, siteCall, type TestMember } from './payments';

/**
 * Waits until the withdrawal screen's figure `label` (a dt) reads `minor` (the screen reloads its
 * figures after a request, so an old one may show for a moment); fails with what it shows instead.
 */
export async function expectFigure(page: Page, label: string, minor: number): Promise<void> {
  const value = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').first();
  const wanted = formatMinor(minor);
  const shown = await value
    .filter({ hasText: new RegExp(`^${wanted.replace(/[.]/g, '\\.')}$`) })
    .waitFor({ timeout: 15_000 })
    .then(() => wanted)
    .catch(() => value.innerText());
  expect(`${label}: ${shown}`).toBe(`${label}: ${wanted}`);
}

/** Asks for a withdrawal of `amount` on /m/withdraw; the result card's status. */
export async function requestWithdrawal(page: Page, amount: string): Promise<Locator> {
  await page.goto(`${baseUrl()}/m/withdraw`);
  const form = page.getByRole('form', { name: site.withdraw.formTitle });
  await form.getByRole('radio').first().check();
  await form.getByLabel(site.pay.amount, { exact: true }).fill(amount);
  await form.getByLabel(site.withdraw.password).fill(WITHDRAWAL_PASSWORD);
  await form.getByRole('button', { name: site.withdraw.submit, exact: true }).click();
  const result = page.getByRole('region', { name: site.withdraw.resultTitle });
  await result.waitFor();
  return result.getByRole('status');
}

/** The member's newest withdrawal, as the server has it. */
export async function newestWithdrawal(member: TestMember): Promise<WithdrawalValue> {
  const page = await siteCall<{ content: WithdrawalValue[] }>(member.token, 'GET', PaymentPath.withdrawals);
  return page.value!.content[0]!;
}

/** The steps of the member's newest withdrawal on /m/records, in order. */
export async function recordedSteps(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl()}/m/records?tab=withdrawals`);
  const list = page.getByRole('list', { name: site.records.tab.withdrawals });
  const first = list.getByRole('listitem').first();
  await first.getByText(site.records.steps).click();
  const steps = first.getByRole('list', { name: site.pay.steps }).getByRole('listitem');
  await steps.first().waitFor();
  return (await steps.allInnerTexts()).map((text) => text.split('\n')[0]!.replace(/\s*\(.*\)$/, '').trim());
}

/** The member's withdrawal postings in the transaction history (kind filter "Withdrawal"): "signed amount · account" each. */
export async function withdrawalPostings(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl()}/m/records?tab=transactions`);
  const rows = page.getByRole('list', { name: site.records.tab.transactions }).getByRole('listitem');
  await rows.first().waitFor();
  await page.getByLabel(site.records.kind).selectOption('withdrawal');
  await rows.filter({ hasNotText: `${site.records.kindName.withdrawal} · ` }).first().waitFor({ state: 'detached' });
  await rows.first().waitFor();
  return (await rows.allInnerTexts()).map((text) => {
    const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
    return `${lines[1]} · ${lines[lines.length - 1]}`;
  });
}
