/**
 * Maker-checker (issue 13): an operator proposes a money action, a different operator with the
 * permission approves (or rejects) it, and only the approval applies it. Its queue is the review
 * queue's (review.ts), the one queue of every kind of request an operator decides.
 */
import { CONSOLE_API } from './operator';

/** The kinds of action that need a second operator. */
export type ApprovalKind = 'wallet-adjustment';

export const ApprovalPath = {
  /**
   * POST: propose → ApprovalValue. The queue, claims and decisions are the review queue's
   * (review.ts ReviewPath with the same kind), as for every other kind of request.
   */
  queue: (kind: ApprovalKind) => `${CONSOLE_API}/approvals/${kind}`,
} as const;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A proposed adjustment of a member's real balance: signed minor units, never zero. */
export interface WalletAdjustmentProposal {
  /** The member's merchant; a merchant's operator may leave it out (their own). */
  merchantCode?: string;
  username: string;
  amount: number;
  reason: string;
}

/** A proposal as the propose call answers it. */
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

