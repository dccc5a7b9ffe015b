/**
 * The transfer-wallet contract (docs/transfer-wallet.md; Hub88's TransferWallet API is the public
 * model): what the platform asks a vendor that keeps its players' balances itself. Every money call
 * names our transfer id, and the vendor applies a transfer id at most once: a repeat answers the
 * first outcome. Calls run outside any database transaction; a call that throws
 * TransferCallFailed (timeout, connection, unreadable answer) has an unknown outcome, which only
 * status() settles.
 */
import type { Database } from '../db/connection';

/** A vendor's answer to a deposit or withdrawal it understood. */
export type TransferAnswer =
  /** Applied (now, or earlier under the same transfer id): the vendor's reference and the player's balance after it. */
  | { status: 'applied'; vendorRef: string; balance: bigint }
  /** Refused for good (insufficient vendor balance, player locked, limits): nothing applied, never will be under this id. */
  | { status: 'refused'; reason: string };

/** A status query's answer. `not-found`: never applied, and the vendor will refuse the id if it arrives later. */
export type TransferStatusAnswer = { status: 'applied'; vendorRef: string } | { status: 'refused'; reason: string } | { status: 'not-found' };

/** The outcome of the call is unknown: it may or may not have been applied. */
export class TransferCallFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransferCallFailed';
  }
}

/** Our id of a member as the vendor knows it (createPlayer's externalId): merchant and member id. */
export function externalPlayerId(merchantCode: string, memberId: number): string {
  return `${merchantCode}:${memberId}`;
}

export interface TransferMoney {
  /** The vendor's player id (createPlayer). */
  playerRef: string;
  /** Our transfer id (vendor_transfers.id). */
  transferId: string;
  /** Minor units, > 0. */
  amount: bigint;
  currency: string;
}

/** One vendor's transfer-wallet API, as its adapter speaks it. */
export interface TransferWalletApi {
  /** Creates (or finds: idempotent by externalId) the vendor's player for one of our members. */
  createPlayer(input: { externalId: string; playerName: string; currency: string }): Promise<{ playerRef: string }>;
  /** Our money into the vendor: the player's vendor balance grows by amount. */
  deposit(input: TransferMoney): Promise<TransferAnswer>;
  /** Money back from the vendor: refused when the player's vendor balance is short. */
  withdraw(input: TransferMoney): Promise<TransferAnswer>;
  /** The player's balance at the vendor now. */
  balance(input: { playerRef: string; currency: string }): Promise<bigint>;
  /** Where one of our transfer ids stands at the vendor. */
  status(input: { transferId: string }): Promise<TransferStatusAnswer>;
}

/** What an adapter gets to build its API: the app's database (a simulator keeps its books there) and clock. */
export interface TransferWalletDeps {
  db: Database;
  now: () => number;
}

/** A vendor adapter that keeps its own balances (VendorAdapter.transferWallet). */
export interface TransferWalletVendor {
  connect(deps: TransferWalletDeps): TransferWalletApi;
}
