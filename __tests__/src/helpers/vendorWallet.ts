import { TransferPath, type RecallRequest, type VendorBalanceValue, type VendorBalancesValue } from '@common/contract/transfers';
import type { FakeRequest, Reply } from './fixtures';

/** One transfer-wallet vendor's line (amount in minor units). */
export function vendorLine(vendorCode: string, amount: number, inFlight = false, vendorName = `${vendorCode} Studio`): VendorBalanceValue {
  return { vendorCode, vendorName, amount, inFlight };
}

/** A balances answer; total is main plus every vendor's amount, as the server sums it. */
export function balancesValue(main: number, vendors: VendorBalanceValue[], launchMode: VendorBalancesValue['launchMode'] = 'all'): VendorBalancesValue {
  return { main, currency: 'BDT', vendors, total: main + vendors.reduce((sum, v) => sum + v.amount, 0), launchMode };
}

export interface VendorWalletServer {
  routes: Record<string, Reply>;
  /** The recall bodies received, in order. */
  recalls: RecallRequest[];
  /** What the balances call answers now. */
  value(): VendorBalancesValue;
  /** Replaces the state (the member played, or launched again). */
  set(value: VendorBalancesValue): void;
}

/**
 * A fake of the transfer routes with state: a recall moves every (or the named) vendor's money
 * back to main, unless `refuse(n)` answers the n-th recall (1-based) with an envelope instead.
 */
export function vendorWalletServer(initial: VendorBalancesValue, refuse: (n: number) => unknown = () => undefined): VendorWalletServer {
  let value = initial;
  const recalls: RecallRequest[] = [];
  const recall = (request: FakeRequest) => {
    const body = JSON.parse(String(request.init.body ?? '{}')) as RecallRequest;
    recalls.push(body);
    const refusal = refuse(recalls.length);
    if (refusal) return refusal;
    const moved = value.vendors.filter((v) => !v.inFlight && (!body.vendorCode || v.vendorCode === body.vendorCode)).reduce((sum, v) => sum + v.amount, 0);
    const vendors = value.vendors.map((v) => (!v.inFlight && (!body.vendorCode || v.vendorCode === body.vendorCode) ? { ...v, amount: 0 } : v));
    value = { ...value, main: value.main + moved, vendors };
    return { success: true, value };
  };
  return {
    routes: { [`GET ${TransferPath.balances}`]: () => ({ success: true, value }), [`POST ${TransferPath.recall}`]: recall },
    recalls,
    value: () => value,
    set: (next) => {
      value = next;
    },
  };
}
