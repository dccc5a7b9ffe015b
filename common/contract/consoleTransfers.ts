/**
 * Transfer-wallet vendors in the operator console (issue 19, docs/transfer-wallet.md "Operator
 * console"): transfers per member and vendor, stuck transfers, and the reconciliation report (our
 * vendor-player balances against the vendor's balance answers). Permission: players.view (the
 * wallet's postings permission). A merchant's operator sees its merchant only; a platform-wide one
 * may name the merchant (merchantCode) or see all. Amounts are minor units, times epoch ms.
 */
import type { Page } from './consolePlayers';
import { CONSOLE_API } from './operator';
import type { TransferStateValue } from './transfers';

export const ConsoleTransferPath = {
  /** GET TransferListQuery → Page<ConsoleTransfer>: transfers, newest first. */
  transfers: `${CONSOLE_API}/transfers`,
  /** GET ?merchantCode&vendorCode → ConsoleTransfer[]: open transfers held (unknown, or pending past the grace), oldest first. */
  stuck: `${CONSOLE_API}/transfers/stuck`,
  /** GET ReconciliationQuery → ReconciliationValue. */
  reconciliation: `${CONSOLE_API}/transfers/reconciliation`,
} as const;

export type TransferDirectionValue = 'in' | 'out';
export type TransferCauseValue = 'launch' | 'return' | 'recall' | 'sweep' | 'operator';

export interface TransferListQuery {
  merchantCode?: string;
  /** A member's username (exact) or id. */
  member?: string;
  vendorCode?: string;
  state?: TransferStateValue;
  from?: number;
  to?: number;
  page?: number;
}

export interface ConsoleTransfer {
  id: string;
  merchantCode: string;
  memberId: number;
  username: string;
  vendorCode: string;
  direction: TransferDirectionValue;
  amount: number;
  state: TransferStateValue;
  cause: TransferCauseValue;
  /** Status queries made for an unknown outcome. */
  queries: number;
  /** When the next status query is due (open transfers), or null. */
  nextQueryAt: number | null;
  /** The vendor's reference, its refusal reason, or the last failure. */
  detail: string | null;
  createdAt: number;
  updatedAt: number;
  resolvedAt: number | null;
}

export interface ReconciliationQuery {
  merchantCode?: string;
  vendorCode?: string;
  /** The window whose transfers bring a vendor player into the report (besides a non-zero balance); default the last TRANSFER_RECONCILIATION_DEFAULT_DAYS. */
  from?: number;
  to?: number;
}

export interface ReconciliationRow {
  vendorPlayerId: number;
  merchantCode: string;
  memberId: number;
  username: string;
  vendorCode: string;
  vendorPlayerRef: string;
  /** Our vendor-player account: what we hold that vendor to be keeping for the member. */
  ours: number;
  /** The vendor's balance answer, or null when the call failed (error says why). */
  vendor: number | null;
  /** vendor − ours (play not yet synced, or a fault), or null when the vendor did not answer. */
  difference: number | null;
  /** The open transfer of this vendor player (pending or unknown), if any: its money is in flight. */
  openTransfer: { id: string; state: TransferStateValue; direction: TransferDirectionValue } | null;
  error: string | null;
}

export interface ReconciliationValue {
  rows: ReconciliationRow[];
  /** More vendor players matched than one report covers (TRANSFER_RECONCILIATION_MAX_ROWS): narrow it by vendor or merchant. */
  truncated: boolean;
  from: number;
  to: number;
}

export type { Page };
