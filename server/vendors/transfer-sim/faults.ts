/**
 * The transfer-wallet simulator's fault injection (docs/transfer-wallet.md "Simulator"): a queue,
 * per vendor code, of what its next money calls (deposit, withdraw) and status queries do. An
 * empty queue answers normally. Tests and the simulator page's demo control fill it; it lives in
 * this process (a demo and a test run on one node).
 */

/** What the next deposit or withdrawal does. */
export const MONEY_FAULTS = ['succeed', 'refuse', 'timeout-after', 'timeout-before'] as const;
export type MoneyFault = (typeof MONEY_FAULTS)[number];

/** What the next status query does: `fail` throws TransferCallFailed (the query itself timed out). */
export const STATUS_FAULTS = ['answer', 'fail'] as const;
export type StatusFault = (typeof STATUS_FAULTS)[number];

interface Queues {
  money: MoneyFault[];
  status: StatusFault[];
}

const queues = new Map<string, Queues>();

function queuesOf(vendorCode: string): Queues {
  let q = queues.get(vendorCode);
  if (!q) {
    q = { money: [], status: [] };
    queues.set(vendorCode, q);
  }
  return q;
}

/** The simulator's fault control: queue outcomes, take the next, clear. */
export const simulatorFaults = {
  /** Queues the outcome of the vendor's next money call (one call each). */
  next(vendorCode: string, outcome: MoneyFault): void {
    queuesOf(vendorCode).money.push(outcome);
  },
  /** Queues what the vendor's next status query does. */
  nextStatus(vendorCode: string, outcome: StatusFault): void {
    queuesOf(vendorCode).status.push(outcome);
  },
  /** The queued money outcomes not yet used (for the demo page). */
  pending(vendorCode: string): readonly MoneyFault[] {
    return [...queuesOf(vendorCode).money];
  },
  /** Empties one vendor's queues, or every vendor's. */
  clear(vendorCode?: string): void {
    if (vendorCode === undefined) queues.clear();
    else queues.delete(vendorCode);
  },
  /** The next money outcome (succeed when none is queued). */
  takeMoney(vendorCode: string): MoneyFault {
    return queuesOf(vendorCode).money.shift() ?? 'succeed';
  },
  /** The next status outcome (answer when none is queued). */
  takeStatus(vendorCode: string): StatusFault {
    return queuesOf(vendorCode).status.shift() ?? 'answer';
  },
};
