/**
 * Set-up of the payment browser tests over the server's own APIs, as the member site, a payment
 * provider and the lottery client make the calls: new members, withdrawal passwords, payout
 * accounts, gateway deposits paid through the simulator, wagering by lottery bets; and the
 * ledger's check after the flows. What the tests are about goes through the browser instead.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import sharp from 'sharp';
import { AccountPath, type LoginResult, type PublicKeyValue } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import type { LotteryGameInfo, Order, PlaceOrderRequest } from '@common/contract/lottery';
import { LotteryPath } from '@common/contract/lottery';
import { PaymentPath, type DepositChannelValue, type DepositValue, type PayoutAccountValue, type WithdrawalReadiness } from '@common/contract/payments';
import type { Database } from '../../server/db/connection';
import { GATEWAY_SIMULATOR_PREFIX } from '../../server/channels/gateway-simulator/adapter';
import { unbalancedTransactions, verifyBalances } from '../../server/modules/wallet/verify';
import { createEncryptor } from '../../src/api/encryption';
import { baseUrl } from './browser';
import { MERCHANT } from './session';

/** The withdrawal password every test member sets (six digits). */
export const WITHDRAWAL_PASSWORD = '246810';

export interface TestMember {
  username: string;
  password: string;
  /** A session of its own for the set-up calls (the browser logs in separately). */
  token: string;
}

/** A call as the member site makes it; the whole envelope (refusals included). */
export async function siteCall<T>(token: string | null, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Merchant: MERCHANT, 'Gateway-Version': '3', Language: 'EN', ModuleId: 'COMM3', ...extra };
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: typeof body === 'string' || body === undefined ? body : JSON.stringify(body) });
  return (await res.json()) as Envelope<T>;
}

/** A site call that must succeed; its value. */
export async function siteValue<T>(token: string | null, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const answer = await siteCall<T>(token, method, path, body);
  if (!answer.success) throw new Error(`${method} ${path} failed: ${answer.code} ${answer.message ?? ''}`);
  return answer.value as T;
}

/** Registers a new real member (type 1) through the encrypted register call, as the site's form does. */
export async function registerMember(prefix: string): Promise<TestMember> {
  const username = `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 16);
  const password = 'Payments123';
  const encryptor = createEncryptor(() => siteValue<PublicKeyValue>(null, 'GET', AccountPath.publicKey));
  const mobile = `17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sealed = await encryptor.encrypt({ username, password, confirmPassword: password, mobile, countryDialingCode: '880', birthday: '1990-05-17' });
  const answer = await siteCall<LoginResult>(null, 'PUT', AccountPath.register, sealed.payload, { Encryption: sealed.header });
  if (!answer.success) throw new Error(`registering ${username} failed: ${answer.code}`);
  return { username, password, token: answer.value!.token };
}

/** Sets the member's withdrawal password (WITHDRAWAL_PASSWORD). */
export async function setWithdrawalPassword(member: TestMember): Promise<void> {
  await siteValue(member.token, 'POST', AccountPath.paymentPassword, { newPaymentPassword: WITHDRAWAL_PASSWORD });
}

/** The id of the demo merchant's deposit channel `code` (gateway, bkash, bank…). */
export async function depositChannelId(member: TestMember, code: string): Promise<number> {
  const channels = await siteValue<DepositChannelValue[]>(member.token, 'GET', PaymentPath.channels);
  const channel = channels.find((c) => c.code === code);
  if (!channel) throw new Error(`no deposit channel ${code}`);
  return channel.id;
}

/** Adds a payout account on the gateway simulator's channel; a number ending in anything but 0000/1111/2222 is paid at once. */
export async function addPayoutAccount(member: TestMember, accountNumber: string): Promise<PayoutAccountValue> {
  const readiness = await siteValue<WithdrawalReadiness>(member.token, 'GET', PaymentPath.withdraw);
  const channel = readiness.channels.find((c) => c.code === 'gateway')!;
  return siteValue<PayoutAccountValue>(member.token, 'POST', PaymentPath.bankCards, { channelId: channel.id, holder: 'Test Holder', accountNumber, withdrawalPassword: WITHDRAWAL_PASSWORD });
}

/** A gateway deposit started as the site starts it and paid on the simulator (its signed callback credits it). */
export async function payGatewayDeposit(member: TestMember, amount: number): Promise<DepositValue> {
  const channelId = await depositChannelId(member, 'gateway');
  const deposit = await siteValue<DepositValue>(member.token, 'POST', PaymentPath.deposits, { channelId, amount, requestId: randomUUID() });
  const order = new URL(deposit.redirectUrl!, baseUrl()).searchParams.get('order');
  const act = { order, outcome: 'paid', delayMs: 0, duplicate: false, thenFail: false, forged: false, wrongAmount: false };
  const paid = await siteValue<{ callbacks: { answer: string }[] }>(null, 'POST', `${GATEWAY_SIMULATOR_PREFIX}/act`, act);
  if (paid.callbacks[0]?.answer !== 'approved') throw new Error(`the gateway deposit was not credited: ${JSON.stringify(paid)}`);
  return siteValue<DepositValue>(member.token, 'GET', PaymentPath.deposit(deposit.id));
}

/** Positional bet's odds (9.8×, thousandths): one of the ten digits on the first position always wins this. */
const POSITION_ODDS_THOUSANDTHS = 9_800;
const ALL_DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * Wagers `stake` (a multiple of 10 minor units) on SSC1 with every digit on the first position, so
 * the win is certain and known (stake × 0.98), and waits for the draw to settle it: the member's
 * balance does not move under the flow afterwards. Returns the win.
 */
export async function wagerOnLottery(member: TestMember, stake: number): Promise<number> {
  const game = await siteValue<LotteryGameInfo>(member.token, 'GET', `${LotteryPath.game}?gameCode=SSC1`);
  // An issue that still takes bets a few seconds from now (the call itself takes time).
  const issue = game.upcoming.find((i) => i.closesAt > game.serverTime + 5_000)!;
  const order: PlaceOrderRequest = {
    gameCode: 'SSC1',
    prizeMode: 'Lott',
    betType: 'position',
    selection: [ALL_DIGITS, [], [], [], []],
    unitStake: stake / ALL_DIGITS.length,
    multiple: 1,
    issues: [issue.issueNumber],
    stopOnWin: false,
    requestId: randomUUID(),
  };
  const placed = await siteValue<Order>(member.token, 'POST', LotteryPath.orders, order);
  const deadline = issue.drawAt + 90_000;
  for (;;) {
    const now = await siteValue<Order>(member.token, 'GET', `${LotteryPath.detail}?orderId=${placed.orderId}`);
    const sub = now.suborders[0]!;
    if (sub.status !== 'pending') {
      expect(sub.winAmount).toBe((order.unitStake * POSITION_ODDS_THOUSANDTHS) / 1000);
      return sub.winAmount + sub.rebateAmount;
    }
    if (Date.now() > deadline) throw new Error(`issue ${issue.issueNumber} was not settled in time`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** A small JPEG of one colour with a line of text, as a phone camera's picture of a document would be sent. */
export function documentJpeg(colour: string, label: string): Promise<Buffer> {
  const text = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><text x="20" y="100" font-size="28">${label}</text></svg>`);
  return sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .composite([{ input: text }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * What is wrong with the ledger (empty when nothing): every entry of every posting sums to zero,
 * each transaction balances, each stored balance is the sum of its entries, no member is below zero.
 */
export async function ledgerProblems(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = drizzle(client) as unknown as Database;
    const problems: string[] = [];
    const one = async (text: string) => String(Object.values((await client.query(text)).rows[0] as object)[0]);
    const total = await one('select coalesce(sum(amount), 0)::text from ledger_entries');
    if (total !== '0') problems.push(`ledger entries sum to ${total}`);
    const unbalanced = await unbalancedTransactions(db);
    if (unbalanced.length > 0) problems.push(`unbalanced transactions ${unbalanced.join(', ')}`);
    const mismatches = await verifyBalances(db);
    if (mismatches.length > 0) problems.push(`balances differ from their entries: accounts ${mismatches.map((m) => m.accountId).join(', ')}`);
    const negative = await one("select count(*)::text from ledger_accounts where owner_kind = 'member' and balance < 0");
    if (negative !== '0') problems.push(`${negative} member balances below zero`);
    return problems;
  } finally {
    await client.end();
  }
}
