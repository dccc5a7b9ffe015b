import type { Page } from 'playwright-core';
import type { Order, VerifyResult } from '@common/contract/lottery';
import { LotteryPath } from '@common/contract/lottery';
import type { Envelope } from '@common/contract/envelope';
import en from '../locales/en.json';
import { baseUrl, contextPerTest } from './support/browser';
import { fundMember } from './support/operators';
import { E2E_LOTTERY_INTERVAL_SECONDS } from './support/server';
import { MERCHANT, inEnglish, logIn, minorOf, skipHomePopups } from './support/session';

/** Stake of one unit in the slip (1.00) and the positional odds (9.8×) of SSC1. */
const UNIT_STAKE_MINOR = 100;
const POSITION_ODDS_THOUSANDTHS = 9_800;
const PICKED_DIGIT = '7';

/** The balance the bet slip's header shows (the WalletStore's), once it equals `expected`'s shape. */
async function shownBalance(page: Page, expected?: number): Promise<number> {
  const label = en.lottery.balance.replace('{{amount}}', '');
  const line = page.getByText(label, { exact: false }).first();
  await line.filter({ hasText: /\d/ }).waitFor();
  const read = async () => minorOf((await line.innerText()).split(label)[1] ?? '');
  if (expected !== undefined) {
    const deadline = Date.now() + 10_000;
    while ((await read()) !== expected && Date.now() < deadline) await page.waitForTimeout(200);
  }
  return read();
}

/** A call as the logged-in site makes it (the token from its session storage). */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
  const res = await fetch(`${baseUrl()}${path}`, {
    headers: { Merchant: MERCHANT, 'Gateway-Version': '3', Language: 'EN', ModuleId: 'COMM3', Authorization: token },
  });
  return ((await res.json()) as Envelope<T>).value as T;
}

async function openOrders(page: Page): Promise<void> {
  await page.getByRole('button', { name: en.lottery.tab.orders }).click();
}

describe('lottery in Chromium', () => {
  let page: Page;

  contextPerTest(async (session) => {
    ({ page } = session);
    await inEnglish(page);
    await skipHomePopups(page);
  });

  test('a member chases two issues, cancels one for a refund, sees the other settled right and verifies its result', async () => {
    await fundMember('demo1234', 50_000, 'e2e lottery');
    await logIn(page, 'demo1234', 'Demo12345');
    await page.waitForURL('**/m/home');
    await page.goto(`${baseUrl()}/m/startLottery?gameCode=SSC1`);
    const before = await shownBalance(page);

    // Any position: one digit on the first position, 1.00 × 1, on the current and the next issue.
    await page.getByRole('button', { name: en.lottery.betType.position }).click();
    await page.getByRole('group', { name: 'Position 1' }).getByRole('button', { name: PICKED_DIGIT, exact: true }).click();
    await page.locator('input[name="unitStake"]').fill('1');
    await page.locator('input[name="multiple"]').fill('1');
    await page.locator('select[name="chase"]').selectOption('2');
    await page.getByRole('button', { name: en.lottery.placeOrder }).click();
    await page.getByText(en.lottery.orderPlaced).waitFor();
    expect(await shownBalance(page, before - 2 * UNIT_STAKE_MINOR)).toBe(before - 2 * UNIT_STAKE_MINOR);

    await openOrders(page);
    const cancel = page.getByRole('button', { name: en.lottery.cancel, exact: true });
    await cancel.first().waitFor();
    expect(await cancel.count()).toBe(2);
    await cancel.last().click();
    await page.getByText(en.lottery.suborderStatus.cancelled).first().waitFor();
    expect(await shownBalance(page, before - UNIT_STAKE_MINOR)).toBe(before - UNIT_STAKE_MINOR);

    // The first sub-order's issue draws within one interval; then it is settled exactly as the engine says.
    const latest = (await api<{ content: Order[] }>(page, `${LotteryPath.orders}?pageNo=1&pageSize=1`)).content[0]!;
    const kept = latest.suborders.find((s) => s.status !== 'cancelled')!;
    let settled: Order = latest;
    const deadline = Date.now() + (E2E_LOTTERY_INTERVAL_SECONDS + 30) * 1000;
    while (Date.now() < deadline) {
      settled = await api<Order>(page, `${LotteryPath.detail}?orderId=${latest.orderId}`);
      if (settled.suborders.find((s) => s.id === kept.id)!.status !== 'pending') break;
      await page.waitForTimeout(1_000);
    }
    const sub = settled.suborders.find((s) => s.id === kept.id)!;
    const verify = await api<VerifyResult>(page, `${LotteryPath.verify}?gameCode=SSC1&issueNumber=${sub.issueNumber}`);
    const won = verify.issue.numbers[0] === PICKED_DIGIT;
    expect(sub.status).toBe(won ? 'won' : 'lost');
    const win = won ? (UNIT_STAKE_MINOR * POSITION_ODDS_THOUSANDTHS) / 1000 : 0;
    expect(sub.winAmount).toBe(win);

    await page.reload();
    expect(await shownBalance(page, before - UNIT_STAKE_MINOR + win)).toBe(before - UNIT_STAKE_MINOR + win);
    await openOrders(page);
    await page.getByText(won ? en.lottery.suborderStatus.won : en.lottery.suborderStatus.lost).first().waitFor();

    // The fairness check: the server's answer and the browser's own recomputation both match.
    await page.goto(`${baseUrl()}/m/startLottery?gameCode=SSC1&verify=${sub.issueNumber}`);
    await page.getByTestId('server-verdict').filter({ hasText: en.lottery.match }).waitFor();
    await page.getByText(`(${verify.issue.numbers.join(' ')})`).waitFor();
    expect(await page.getByText(en.lottery.mismatch).count()).toBe(0);
  }, 120_000);
});
