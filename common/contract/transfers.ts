/**
 * Transfer-wallet vendors on the member site (issue 19, docs/transfer-wallet.md; §7 fund transfer
 * module, transfer / transaction under /wps/relay/, merchant wallet, member renew). Amounts are
 * minor units, times epoch ms. The launch itself stays GET /wps/game/launchGame: for a
 * transfer-wallet vendor it moves the balance (or LaunchQuery.transferAmount) in first.
 */
import type { TransferLaunchMode } from '../rules/transfers';

export const TransferPath = {
  /** GET → VendorBalancesValue: main balance and what each transfer-wallet vendor holds for the caller. */
  balances: '/wps/relay/transfer/balances',
  /** POST RecallRequest → VendorBalancesValue: brings money back from one vendor (vendorCode) or all (none given). */
  recall: '/wps/relay/transfer/recall',
  /** GET ?page → Page-like list of the caller's transfers, newest first (§7 transaction list). */
  transfers: '/wps/relay/transfer/list',
} as const;

/** Where a transfer stands (vendor_transfers.state). */
export type TransferStateValue = 'pending' | 'unknown' | 'completed' | 'refused' | 'reversed';

/** Money one vendor holds for the member. */
export interface VendorBalanceValue {
  vendorCode: string;
  /** The vendor's display name (catalogue). */
  vendorName: string;
  /** What the ledger says the vendor holds (minor units): as of the last transfer or recall. */
  amount: number;
  /** True while a transfer to or from this vendor is not yet final (its money is shown here, held). */
  inFlight: boolean;
}

export interface VendorBalancesValue {
  /** The member's real balance (minor units), as /wps/wallets/balance answers it. */
  main: number;
  currency: string;
  vendors: VendorBalanceValue[];
  /** main + every vendor amount. */
  total: number;
  /** How a launch of a transfer-wallet game moves money for this merchant. */
  launchMode: TransferLaunchMode;
}

export interface RecallRequest {
  /** One vendor; absent: every vendor holding money ("recall all"). */
  vendorCode?: string;
}

/** One transfer as the member sees it. */
export interface TransferValue {
  id: string;
  vendorCode: string;
  direction: 'in' | 'out';
  amount: number;
  state: TransferStateValue;
  createdAt: number;
}
