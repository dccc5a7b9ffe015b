/** Request signatures of the seamless-wallet API (contract.ts): HMAC-SHA256 over timestamp and raw body. */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** hex(HMAC-SHA256(secret, `${timestamp}.${body}`)). */
export function signRequest(secret: string, timestamp: number | string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Constant-time check of a received signature (any malformed value is simply false). */
export function signatureMatches(secret: string, timestamp: string, body: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signRequest(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
