/** The operator console's transfer-wallet reports (common/contract/consoleTransfers.ts): how much one report covers. */

/** Vendor players in one reconciliation report: each costs a vendor balance call. */
export const TRANSFER_RECONCILIATION_MAX_ROWS = 200;

/** The reconciliation report's default window of transfers, back from now. */
export const TRANSFER_RECONCILIATION_DEFAULT_DAYS = 7;

/** Stuck transfers listed at most (oldest first). */
export const TRANSFER_STUCK_MAX_ROWS = 500;

/** Vendor balance calls a reconciliation report makes at once. */
export const TRANSFER_RECONCILIATION_CONCURRENCY = 4;
