/**
 * Transfer-wallet vendors (issue 19, docs/transfer-wallet.md): every timing and limit of moving a
 * member's money to and from a vendor that keeps its own balance, in one place.
 */

/** How long one vendor call may take; past it the outcome is unknown and the transfer is held. */
export const TRANSFER_CALL_TIMEOUT_MS = 5_000;

/**
 * The waits between status queries of a held transfer (then the last one, repeated): quick at
 * first, since most timeouts are a slow answer, then patient, never giving up.
 */
export const TRANSFER_QUERY_DELAYS_MS: readonly number[] = [2_000, 5_000, 15_000, 60_000, 300_000];

/**
 * A pending transfer whose process died mid-call (no answer ever recorded) is treated as unknown
 * this long after it was written: past any call's timeout, so a live call is never raced.
 */
export const TRANSFER_PENDING_GRACE_MS = TRANSFER_CALL_TIMEOUT_MS * 3;

/** The sweep brings back money left at a vendor this long after the member last launched its games. */
export const TRANSFER_IDLE_MINUTES = 30;

/** How much a launch moves to the vendor: the whole balance, or an amount the member chooses (a merchant setting). */
export const TRANSFER_LAUNCH_MODES = ['all', 'choose'] as const;
export type TransferLaunchMode = (typeof TRANSFER_LAUNCH_MODES)[number];
export const DEFAULT_TRANSFER_LAUNCH_MODE: TransferLaunchMode = 'all';

/** The smallest amount a member may choose to take into a vendor (minor units: 1.00). */
export const TRANSFER_MIN_AMOUNT = 100;
