/**
 * Withdrawal test fixtures: a withdrawal channel and payment rules of MLOBBY, members with a
 * withdrawal password, money in through the wallet's deposit and adjust intents, stakes, and the
 * member's calls.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { PaymentPath, type PayoutAccountValue, type WithdrawalReadiness, type WithdrawalValue } from '@common/contract/payments';
import { members } from '../../../../server/modules/member/tables';
import { paymentChannels, paymentSettings, type PaymentChannelRow } from '../../../../server/modules/payments/channel-tables';
import { adjust, channelAccount, deposit, ensureMemberAccount, houseAccount, payout, stake, vendorAccount } from '../../../../server/modules/wallet';
import { memberBalances } from '../../../../server/modules/wallet';
import { hashPassword } from '../../../../server/security/scrypt';
import { CHEAP_SCRYPT, addMember, call, tokenFor } from '../../helpers/accounts';

export const M = 'MLOBBY';
export const WITHDRAWAL_PASSWORD = '246810';
let serial = 0;

/** A withdrawal channel of MLOBBY (gateway simulator): 10.00..100,000.00, no fee, no cap unless given. */
export async function addChannel(app: FastifyInstance, fields: Partial<typeof paymentChannels.$inferInsert> = {}): Promise<PaymentChannelRow> {
  const [row] = await app.db
    .insert(paymentChannels)
    .values({
      merchantCode: M,
      code: `wd${process.pid % 1000}x${serial++}`,
      adapter: 'gateway-simulator',
      kind: 'gateway',
      names: { en: 'Test Pay', bn: 'টেস্ট পে' },
      depositEnabled: true,
      withdrawEnabled: true,
      memberTypes: [0, 1, 2],
      minDeposit: 1_000n,
      maxDeposit: 10_000_000n,
      minWithdraw: 1_000n,
      maxWithdraw: 10_000_000n,
      ...fields,
    })
    .returning();
  return row!;
}

/** MLOBBY's payment rules, the defaults changed by `fields`. */
export async function setRules(app: FastifyInstance, fields: Partial<typeof paymentSettings.$inferInsert> = {}): Promise<void> {
  const values = {
    turnoverMultiplierPercent: 100,
    withdrawalApprovalThreshold: 5_000_000n,
    kycSingleWithdrawalThreshold: null,
    kycCumulativeDepositThreshold: null,
    maxPayoutAccounts: 5,
    depositExpiryMinutes: 30,
    ...fields,
  };
  await app.db.insert(paymentSettings).values({ merchantCode: M, ...values }).onConflictDoUpdate({ target: paymentSettings.merchantCode, set: values });
}

export interface Player {
  id: number;
  username: string;
  token: string;
}

/** A type-1 member of MLOBBY, logged in, with the withdrawal password set unless told not to. */
export async function player(app: FastifyInstance, options: { withdrawalPassword?: boolean; type?: 0 | 1 | 2 } = {}): Promise<Player> {
  const username = `wd${process.pid % 1000}p${serial++}`;
  const member = await addMember(app, { username, password: 'Secret123', type: options.type ?? 1 });
  if (options.withdrawalPassword !== false) {
    await app.db.update(members).set({ withdrawalPasswordHash: await hashPassword(WITHDRAWAL_PASSWORD, CHEAP_SCRYPT) }).where(eq(members.id, member.id));
  }
  return { id: member.id, username, token: await tokenFor(app, username, 'Secret123') };
}

const realSide = async (app: FastifyInstance, memberId: number) => ({ memberId, accountId: (await ensureMemberAccount(app.db, M, memberId, 'real')).account.id, kind: 'real' as const });

/** An approved deposit as the payments module posts it (adds to the turnover requirement). */
export async function deposited(app: FastifyInstance, memberId: number, amount: bigint, channelId = 999): Promise<void> {
  const channel = await channelAccount(app.db, M, channelId);
  const key = `test-deposit-${randomUUID()}`;
  await deposit(app.db, app.walletGuards, { merchant: M, member: await realSide(app, memberId), channelAccountId: channel.id, amount, idempotencyKey: key, reference: { channelCode: 'test', channelOrderId: key } });
}

/** Money an operator gives (no turnover requirement). */
export async function funded(app: FastifyInstance, memberId: number, amount: bigint): Promise<void> {
  const house = await houseAccount(app.db, M, 'real');
  const key = `test-fund-${randomUUID()}`;
  await adjust(app.db, { merchant: M, member: await realSide(app, memberId), houseAccountId: house.id, amount, idempotencyKey: key, reference: { operatorReference: key, reason: 'test' } });
}

/** A real stake on a game (counts as turnover). */
export async function staked(app: FastifyInstance, memberId: number, amount: bigint): Promise<void> {
  const vendor = await vendorAccount(app.db, M, 1, 'real');
  const round = `test-round-${randomUUID()}`;
  const reference = { vendorCode: 'SIM', gameType: 'RNG', gameId: 1, roundId: round };
  await stake(app.db, app.walletGuards, { merchant: M, member: await realSide(app, memberId), vendorAccountId: vendor.id, amount, idempotencyKey: `${round}:bet`, reference });
}

/** A real win on a game. */
export async function won(app: FastifyInstance, memberId: number, amount: bigint): Promise<void> {
  const vendor = await vendorAccount(app.db, M, 1, 'real');
  const round = `test-round-${randomUUID()}`;
  const reference = { vendorCode: 'SIM', gameType: 'RNG', gameId: 1, roundId: round };
  await payout(app.db, { merchant: M, member: await realSide(app, memberId), vendorAccountId: vendor.id, amount, idempotencyKey: `${round}:win`, reference });
}

/** The member's balances by account kind. */
export const balances = (app: FastifyInstance, memberId: number) => memberBalances(app.db, { id: memberId, merchantCode: M });

type Body = Record<string, unknown>;

/** A member call; the envelope. */
export async function as<T>(app: FastifyInstance, who: Player, method: 'GET' | 'POST', url: string, payload?: Body): Promise<Envelope<T>> {
  return (await call(app, method, url, { token: who.token, payload })).json<Envelope<T>>();
}

/** Adds a payout account on `channelId`; the envelope. */
export const addAccount = (app: FastifyInstance, who: Player, channelId: number, number: string, extra: Body = {}) =>
  as<PayoutAccountValue>(app, who, 'POST', PaymentPath.bankCards, { channelId, holder: 'Test Holder', accountNumber: number, withdrawalPassword: WITHDRAWAL_PASSWORD, ...extra });

/** Requests a withdrawal; the envelope. */
export const withdraw = (app: FastifyInstance, who: Player, payoutAccountId: number, amount: number, extra: Body = {}) =>
  as<WithdrawalValue>(app, who, 'POST', PaymentPath.withdraw, { payoutAccountId, amount, withdrawalPassword: WITHDRAWAL_PASSWORD, requestId: randomUUID(), ...extra });

/** The member's readiness. */
export const readiness = async (app: FastifyInstance, who: Player) => (await as<WithdrawalReadiness>(app, who, 'GET', PaymentPath.withdraw)).value!;
