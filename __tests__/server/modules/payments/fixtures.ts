/** Shared set-up of the deposit tests: logged-in depositors, the seeded channels, signed callbacks, the member's balance. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { PaymentPath, type DepositValue } from '@common/contract/payments';
import { externalIdOf, signedCallback, type CallbackBodyType } from '../../../../server/channels/gateway-simulator/protocol';
import type { NewMember } from '../../../../server/modules/member/service';
import { paymentChannels, type PaymentChannelRow } from '../../../../server/modules/payments/channel-tables';
import { openChannelSecret } from '../../../../server/modules/payments/channels';
import { balanceOf, channelAccount, ensureMemberAccount } from '../../../../server/modules/wallet/accounts';
import { unbalancedTransactions, verifyBalances } from '../../../../server/modules/wallet/verify';
import { addMember, call, tokenFor } from '../../helpers/accounts';

export const MERCHANT = 'MLOBBY';
const PASSWORD = 'Secret-pass-1';
let serial = 0;

export interface Depositor {
  memberId: number;
  username: string;
  token: string;
}

/** A new member (type 1 unless given) with a session token. */
export async function depositor(app: FastifyInstance, fields: Partial<NewMember> = {}): Promise<Depositor> {
  const username = `dep${process.pid % 1000}x${++serial}`;
  const member = await addMember(app, { username, password: PASSWORD, ...fields });
  return { memberId: member.id, username, token: await tokenFor(app, username, PASSWORD) };
}

/** A new session for the depositor (after the clock moved past the old one's life). */
export async function relogin(app: FastifyInstance, who: Depositor): Promise<Depositor> {
  return { ...who, token: await tokenFor(app, who.username, PASSWORD) };
}

/** A seeded channel of the demo merchant by code. */
export async function seededChannel(app: FastifyInstance, code: string): Promise<PaymentChannelRow> {
  const [row] = await app.db.select().from(paymentChannels).where(and(eq(paymentChannels.merchantCode, MERCHANT), eq(paymentChannels.code, code)));
  if (!row) throw new Error(`no seeded channel ${code}`);
  return row;
}

/** Changes a channel's row directly (limits, caps, fees, switches) for one test. */
export async function setChannel(app: FastifyInstance, id: number, change: Partial<PaymentChannelRow>): Promise<void> {
  await app.db.update(paymentChannels).set(change).where(eq(paymentChannels.id, id));
}

/** POST PaymentPath.deposits as the depositor; the envelope. */
export async function start(app: FastifyInstance, who: Depositor, channelId: number, amount: number, requestId = randomUUID()): Promise<Envelope<DepositValue>> {
  return (await call(app, 'POST', PaymentPath.deposits, { token: who.token, payload: { channelId, amount, requestId } })).json<Envelope<DepositValue>>();
}

/** A start that must succeed; the deposit. */
export async function started(app: FastifyInstance, who: Depositor, channelId: number, amount: number): Promise<DepositValue> {
  const res = await start(app, who, channelId, amount);
  if (!res.success) throw new Error(`start failed: ${res.code}`);
  return res.value!;
}

/** GET PaymentPath.deposit(id) as the depositor. */
export async function readDeposit(app: FastifyInstance, who: Depositor, id: string): Promise<DepositValue> {
  return (await call(app, 'GET', PaymentPath.deposit(id), { token: who.token })).json<Envelope<DepositValue>>().value!;
}

/** The member's real balance. */
export async function realBalance(app: FastifyInstance, memberId: number): Promise<bigint> {
  return balanceOf(app.db, (await ensureMemberAccount(app.db, MERCHANT, memberId, 'real')).account.id);
}

/** The channel's clearing balance (minus everything it credited). */
export async function clearingBalance(app: FastifyInstance, channelId: number): Promise<bigint> {
  return balanceOf(app.db, (await channelAccount(app.db, MERCHANT, channelId)).id);
}

/** Every posting balanced and every stored balance the sum of its entries. */
export async function expectLedgerConsistent(app: FastifyInstance): Promise<void> {
  expect(await unbalancedTransactions(app.db)).toEqual([]);
  expect(await verifyBalances(app.db)).toEqual([]);
}

/** The body of a callback about a deposit, as the simulator sends it. */
export function callbackBody(deposit: Pick<DepositValue, 'id' | 'amount'>, outcome: CallbackBodyType['outcome'], change: Partial<CallbackBodyType> = {}): CallbackBodyType {
  return { depositId: deposit.id, externalId: externalIdOf(deposit.id), amount: deposit.amount, currency: 'BDT', outcome, ...change };
}

/** POSTs a callback to the channel's URL signed with its secret (or `secret`); the status and the envelope. */
export async function sendCallback(app: FastifyInstance, channel: PaymentChannelRow, body: CallbackBodyType, secret?: string) {
  const signed = signedCallback(secret ?? openChannelSecret(app.keyring, channel)!, body, app.now());
  const res = await app.inject({ method: 'POST', url: `${PaymentPath.callback(channel.code)}?merchant=${MERCHANT}`, headers: signed.headers, payload: signed.rawBody });
  return { status: res.statusCode, body: res.json<Envelope<{ depositId: string; status: string }>>() };
}

