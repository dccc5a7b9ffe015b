/**
 * Wallet calls
 * (ARCHITECTURE.md "Wire conventions"). A shape is written here once; site and server import it.
 */

/** GET /wps/wallets/balance (§3). sumBalance is minor units on the wire. */
export interface WalletBalance {
  sumBalance: number;
}

/** Wallet call paths. */
export const WalletPath = {
  /** GET: the caller's balance (trial accounts: their demo credit). */
  balance: '/wps/wallets/balance',
} as const;
