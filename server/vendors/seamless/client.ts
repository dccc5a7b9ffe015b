/**
 * The seamless-wallet client of house vendors: each request is signed with the vendor's secret and
 * sent through the same routes a third-party vendor calls (app.inject, no network hop), so house
 * games get no shortcut past signatures, replay checks or idempotency.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { ensureVendorCredential } from '../../modules/seamless';
import { SeamlessHeader, SeamlessPath, type SeamlessOperation, type SeamlessResponse, type SeamlessWalletClient } from './contract';
import { signRequest } from './signing';

/**
 * A wallet client for `vendorCode`; its secret is created on first use when the vendor has none
 * yet. A refused signature means an operator rotated the secret: the client reads the new one and
 * sends the request once more (the same requestId, so it applies at most once).
 */
export function createSeamlessClient(app: FastifyInstance, vendorCode: string): SeamlessWalletClient {
  let secret: Promise<string> | undefined;
  const secretOf = (): Promise<string> => {
    secret ??= ensureVendorCredential(app, vendorCode).then(
      (credential) => credential.secret,
      (err: unknown) => {
        secret = undefined; // a failed look-up is retried on the next call, not cached
        throw err;
      },
    );
    return secret;
  };

  const send = async (operation: SeamlessOperation, body: object, retried = false): Promise<SeamlessResponse> => {
    const raw = JSON.stringify(body);
    const timestamp = String(app.now());
    const response = await app.inject({
      method: 'POST',
      url: SeamlessPath[operation],
      payload: raw,
      headers: {
        'content-type': 'application/json',
        [SeamlessHeader.vendor]: vendorCode,
        [SeamlessHeader.timestamp]: timestamp,
        [SeamlessHeader.signature]: signRequest(await secretOf(), timestamp, raw),
      },
    });
    const answer = response.json<SeamlessResponse>();
    if (!retried && !answer.success && answer.code === ErrorCode.seamlessSignatureInvalid) {
      secret = undefined;
      return send(operation, body, true);
    }
    return answer;
  };

  return {
    balance: (body) => send('balance', body),
    debit: (body) => send('debit', body),
    credit: (body) => send('credit', body),
    rollback: (body) => send('rollback', body),
  };
}
