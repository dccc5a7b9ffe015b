/**
 * The payment-gateway simulator's wire, as a provider would document it: an order handed to its
 * payment page, and the signed server-to-server callback it posts to the merchant. Both are signed
 * with the channel's secret as the seamless wallet signs vendor calls (server/vendors/seamless/
 * signing.ts): hex HMAC-SHA256 over `<timestamp>.<raw body>`.
 */
import { createHash } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { signatureMatches, signRequest } from '../../vendors/seamless/signing';

/** Headers of a callback: when it was signed (epoch ms) and the signature. */
export const GatewayHeader = {
  timestamp: 'x-gateway-timestamp',
  signature: 'x-gateway-signature',
} as const;

export const CALLBACK_OUTCOMES = ['paid', 'failed', 'expired'] as const;

/** The callback's body: which order, the provider's payment id, what was paid and how it ended. */
export const CallbackBody = Type.Object(
  {
    depositId: Type.String({ minLength: 1, maxLength: 64 }),
    externalId: Type.String({ minLength: 1, maxLength: 64 }),
    amount: Type.Integer({ minimum: 0 }),
    currency: Type.String({ minLength: 3, maxLength: 3 }),
    outcome: Type.Union(CALLBACK_OUTCOMES.map((o) => Type.Literal(o))),
  },
  { additionalProperties: false },
);
export type CallbackBodyType = Static<typeof CallbackBody>;

/** Whether a parsed body is a callback body. */
export const isCallbackBody = (body: unknown): body is CallbackBodyType => Value.Check(CallbackBody, body);

/** What the merchant's start hands the payment page (inside the signed order token). */
export interface SimulatorOrder {
  depositId: string;
  merchantCode: string;
  channelCode: string;
  /** Minor units, as a decimal string (a bigint in JSON). */
  amount: string;
  currency: string;
  callbackUrl: string;
  returnUrl: string;
  expiresAt: number;
}

/** The provider's payment id of an order: the same in every callback about it. */
export function externalIdOf(depositId: string): string {
  return `SIM${createHash('sha256').update(depositId).digest('hex').slice(0, 20).toUpperCase()}`;
}

/** `<base64url order>.<signature>`, signed over the order with its expiry as the timestamp. */
export function signOrder(secret: string, order: SimulatorOrder): string {
  const payload = Buffer.from(JSON.stringify(order)).toString('base64url');
  return `${payload}.${signRequest(secret, order.expiresAt, payload)}`;
}

/** The order a token claims to be, unverified (to find whose secret signed it); null when unreadable. */
export function readOrder(token: string): SimulatorOrder | null {
  const payload = token.split('.')[0] ?? '';
  try {
    const order = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SimulatorOrder;
    return typeof order.depositId === 'string' && typeof order.merchantCode === 'string' && typeof order.channelCode === 'string' ? order : null;
  } catch {
    return null;
  }
}

/** Whether the token was signed with `secret` (the order was made by the merchant holding it). */
export function orderSigned(secret: string, token: string, order: SimulatorOrder): boolean {
  const [payload = '', signature = ''] = token.split('.');
  return signatureMatches(secret, String(order.expiresAt), payload, signature);
}

/** A callback as the provider posts it: the raw JSON body and its signed headers. */
export function signedCallback(secret: string, body: CallbackBodyType, now: number): { rawBody: string; headers: Record<string, string> } {
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [GatewayHeader.timestamp]: String(now),
      [GatewayHeader.signature]: signRequest(secret, now, rawBody),
    },
  };
}
