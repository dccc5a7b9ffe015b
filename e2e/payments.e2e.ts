/**
 * Money in and out in Chromium (issue 14): deposits through the gateway simulator and by mobile
 * wallet with review, withdrawals held at once and approved by two finance operators, a rejection
 * that releases the hold, and identity verification gating a large withdrawal. A server of this
 * file's own over PostgreSQL, in development mode (the gateway simulator takes test money and is
 * never mounted in production); operators stay logged in to the console for the file. Each flow
 * has its own member; after the flows the ledger must sum to zero.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ErrorCode } from '@common/contract/envelope';
import { PaymentPath } from '@common/contract/payments';
import { ProtectionPath } from '@common/contract/protection';
import con from '../console/locales/en.json';
import site from '../locales/en.json';
import { formatMinor } from '../src/utils/money';
import { openContext, type Session } from './support/browser';
import { startDeskServer, type DeskServer } from './support/desk-server';
import { decideInQueue, fundByAdjustment, openDesk, openQueueItem, type Desk } from './support/desk';
import { expectFigure, newestWithdrawal, recordedSteps, requestWithdrawal, withdrawalPostings } from './support/money-screens';
import {
  WITHDRAWAL_PASSWORD,
  addPayoutAccount,
  documentJpeg,
  ledgerProblems,
  payGatewayDeposit,
  registerMember,
  setWithdrawalPassword,
  siteCall,
  wagerOnLottery,
  type TestMember,
} from './support/payments';
import { MERCHANT, drawerBalance, inEnglish, logIn, skipHomePopups } from './support/session';

/** The merchant's rules for these flows (minor units): a second finance approval above 1,000.00, identity above 2,000.00. */
const APPROVAL_THRESHOLD = 100_000;
const KYC_THRESHOLD = 200_000;
const GATEWAY = 'Payment gateway (simulator)';

describe('money in and out in Chromium', () => {
  let desk: DeskServer;
  let url: string;
  let owner: Desk;
  let finance1: Desk;
  let finance2: Desk;
  let risk: Desk;
  const phones: Session[] = [];

  beforeAll(async () => {
    desk = await startDeskServer({ NODE_ENV: 'development' });
    ({ url, owner } = desk);
    finance1 = await openDesk(url, 'finance1', 'Finance-demo-1');
    finance2 = await openDesk(url, 'finance2', 'Finance-demo-2');
    risk = await openDesk(url, 'risk1', 'Risk-demo-1');

    // The merchant's payment rules, set by the owner on the console's payments screen.
    await owner.page.getByRole('link', { name: con.nav.payments }).click();
    // The screen is a lazy chunk: until it shows, the dashboard (with a merchant picker of its own) is still there.
    await owner.page.getByRole('heading', { name: con.payments.title, exact: true }).waitFor();
    await owner.page.getByLabel(con.merchantPicker.label, { exact: true }).fill(MERCHANT);
    await owner.page.getByRole('button', { name: con.merchantPicker.show }).click();
    await owner.page.getByRole('heading', { name: con.payments.titleOf.replace('{{code}}', MERCHANT) }).waitFor();
    const rules = owner.page.getByRole('form', { name: con.payments.settings });
    await rules.getByLabel(con.payments.rules.withdrawalApprovalThreshold).fill(formatMinor(APPROVAL_THRESHOLD).replace(/,/g, ''));
    await rules.getByLabel(con.payments.rules.kycSingleWithdrawalThreshold).fill(formatMinor(KYC_THRESHOLD).replace(/,/g, ''));
    await rules.getByRole('button', { name: con.payments.save }).click();
    await rules.getByText(con.payments.saved).waitFor();
  }, 240_000);

  afterAll(async () => {
    for (const operator of [finance1, finance2, risk]) await operator?.session.close();
    await desk?.stop();
  });

  afterEach(async () => {
    for (const session of phones.splice(0)) await session.close();
  });

  /** A new member logged in on a phone, in English. */
  async function memberOnPhone(prefix: string): Promise<{ member: TestMember; page: Page }> {
    const member = await registerMember(prefix);
    // The deposit-limit prompt (e2e/protection.e2e.ts tests it) answered "not now", so the deposit screen is the form.
    await siteCall(member.token, 'POST', ProtectionPath.promptDismiss);
    const session = await openContext('phone');
    phones.push(session);
    await inEnglish(session.page);
    await skipHomePopups(session.page);
    await logIn(session.page, member.username, member.password);
    await session.page.waitForURL('**/m/home');
    return { member, page: session.page };
  }

  test('a member deposits through the gateway simulator and sees the balance', async () => {
    const { page } = await memberOnPhone('gate');
    expect(await drawerBalance(page)).toBe(0);

    await page.goto(`${url}/m/voucherCenter`);
    await page.getByRole('radio', { name: new RegExp(GATEWAY.replace(/[()]/g, '\\$&')) }).check();
    await page.getByRole('group', { name: site.pay.presets }).getByRole('button', { name: '500.00', exact: true }).click();
    await page.getByRole('button', { name: site.deposit.payNow }).click();
    // The provider's page (the simulator), clearly marked as test money.
    await page.waitForURL('**/channels/gateway-simulator/**');
    await page.getByRole('note').getByText(/test money/).waitFor();
    await page.getByRole('button', { name: 'Pay 500.00 BDT' }).click();
    // Back on the site, the deposit's detail says it is credited.
    await page.waitForURL('**/m/voucherCenter?deposit=*');
    await page.getByText(site.deposit.status.approved, { exact: true }).first().waitFor();
    expect(await drawerBalance(page)).toBe(50_000);
  });

  test('a mobile-wallet deposit waits for an operator, is credited once approved in the console, and its TrxID cannot be used again', async () => {
    const { member, page } = await memberOnPhone('wallet');
    const trxId = `BK${randomBytes(5).toString('hex').toUpperCase()}`;
    const payByWallet = async () => {
      await page.goto(`${url}/m/voucherCenter`);
      await page.getByRole('radio', { name: /bKash/ }).check();
      await page.getByLabel(site.pay.amount, { exact: true }).fill('1000');
      await page.getByRole('button', { name: site.deposit.next }).click();
      const confirm = page.getByRole('form', { name: site.deposit.walletConfirm });
      // The merchant's receiving number, to pay to from the phone.
      await page.getByText('01700000000').first().waitFor();
      await confirm.getByLabel(site.deposit.senderNumber).fill('01711111111');
      await confirm.getByLabel(site.deposit.trxId).fill(trxId);
      await confirm.getByRole('button', { name: site.deposit.iHavePaid }).click();
      return confirm;
    };
    await payByWallet();
    await page.getByText(site.deposit.status.review, { exact: true }).first().waitFor();
    expect(await drawerBalance(page)).toBe(0);

    const decided = await decideInQueue(finance1, url, 'deposit', member.username, 'approve', `${trxId} found in the bKash statement`);
    expect(decided.status).toBe('approved');
    expect(await drawerBalance(page)).toBe(100_000);

    // The same TrxID again: refused with its message, the form keeps what was typed, nothing is credited.
    const confirm = await payByWallet();
    await page.getByText(site.errors.deposit_trxid_used).first().waitFor();
    expect(await confirm.getByLabel(site.deposit.trxId).inputValue()).toBe(trxId);
    expect(await drawerBalance(page)).toBe(100_000);
  });

  test('a member with the turnover met withdraws: held at once, approved by one finance operator and checked by another, paid, every step in the records', async () => {
    const { member, page } = await memberOnPhone('payout');
    await setWithdrawalPassword(member);
    await fundByAdjustment(finance1, finance2, member.username, 300_000);
    // A deposit asks for its amount in wagering (1×) before a withdrawal; bets meet it.
    await payGatewayDeposit(member, 10_000);
    await page.goto(`${url}/m/withdraw`);
    await page.getByText(site.withdraw.blocker.turnover.replace('{{remaining}}', '100.00')).waitFor();
    const win = await wagerOnLottery(member, 10_000);
    const balance = 300_000 + 10_000 - 10_000 + win;

    await page.goto(`${url}/m/payoutAccounts`);
    await page.getByRole('button', { name: site.payout.add }).click();
    const add = page.getByRole('form', { name: site.payout.addTitle });
    await add.getByLabel(site.payout.channel).selectOption({ label: GATEWAY });
    await add.getByLabel(site.payout.holder).fill('Rahim Uddin');
    await add.getByLabel(site.payout.walletNumber).fill('0171-234-5678');
    await add.getByLabel(site.withdraw.password).fill(WITHDRAWAL_PASSWORD);
    await add.getByRole('button', { name: site.payout.add }).click();
    await page.getByText(`${GATEWAY} *******5678`).waitFor();

    await page.goto(`${url}/m/withdraw`);
    await page.getByRole('form', { name: site.withdraw.formTitle }).waitFor();
    await expectFigure(page, site.withdraw.turnoverRemaining, 0);
    await expectFigure(page, site.withdraw.available, balance);
    const status = await requestWithdrawal(page, '1500');
    await status.getByText(site.withdraw.status.pending).waitFor();
    // Held at once: the available balance drops and the hold shows, before anyone approves.
    await page.getByRole('button', { name: site.withdraw.done }).click();
    await expectFigure(page, site.withdraw.held, 150_000);
    await expectFigure(page, site.withdraw.available, balance - 150_000);
    expect(await drawerBalance(page)).toBe(balance - 150_000);

    // Above the merchant's threshold: the first approval asks for a second, by another operator.
    const first = await decideInQueue(finance1, url, 'withdrawal', member.username, 'approve', 'account holder matches the member');
    expect(first.status).toBe('checking');
    expect(first.decidable).toBe(false);
    await finance1.page.getByText(con.review.notYours).waitFor();
    const second = await decideInQueue(finance2, url, 'withdrawal', member.username, 'approve', 'second check done');
    expect(second.status).toBe('paid');
    expect((await newestWithdrawal(member)).status).toBe('paid');

    const s = site.withdraw.status;
    expect(await recordedSteps(page)).toEqual([s.pending, s.checking, s.paying, s.paid]);
    const { real, withdrawal } = site.records.account;
    expect((await withdrawalPostings(page)).sort()).toEqual([`+1,500.00 · ${withdrawal}`, `-1,500.00 · ${real}`, `-1,500.00 · ${withdrawal}`].sort());
    await page.goto(`${url}/m/withdraw`);
    await page.getByRole('form', { name: site.withdraw.formTitle }).waitFor();
    await expectFigure(page, site.withdraw.held, 0);
    await expectFigure(page, site.withdraw.available, balance - 150_000);
  }, 240_000);

  test('a rejected withdrawal is released with its reason shown to the member', async () => {
    const { member, page } = await memberOnPhone('reject');
    await setWithdrawalPassword(member);
    await addPayoutAccount(member, '01819876543');
    await fundByAdjustment(finance1, finance2, member.username, 100_000);

    const status = await requestWithdrawal(page, '600');
    await status.getByText(site.withdraw.status.pending).waitFor();
    expect(await drawerBalance(page)).toBe(40_000);

    const reason = 'The account holder name does not match the member';
    const decided = await decideInQueue(finance1, url, 'withdrawal', member.username, 'reject', reason);
    expect(decided.status).toBe('rejected');

    expect(await drawerBalance(page)).toBe(100_000);
    const s = site.withdraw.status;
    expect(await recordedSteps(page)).toEqual([s.pending, s.rejected]);
    const record = page.getByRole('list', { name: site.records.tab.withdrawals }).getByRole('listitem').first();
    await record.getByText(site.pay.reason.replace('{{reason}}', reason)).waitFor();
    await record.getByText(s.rejected).first().waitFor();
  }, 120_000);

  test('identity verification gates a large withdrawal until an operator verifies the documents', async () => {
    const { member, page } = await memberOnPhone('identity');
    await setWithdrawalPassword(member);
    const account = await addPayoutAccount(member, '01998765432');
    await fundByAdjustment(finance1, finance2, member.username, 300_000);

    // Above the identity threshold: the screen says so before sending, and the server refuses it too.
    await page.goto(`${url}/m/withdraw`);
    const form = page.getByRole('form', { name: site.withdraw.formTitle });
    await form.getByLabel(site.pay.amount, { exact: true }).fill('2500');
    await form.getByRole('alert').getByText(site.withdraw.kycAbove.replace('{{amount}}', formatMinor(KYC_THRESHOLD))).waitFor();
    const large = { payoutAccountId: account.id, amount: 250_000, withdrawalPassword: WITHDRAWAL_PASSWORD };
    const refused = await siteCall(member.token, 'POST', PaymentPath.withdraw, { ...large, requestId: randomUUID() });
    expect(refused.code).toBe(ErrorCode.withdrawalKycRequired);

    await page.goto(`${url}/m/identity`);
    const kyc = page.getByRole('form', { name: site.kyc.formTitle });
    const pictures = { front: ['#d8e4f0', 'ID front'], back: ['#f0e4d8', 'ID back'], selfie: ['#e4f0d8', 'selfie'] } as const;
    for (const [name, [colour, label]] of Object.entries(pictures)) {
      await kyc.locator(`input[type="file"][name="${name}"]`).setInputFiles({ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await documentJpeg(colour, label) });
    }
    await kyc.getByLabel(site.kyc.field.address).fill('House 12, Road 5, Dhanmondi, Dhaka');
    await kyc.getByLabel(site.kyc.field.nationality).fill('Bangladeshi');
    await kyc.getByLabel(site.kyc.field.occupation).fill('Teacher');
    await kyc.getByLabel(site.kyc.field.sourceOfIncome).fill('Salary');
    await kyc.getByRole('button', { name: site.kyc.submit }).click();
    await page.getByRole('status').getByText(site.kyc.status.review).waitFor();
    // Documents under review are not verified identity yet.
    const waiting = await siteCall(member.token, 'POST', PaymentPath.withdraw, { ...large, requestId: randomUUID() });
    expect(waiting.code).toBe(ErrorCode.withdrawalKycRequired);

    // The risk operator sees the three pictures through signed links, and verifies.
    const images = (await openQueueItem(risk, url, 'kyc', member.username)).getByRole('img');
    await images.nth(2).waitFor();
    expect(await images.count()).toBe(3);
    for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
    await risk.page.waitForFunction((shown) => shown.every((img) => (img as HTMLImageElement).naturalWidth > 0), await images.elementHandles());
    const verified = await decideInQueue(risk, url, 'kyc', member.username, 'approve', 'documents match the selfie');
    expect(verified.status).toBe('verified');
    await page.reload();
    await page.getByRole('status').getByText(site.kyc.status.verified).waitFor();

    const status = await requestWithdrawal(page, '2500');
    await status.getByText(site.withdraw.status.pending).waitFor();
    await decideInQueue(finance1, url, 'withdrawal', member.username, 'approve', 'identity verified');
    expect((await decideInQueue(finance2, url, 'withdrawal', member.username, 'approve', 'second check done')).status).toBe('paid');
    expect(await drawerBalance(page)).toBe(50_000);
  }, 180_000);

  test('after the flows the ledger sums to zero, every posting balances and every balance is the sum of its entries', async () => {
    expect(await ledgerProblems(desk.server.databaseUrl)).toEqual([]);
  });
});
