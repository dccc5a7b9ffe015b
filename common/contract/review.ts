/**
 * The console's review queues (issues 13 and 14): one queue shape for every kind of request an
 * operator decides — a proposed adjustment (maker-checker), a manual deposit, a withdrawal, an
 * identity verification, and later reward applications. An operator claims an item so two people
 * never work the same one, then approves or rejects it with a reason.
 */
import type { Page } from './consolePlayers';
import { CONSOLE_API } from './operator';

export const REVIEW_KINDS = ['wallet-adjustment', 'deposit', 'withdrawal', 'kyc', 'reward-application', 'agent-payout'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const ReviewPath = {
  /** GET ReviewQuery → Page<ReviewItemValue>, oldest open first (closed: newest first). */
  queue: (kind: ReviewKind) => `${CONSOLE_API}/review/${kind}`,
  /** GET → ReviewItemValue. */
  item: (kind: ReviewKind, id: string) => `${CONSOLE_API}/review/${kind}/${id}`,
  /** POST: claim (refused while another operator holds an unexpired claim); DELETE: give it back. */
  claim: (kind: ReviewKind, id: string) => `${CONSOLE_API}/review/${kind}/${id}/claim`,
  /** POST ReviewDecisionRequest → ReviewItemValue. */
  approve: (kind: ReviewKind, id: string) => `${CONSOLE_API}/review/${kind}/${id}/approve`,
  /** POST ReviewDecisionRequest → ReviewItemValue. */
  reject: (kind: ReviewKind, id: string) => `${CONSOLE_API}/review/${kind}/${id}/reject`,
} as const;

/** A claim lapses after this long without a decision, so a claimed item is never stuck. */
export const REVIEW_CLAIM_MINUTES = 30;

export interface ReviewQuery {
  /** open (default): waiting for a decision; closed: decided. */
  state?: 'open' | 'closed';
  merchantCode?: string;
  page?: number;
}

/** How a field's text reads. image: `value` is a short-lived signed URL. */
export type ReviewFieldType = 'text' | 'money' | 'time' | 'image';

export interface ReviewField {
  /** A console i18n key. */
  labelKey: string;
  value: string;
  type: ReviewFieldType;
}

export interface ReviewDecision {
  operator: string;
  verdict: 'approve' | 'reject';
  reason: string;
  at: number;
}

export interface ReviewItemValue {
  kind: ReviewKind;
  id: string;
  merchantCode: string;
  /** The kind's own status (console key review.status.<kind>.<status>). */
  status: string;
  open: boolean;
  player: { id: number; username: string } | null;
  /** Minor units, when the item is about an amount. */
  amount: number | null;
  createdAt: number;
  /** Who asked: an operator's username for a proposal, null when the player did. */
  requestedBy: string | null;
  fields: ReviewField[];
  claim: { operator: string; at: number; mine: boolean } | null;
  decisions: ReviewDecision[];
  /** Approvals still needed before it takes effect (a large withdrawal needs two, by different operators). */
  approvalsNeeded: number;
  /** Whether the caller may decide it now (open, not the proposer or an earlier approver, not claimed by another). */
  decidable: boolean;
}

export interface ReviewDecisionRequest {
  reason: string;
}

export type ReviewPage = Page<ReviewItemValue>;
