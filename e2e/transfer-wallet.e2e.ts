/**
 * The transfer-wallet flow of issue 19 in Chromium (docs/transfer-wallet.md): a member launches
 * Velvet Studio (VLS, the demo catalogue's transfer-wallet vendor on the simulator), the launch
 * moves the whole main balance in (the merchant's default launch mode `all`), the member plays at
 * the vendor, taps Back, and the site recalls the money on return: the main balance comes back
 * exactly as the vendor held it and no vendor holds anything afterwards.
 *
 * A member of its own (registered and funded here), so no other file's play on demo1234 moves
 * the balances this test compares.
 */
import type { Page, Response } from 'playwright-core';
import en from '../locales/en.json';
import { MerchantAdminPath, type MerchantSettings } from '@common/contract/consoleMerchant';
import { ConsoleTransferPath, type ConsoleTransfer, type Page as ConsolePage, type ReconciliationValue } from '@common/contract/consoleTransfers';
import { TransferPath, type VendorBalancesValue } from '@common/contract/transfers';
import type { Envelope } from '@common/contract/envelope';
import { TRANSFER_SIM_PREFIX } from '../server/vendors/transfer-sim/prefix';
import type { VendorRound } from '../server/vendors/transfer-sim/rounds';
import { baseUrl, openContext } from './support/browser';
import { fundMember, operatorCall } from './support/operators';
import { registerMember, siteValue, type TestMember } from './support/payments';
import { drawerBalance, inEnglish, logIn, MERCHANT, minorOf, pathOf, skipHomePopups } from './support/session';

const VENDOR = 'VLS';
const FUNDS = 50_000;
const ROUNDS = 3;

/**
 * Registers a member of this test's own through the API, with the register captcha off for that
 * one call (set-up, as e2e/support/desk-server.ts does), then put back as it was for the other files.
 */
async function registerWithoutCaptcha(prefix: string): Promise<TestMember> {
  const settings = await operatorCall<MerchantSettings>('owner', 'GET', MerchantAdminPath.merchant(MERCHANT));
  const captcha = settings.register.fields.find((field) => field.name === 'captcha');
  await operatorCall('owner', 'PUT', MerchantAdminPath.registerFields(MERCHANT), { fields: [{ name: 'captcha', show: false, required: false }] });
  try {
    return await registerMember(prefix);
  } finally {
    if (captcha) await operatorCall('owner', 'PUT', MerchantAdminPath.registerFields(MERCHANT), { fields: [captcha] });
  }
}

const isPost = (res: Response, path: string): boolean => res.request().method() === 'POST' && new URL(res.url()).pathname === path;

/** Taps Play at the simulator and waits for the round's answer and the button to come back; the round. */
async function playRound(page: Page): Promise<VendorRound> {
  const answer = page.waitForResponse((res) => isPost(res, `${TRANSFER_SIM_PREFIX}/round`));
  await page.locator('#play').click();
  const body = (await (await answer).json()) as Envelope<VendorRound>;
  if (!body.success) throw new Error(`the round was refused: ${body.code}`);
  await page.waitForFunction(() => {
    const button = document.getElementById('play') as HTMLButtonElement | null;
    return !!button && !button.disabled && (document.getElementById('msg')?.textContent ?? '') !== '';
  });
  return body.value!;
}

describe('transfer-wallet vendor in Chromium', () => {
  test('a member launches Velvet Studio, plays, comes back, and the main balance is exactly what the vendor held', async () => {
    const member = await registerWithoutCaptcha('vls');
    await fundMember(member.username, FUNDS, 'e2e transfer wallet');
    // Before any launch: the funds are all on the main balance, no vendor holds anything, and a launch moves the whole balance.
    const start = await siteValue<VendorBalancesValue>(member.token, 'GET', TransferPath.balances);
    expect(start.launchMode).toBe('all');
    expect(start.main).toBe(FUNDS);
    expect(start.vendors.find((v) => v.vendorCode === VENDOR)).toMatchObject({ amount: 0, inFlight: false });

    // What the vendor holds after the play, as its page shows it.
    let held: number;
    const { page, violations, close } = await openContext();
    try {
      await inEnglish(page);
      await skipHomePopups(page);
      await logIn(page, member.username, member.password);
      await page.waitForURL('**/m/home');
      const before = await drawerBalance(page);
      expect(before).toBe(FUNDS);

      // Real play (the vendor offers no free trial): the tile launches at once, moving the whole balance in.
      await page.goto(`${baseUrl()}/m/gameList?gameType=LIVE&vassalage=${VENDOR}`);
      await page.locator('li[aria-posinset="1"] button:not([aria-pressed])').click();
      await page.waitForURL(`**${TRANSFER_SIM_PREFIX}/**`);
      const shown = page.locator('#bal');
      await shown.filter({ hasText: /\d/ }).waitFor();
      expect(minorOf(await shown.innerText())).toBe(before);

      // Rounds against the vendor's own balance: each moves it by exactly its win minus its stake.
      held = before;
      for (let i = 0; i < ROUNDS; i += 1) {
        const round = await playRound(page);
        expect(round.balance).toBe(held - round.stake + round.win);
        held = round.balance;
        expect(minorOf(await shown.innerText())).toBe(held);
      }

      // Back to the site: the page the back URL loads recalls every vendor's money once.
      const recalled = page.waitForResponse((res) => isPost(res, TransferPath.recall));
      await page.getByRole('link', { name: /←/ }).click();
      await page.waitForURL(`${baseUrl()}/m/**`);
      expect(pathOf(page)).toBe('/m/gameList');
      const recall = (await (await recalled).json()) as Envelope<VendorBalancesValue>;
      expect(recall.success).toBe(true);
      expect(recall.value!.main).toBe(held);
      expect(recall.value!.total).toBe(held);
      expect(recall.value!.vendors.filter((v) => v.amount !== 0 || v.inFlight)).toEqual([]);

      // The drawer shows that main balance and no balances at game providers (read when it opens).
      const balancesRead = page.waitForResponse((res) => new URL(res.url()).pathname === TransferPath.balances);
      expect(await drawerBalance(page)).toBe(held);
      const read = (await (await balancesRead).json()) as Envelope<VendorBalancesValue>;
      expect(read.value).toMatchObject({ main: held, total: held });
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: en.vendorWallet.heldTitle }).count()).toBe(0);
    } finally {
      await close();
    }
    expect(violations).toEqual([]);

    // The operator's view agrees: one transfer in of the whole balance and one out of what the
    // vendor held, both completed, and the vendor's own books hold nothing (reconciled to zero).
    const transfers = await operatorCall<ConsolePage<ConsoleTransfer>>('owner', 'GET', `${ConsoleTransferPath.transfers}?${new URLSearchParams({ merchantCode: MERCHANT, member: member.username })}`);
    const moves = transfers.items.map((t) => ({ vendorCode: t.vendorCode, direction: t.direction, amount: t.amount, state: t.state })).reverse();
    expect(moves).toEqual([
      { vendorCode: VENDOR, direction: 'in', amount: FUNDS, state: 'completed' },
      { vendorCode: VENDOR, direction: 'out', amount: held, state: 'completed' },
    ]);
    const report = await operatorCall<ReconciliationValue>('owner', 'GET', `${ConsoleTransferPath.reconciliation}?${new URLSearchParams({ merchantCode: MERCHANT, vendorCode: VENDOR })}`);
    const row = report.rows.find((r) => r.username === member.username);
    expect(row).toMatchObject({ ours: 0, vendor: 0, difference: 0, openTransfer: null, error: null });
  }, 120_000);
});
