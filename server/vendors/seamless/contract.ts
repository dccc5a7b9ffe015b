/**
 * The seamless-wallet contract between the platform and a game vendor (ARCHITECTURE.md
 * "Vendor registry", server side). A vendor calls these four routes for every balance move of
 * a player it was launched for; house vendors call them exactly as a third party would.
 *
 * Every request is a JSON POST signed with the vendor's secret:
 *   X-Vendor-Code: <vendor code>
 *   X-Timestamp:   <epoch ms>; refused when further than SEAMLESS_MAX_SKEW_MS from the server clock
 *   X-Signature:   hex(HMAC-SHA256(secret, `${timestamp}.${raw body}`))
 * Every request carries a requestId: a repeated requestId returns the first response unchanged and
 * applies nothing. Debits and credits carry the vendor's transactionId, processed at most once.
 * Amounts are integer minor units of the player's currency.
 */

/** Routes of the seamless-wallet API (outside the /wps gateway: vendors do not send site headers). */
export const SeamlessPath = {
  balance: '/vendor-api/wallet/balance',
  debit: '/vendor-api/wallet/debit',
  credit: '/vendor-api/wallet/credit',
  rollback: '/vendor-api/wallet/rollback',
} as const;

export type SeamlessOperation = keyof typeof SeamlessPath;

/** Header names of a signed vendor request. */
export const SeamlessHeader = {
  vendor: 'X-Vendor-Code',
  timestamp: 'X-Timestamp',
  signature: 'X-Signature',
} as const;

/** How far a request's timestamp may be from the server clock before it is refused as a replay. */
export const SEAMLESS_MAX_SKEW_MS = 30_000;

/** Fields of every request. sessionId is the game session the launch created (it names the player). */
export interface SeamlessBase {
  /** Unique per request; a retry sends the same one. 1-100 characters. */
  requestId: string;
  sessionId: string;
}

export type BalanceRequest = SeamlessBase;

/** A bet. Refused (nothing applied) when it would make the balance negative or the session has ended. */
export interface DebitRequest extends SeamlessBase {
  /** The vendor's id of this bet; processed once. */
  transactionId: string;
  roundId: string;
  gameId: number | null;
  amount: number;
}

/** A win (amount 0 allowed: a lost round closes). Accepted after the player's session ended. */
export interface CreditRequest extends SeamlessBase {
  transactionId: string;
  roundId: string;
  gameId: number | null;
  amount: number;
  /** The bet this win settles, when the vendor knows it. */
  refTransactionId?: string;
}

/**
 * Cancels a debit. A rollback of an unknown debit is recorded, so the debit arriving late is
 * refused instead of applied. Accepted after the player's session ended.
 */
export interface RollbackRequest extends SeamlessBase {
  transactionId: string;
  /** The debit being rolled back. */
  refTransactionId: string;
  roundId: string;
}

/** value of every successful response: the player's balance after the operation. */
export interface SeamlessValue {
  balance: number;
  currency: string;
  /** The platform's ledger transaction id of the move (absent for balance and no-op rollbacks). */
  ledgerTransactionId?: number;
}

/** The response envelope (same shape as /wps): HTTP 200 for business outcomes, 401 for a bad signature. */
export interface SeamlessResponse {
  success: boolean;
  value?: SeamlessValue;
  code?: string;
  message?: string;
}

/** What a vendor's game server uses to reach the wallet (house vendors get one signed with their secret). */
export interface SeamlessWalletClient {
  balance(body: BalanceRequest): Promise<SeamlessResponse>;
  debit(body: DebitRequest): Promise<SeamlessResponse>;
  credit(body: CreditRequest): Promise<SeamlessResponse>;
  rollback(body: RollbackRequest): Promise<SeamlessResponse>;
}
