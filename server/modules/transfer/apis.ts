/**
 * The transfer-wallet vendors' APIs: which vendor codes are transfer-wallet (the registry's
 * adapters with `transferWallet`), and each one's API, built once per app from the app's database
 * and clock (a simulator keeps its books there).
 */
import type { FastifyInstance } from 'fastify';
import { vendorRegistry } from '../../vendors/registry';
import type { TransferWalletApi } from '../../vendors/transfer-wallet';

/** Keyed by the app's database: the same for the root app and its encapsulated route contexts. */
const built = new WeakMap<object, Map<string, TransferWalletApi>>();

/** Whether this vendor code is a transfer-wallet vendor. */
export function isTransferVendor(vendorCode: string): boolean {
  return vendorRegistry.transferWalletOf(vendorCode) !== null;
}

/** The API of a transfer-wallet vendor for this app, or null for a seamless vendor. */
export function transferApiOf(app: FastifyInstance, vendorCode: string): TransferWalletApi | null {
  const adapter = vendorRegistry.transferWalletOf(vendorCode);
  if (!adapter) return null;
  let apis = built.get(app.db);
  if (!apis) {
    apis = new Map();
    built.set(app.db, apis);
  }
  let api = apis.get(vendorCode);
  if (!api) {
    api = adapter.transferWallet.connect({ db: app.db, now: () => app.now() });
    apis.set(vendorCode, api);
  }
  return api;
}

/** The API of a vendor the caller knows is transfer-wallet (a vendor_players row names it). */
export function requireTransferApi(app: FastifyInstance, vendorCode: string): TransferWalletApi {
  const api = transferApiOf(app, vendorCode);
  if (!api) throw new Error(`transfer: ${vendorCode} is not a transfer-wallet vendor`);
  return api;
}

/**
 * The owner id of a transfer-wallet vendor's ledger account (the counterparty of vendorResult):
 * such a vendor has no seamless credential row, so its code read in base 36, negated to stay apart
 * from the credential ids (identities, positive) that seamless vendors' accounts use.
 */
export function transferVendorOwnerId(vendorCode: string): number {
  if (!/^[A-Za-z0-9]{1,10}$/.test(vendorCode)) throw new Error(`transfer: vendor code ${vendorCode} has no account id`);
  return -parseInt(vendorCode.toUpperCase(), 36);
}
