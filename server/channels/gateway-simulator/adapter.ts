/**
 * The local payment-gateway simulator as a channel adapter (kind gateway): a deposit sends the
 * player to the simulator's page on this server (routes.ts) with a signed order, and the
 * simulator posts signed callbacks to our callback URL as a real provider would. Payouts follow
 * the payout account's number so every path can be tested (docs/payments.md):
 *   …0000 fails at once; …1111 stays pending, then payoutStatus says paid;
 *   …2222 stays pending, then payoutStatus says failed; any other number is paid at once.
 */
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';
import type { CallbackInput, CallbackVerdict, ChannelAdapter, DepositStartContext, PayoutState } from '../adapter';
import { signatureMatches } from '../../vendors/seamless/signing';
import { GatewayHeader, isCallbackBody, signOrder, type SimulatorOrder } from './protocol';

/** Mount point of the simulator's page and actions (server/app.ts registers routes.ts here). */
export const GATEWAY_SIMULATOR_PREFIX = '/channels/gateway-simulator';

/** Payout account numbers' endings that pick a simulated payout's fate. */
export const SIMULATED_PAYOUT = { failsAtOnce: '0000', pendingThenPaid: '1111', pendingThenFailed: '2222' } as const;

/** What a failed simulated payout says. */
export const SIMULATED_PAYOUT_FAILURE = 'The simulated provider refused the payout account.';

const invalid = () => new AppError(ErrorCode.paymentCallbackInvalid, { status: 401 });

function header(headers: CallbackInput['headers'], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

async function startDeposit(context: DepositStartContext): Promise<{ redirectUrl: string }> {
  if (context.secret === null) throw new Error(`gateway channel ${context.channel.id} has no secret`);
  const order: SimulatorOrder = {
    depositId: context.depositId,
    merchantCode: context.channel.merchantCode,
    channelCode: context.channel.code,
    amount: context.amount.toString(),
    currency: context.currency,
    callbackUrl: context.callbackUrl,
    returnUrl: context.returnUrl,
    expiresAt: context.expiresAt,
  };
  const query = new URLSearchParams({ order: signOrder(context.secret, order) });
  return { redirectUrl: `${GATEWAY_SIMULATOR_PREFIX}/?${query.toString()}` };
}

/** Checks the signature over the raw body, then reads the body (signed but malformed: the provider's bug, 400). */
function verifyCallback(input: CallbackInput): CallbackVerdict {
  const timestamp = header(input.headers, GatewayHeader.timestamp);
  const signature = header(input.headers, GatewayHeader.signature);
  if (input.secret === null || !signatureMatches(input.secret, timestamp, input.rawBody, signature)) throw invalid();
  const body = input.body;
  if (!isCallbackBody(body)) throw new AppError(ErrorCode.requestMalformed, { status: 400 });
  return { depositId: body.depositId, externalId: body.externalId, amount: BigInt(body.amount), currency: body.currency, outcome: body.outcome };
}

function startPayout(context: { withdrawalId: string; account: { number: string } }): Promise<PayoutState> {
  const number = context.account.number;
  const id = context.withdrawalId;
  if (number.endsWith(SIMULATED_PAYOUT.failsAtOnce)) return Promise.resolve({ status: 'failed', reason: SIMULATED_PAYOUT_FAILURE });
  if (number.endsWith(SIMULATED_PAYOUT.pendingThenPaid)) return Promise.resolve({ status: 'pending', externalId: `SIMPAY-P-${id}` });
  if (number.endsWith(SIMULATED_PAYOUT.pendingThenFailed)) return Promise.resolve({ status: 'pending', externalId: `SIMPAY-F-${id}` });
  return Promise.resolve({ status: 'paid', externalId: `SIMPAY-${id}` });
}

/** A pending payout resolves on the first status call: its external id carries the fate. */
function payoutStatus(_channel: unknown, _withdrawalId: string, externalId: string): Promise<PayoutState> {
  if (externalId.startsWith('SIMPAY-F-')) return Promise.resolve({ status: 'failed', reason: SIMULATED_PAYOUT_FAILURE });
  return Promise.resolve({ status: 'paid', externalId });
}

export const gatewaySimulatorAdapter: ChannelAdapter = {
  id: 'gateway-simulator',
  name: 'Payment gateway simulator (test money)',
  kind: 'gateway',
  startDeposit,
  verifyCallback,
  startPayout,
  payoutStatus,
};
