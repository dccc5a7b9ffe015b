/**
 * The seamless-wallet client of house vendors: each request is signed with the vendor's secret and
 * sent through the same routes a third-party vendor calls (app.inject, no network hop), so house
 * games get no shortcut past signatures, replay checks or idempotency.
 */
import type { FastifyInstance } from 'fastify';
import { ensureVendorCredential } from '../../modules/seamless';
import { SeamlessHeader, SeamlessPath, type SeamlessOperation, type SeamlessResponse, type SeamlessWalletClient } from './contract';
import { signRequest } from './signing';

/** A wallet client for `vendorCode`; its secret is created on first use when the vendor has none yet. */
export function createSeamlessClient(app: FastifyInstance, vendorCode: string): SeamlessWalletClient {
  let secret: Promise<string> | undefined;
  const secretOf = (): Promise<string> => {
    secret ??= ensureVendorCredential(app.db, vendorCode).then(
      (row) => row.secret,
      (err: unknown) => {
        secret = undefined; // a failed look-up is retried on the next call, not cached
        throw err;
      },
    );
    return secret;
  };

  const send = async (operation: SeamlessOperation, body: object): Promise<SeamlessResponse> => {
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
    return response.json<SeamlessResponse>();
  };

  return {
    balance: (body) => send('balance', body),
    debit: (body) => send('debit', body),
    credit: (body) => send('credit', body),
    rollback: (body) => send('rollback', body),
  };
}
