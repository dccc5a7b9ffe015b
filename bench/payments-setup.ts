/**
 * bench:payments set-up: the cashier as operators make it (a gateway-simulator channel and the
 * merchant's payment rules through the console routes, two finance operators), and members as the
 * site has them (logged in, a withdrawal password, payout accounts added through the member route).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ConsolePaymentPath, type ChannelInput, type CreatedChannel, type PaymentSettingsValue } from '@common/contract/consolePayments';
import type { Envelope } from '@common/contract/envelope';
import { GATEWAY_MOBILE, Header } from '@common/contract/headers';
import { CSRF_HEADER } from '@common/contract/operator';
import { PaymentPath, type PayoutAccountValue } from '@common/contract/payments';
import type { Role } from '@common/rules/operatorRoles';
import { findMember } from '../server/modules/member';
import { members } from '../server/modules/member/tables';
import { createOperator } from '../server/modules/operator';
import { startOperatorSession } from '../server/modules/operator/sessions';
import { loggedIn } from '../server/modules/session';
import { CONSOLE_COOKIE } from '../server/plugins/operator-auth';
import { SIMULATED_PAYOUT } from '../server/channels/gateway-simulator/adapter';
import { hashPassword } from '../server/security/scrypt';
import { MERCHANT, players, type Player } from './wallet-setup';

export const WITHDRAWAL_PASSWORD = '246810';

/**
 * What the bench's server runs with besides benchApp's settings: every member call would
 * otherwise count against the per-IP rate limit of a real site (the bench is many players, and
 * inject's addresses are ours to choose), and the payout job is off so that each payout is the one
 * the approval sends and the approval's answer is the withdrawal's final state.
 */
export const PAYMENTS_BENCH_ENV = { RATE_LIMIT_MAX: '1000000', PAYOUT_CHECK_SECONDS: '0' };

/**
 * The withdrawal password is stored at a cost the tests use: verifying it at the production scrypt
 * cost takes ~0.3 s of CPU here, which would make this a bench of scrypt (bench/payments.ts prints
 * that cost on its own line). The stored hash carries its parameters; verification follows them.
 */
const BENCH_SCRYPT = { N: 1024, r: 8, p: 1 };

/** The channel's limits and fees, in minor units (100 = 1 BDT). */
export const BENCH_CHANNEL = { minDeposit: 1_000, maxDeposit: 5_000_000, minWithdraw: 1_000, maxWithdraw: 5_000_000, depositFeeBps: 100, withdrawFeeBps: 50, withdrawFeeFixed: 200 };

/** The merchant's rules: the default 1× turnover, a second approval above 3,000 BDT, no identity thresholds (no documents in a bench). */
export const BENCH_RULES: PaymentSettingsValue = {
  turnoverMultiplierPercent: 100,
  withdrawalApprovalThreshold: 300_000,
  kycSingleWithdrawalThreshold: null,
  kycCumulativeDepositThreshold: null,
  maxPayoutAccounts: 5,
  depositExpiryMinutes: 30,
};

export interface BenchOperator {
  id: number;
  cookie: string;
  csrf: string;
}

export interface Cashier {
  channel: { id: number; code: string; secret: string };
  /** Two finance operators: the first approves, the second checks what is above the threshold. */
  finance: [BenchOperator, BenchOperator];
}

export interface Member extends Player {
  token: string;
  /** The member's own address (a real site's players do not share one). */
  ip: string;
  /** Payout accounts: one the simulator pays, one it refuses (a number ending 0000). */
  payTo: { ok: number; fails: number };
}

/** A console call as `who`; the envelope. */
export async function consoleCall<T>(app: FastifyInstance, who: BenchOperator, method: 'POST' | 'PUT', url: string, payload: object): Promise<Envelope<T>> {
  const res = await app.inject({ method, url, payload, cookies: { [CONSOLE_COOKIE]: who.cookie }, headers: { [CSRF_HEADER]: who.csrf } });
  return res.json<Envelope<T>>();
}

/** A member call with the site's headers (§7) from the member's address; the envelope. */
export async function memberCall<T>(app: FastifyInstance, who: Member, method: InjectOptions['method'], url: string, payload?: object): Promise<Envelope<T>> {
  const headers = { [Header.merchant]: MERCHANT, [Header.language]: 'EN', [Header.gateway]: String(GATEWAY_MOBILE), [Header.moduleId]: 'COMM3', [Header.authorization]: who.token };
  const res = await app.inject({ method, url, payload, headers, remoteAddress: who.ip });
  return res.json<Envelope<T>>();
}

async function operator(app: FastifyInstance, username: string, roles: Role[]): Promise<BenchOperator> {
  const row = await createOperator(app, { username, password: 'Bench-console-1', merchantCode: MERCHANT, roles }, { actor: 'bench' });
  if (!row) throw new Error(`operator ${username} exists`);
  const session = await startOperatorSession(app, row.id, { ip: '127.0.0.1', userAgent: null });
  return { id: row.id, cookie: session.token, csrf: session.csrfToken };
}

const must = <T>(what: string, answer: Envelope<T>): T => {
  if (!answer.success) throw new Error(`${what}: ${answer.code}`);
  return answer.value as T;
};

/** The merchant's owner creates the bench's gateway channel (its secret is in the answer, once) and sets the rules; two finance operators. */
export async function openCashier(app: FastifyInstance): Promise<Cashier> {
  const owner = await operator(app, 'benchowner', ['owner']);
  const input: ChannelInput = {
    code: 'benchpay',
    adapter: 'gateway-simulator',
    names: { en: 'Bench Pay' },
    icon: '',
    depositEnabled: true,
    withdrawEnabled: true,
    sort: 0,
    memberTypes: [0, 1, 2],
    depositFeeFixed: 0,
    dailyDepositCap: null,
    dailyWithdrawCap: null,
    accountNumber: '',
    accountName: '',
    bankName: null,
    presets: [],
    ...BENCH_CHANNEL,
  };
  const channel = must('creating the channel', await consoleCall<CreatedChannel>(app, owner, 'POST', ConsolePaymentPath.channels, input));
  must('setting the rules', await consoleCall(app, owner, 'PUT', ConsolePaymentPath.settings, BENCH_RULES));
  const finance: Cashier['finance'] = [await operator(app, 'benchfinance1', ['finance']), await operator(app, 'benchfinance2', ['finance'])];
  return { channel: { id: channel.id, code: channel.code, secret: channel.secret! }, finance };
}

/** `count` members funded from the house (bench:wallet's players), logged in, with a withdrawal password and two payout accounts. */
export async function benchMembers(app: FastifyInstance, cashier: Cashier, count: number, funds: (i: number) => bigint, tag: string): Promise<Member[]> {
  const made = await players(app, count, funds, tag);
  const hash = await hashPassword(WITHDRAWAL_PASSWORD, BENCH_SCRYPT);
  return Promise.all(
    made.map(async (player, i) => {
      await app.db.update(members).set({ withdrawalPasswordHash: hash }).where(eq(members.id, player.memberId));
      const row = (await findMember(app.db, player.memberId))!;
      const ip = `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const { token } = await loggedIn(app, row, { ip, userAgent: 'bench', language: 'EN' }, 'bench');
      const who: Member = { ...player, token, ip, payTo: { ok: 0, fails: 0 } };
      const add = async (number: string) =>
        must('adding a payout account', await memberCall<PayoutAccountValue>(app, who, 'POST', PaymentPath.bankCards, { channelId: cashier.channel.id, holder: 'Bench Player', accountNumber: number, withdrawalPassword: WITHDRAWAL_PASSWORD })).id;
      const id = String(player.memberId).padStart(7, '0');
      who.payTo = { ok: await add(`017${id}5`), fails: await add(`018${id}${SIMULATED_PAYOUT.failsAtOnce}`) };
      return who;
    }),
  );
}
