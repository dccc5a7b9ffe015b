/**
 * Limits and timings of the money screens (issue 14): deposit, withdrawal, payout accounts,
 * identity verification and records. Apart from constants.ts because that file loads with the
 * shell, and these are needed only by those lazily loaded screens (the home's first download must
 * not grow). The §5 picture limits the server enforces too are in common/rules/limits.ts.
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

/** Payout account fields: a holder's name, an account or wallet number (IBAN is 34 at most), a bank and branch. */
export const PAYOUT_HOLDER_MAX_CHARS = 100;
export const PAYOUT_NUMBER_PATTERN = /^[A-Za-z0-9 -]{4,34}$/;
export const PAYOUT_NUMBER_MAX_CHARS = 40;
export const PAYOUT_BANK_MAX_CHARS = 100;

/** The records' tabs, in the order they are shown. */
export const RECORD_TABS = ['deposits', 'withdrawals', 'transactions'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];
