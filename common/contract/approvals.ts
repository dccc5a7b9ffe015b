/**
 * Maker-checker (issue 13): an operator proposes a money action, a different operator with the
 * permission approves (or rejects) it, and only the approval applies it. One queue for every kind
 * (adjustments now; withdrawals above a threshold, limit overrides and the like later).
 */
import { CONSOLE_API } from './operator';

/** The kinds of action that need a second operator. */
export type ApprovalKind = 'wallet-adjustment';

export const ApprovalPath = {
  /** POST: propose; GET: the queue (?status=pending|approved|rejected|failed). */
  queue: (kind: ApprovalKind) => `${CONSOLE_API}/approvals/${kind}`,
  /** POST { reason }: approve (applies it) or reject. */
  approve: (kind: ApprovalKind, id: number | string) => `${CONSOLE_API}/approvals/${kind}/${id}/approve`,
  reject: (kind: ApprovalKind, id: number | string) => `${CONSOLE_API}/approvals/${kind}/${id}/reject`,
} as const;

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'failed';

/** A proposed adjustment of a member's real balance: signed minor units, never zero. */
export interface WalletAdjustmentProposal {
  /** The member's merchant; a merchant's operator may leave it out (their own). */
  merchantCode?: string;
  username: string;
  amount: number;
  reason: string;
}

/** One item of the queue. */
export interface ApprovalValue {
  id: number;
  kind: ApprovalKind;
  merchantCode: string;
  status: ApprovalStatus;
  /** What is proposed, as proposed (for an adjustment: username and amount). */
  payload: Record<string, unknown>;
  /** Why the proposer asks for it. */
  reason: string;
  proposedBy: string;
  proposedAt: number;
  decidedBy: string | null;
  decidedAt: number | null;
  decisionReason: string | null;
  /** What applying it gave (for an adjustment: the balance after and the transaction id). */
  outcome: Record<string, unknown> | null;
  /** Why applying it failed (status failed): an error code. */
  failureCode: string | null;
}

export interface ApprovalDecisionRequest {
  reason: string;
}
