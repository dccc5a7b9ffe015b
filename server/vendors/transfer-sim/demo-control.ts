/**
 * The page's demo control: the next transfer outcome the simulated vendor gives (the fault queue
 * itself is faults.ts, `simulatorFaults`). Demo-only: app.ts passes the queue only outside
 * production, and without it the page shows no control and the route does not exist.
 */

/** What the vendor does with the next deposit or withdrawal: apply, refuse, or time out after or before applying. */
export const TRANSFER_SIM_OUTCOMES = ['succeed', 'refuse', 'timeout-after', 'timeout-before'] as const;
export type TransferSimOutcome = (typeof TRANSFER_SIM_OUTCOMES)[number];

/** The part of the fault queue the page uses: queue the next outcome of a vendor code. */
export interface TransferSimFaultSetter {
  next(vendorCode: string, outcome: TransferSimOutcome): void;
}
