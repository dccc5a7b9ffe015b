/**
 * Limits and timings of the money screens (issue 14): deposit, withdrawal, payout accounts,
 * identity verification and records. Apart from constants.ts because that file loads with the
 * shell, and these are needed only by those lazily loaded screens (the home's first download must
 * not grow). Limits the server enforces too (§5 pictures, payout account fields) are in
 * common/rules/limits.ts.
 */

/**
 * A TrxID as mobile wallets print it in their confirmation SMS: 6 to 32 letters and digits, the
 * server's schema for the confirm call (it also keeps a TrxID unique per channel).
 */
export const TRX_ID_PATTERN = /^[A-Za-z0-9]{6,32}$/;
export const TRX_ID_MAX_CHARS = 32;
/** The number a mobile-wallet payment came from: 6 to 20 digits, an optional +, as the server's schema takes it. */
export const SENDER_NUMBER_PATTERN = /^\+?\d{6,20}$/;
export const SENDER_NUMBER_MAX_CHARS = 21;

/** A payout account number as typed: letters, digits, spaces and dashes (the server drops the last two; 6..34 remain, common/rules/limits.ts). */
export const PAYOUT_NUMBER_TYPED = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** The records' tabs, in the order they are shown. */
export const RECORD_TABS = ['deposits', 'withdrawals', 'transactions'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];
