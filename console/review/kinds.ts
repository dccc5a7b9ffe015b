/**
 * The kinds of item the review queue shows (the server's review sources, server/modules/review):
 * each says which permission its queue needs and which statuses it has. How an item reads comes
 * from the server (its fields); the queue screen is one component for all of them, so a later
 * kind (reward applications) is one item here and its strings.
 */
import { APPROVAL_STATUSES } from '@common/contract/approvals';
import { DEPOSIT_STATUSES, KYC_STATUSES, WITHDRAWAL_STATUSES } from '@common/contract/payments';
import { REWARD_APPLICATION_STATUSES } from '@common/contract/promotions';
import type { ReviewKind } from '@common/contract/review';
import { Registry, type RegistryItem } from '@common/registry';
import { STATEMENT_STATES } from '@common/rules/agents';
import type { Permission } from '@common/rules/operatorRoles';
import { REWARD_REJECT_REASON_MAX } from '@common/rules/promotions';

export interface ReviewKindDef extends RegistryItem {
  id: ReviewKind;
  /** The i18n key of its name (the queue's tab). */
  name: string;
  /** The permission its queue, claims and decisions need (the server's source.permission). */
  permission: Permission;
  /** Every status of its items (console key review.status.<kind>.<status>). */
  statuses: readonly string[];
  /** Said beside the decision's reason when it goes further than the audit (a rejection's reason the member reads). */
  reasonNote?: string;
  /** The longest reason the kind keeps. */
  reasonMax?: number;
}

export const REVIEW_KINDS = new Registry<ReviewKindDef>([
  { id: 'wallet-adjustment', name: 'review.kind.walletAdjustment', permission: 'wallet.adjust.approve', statuses: APPROVAL_STATUSES },
  { id: 'deposit', name: 'review.kind.deposit', permission: 'deposits.review', statuses: DEPOSIT_STATUSES },
  { id: 'withdrawal', name: 'review.kind.withdrawal', permission: 'withdrawals.review', statuses: WITHDRAWAL_STATUSES },
  { id: 'kyc', name: 'review.kind.kyc', permission: 'kyc.review', statuses: KYC_STATUSES },
  {
    id: 'reward-application',
    name: 'review.kind.rewardApplication',
    permission: 'promotions.review',
    statuses: REWARD_APPLICATION_STATUSES,
    reasonNote: 'review.reasonShownToMember',
    reasonMax: REWARD_REJECT_REASON_MAX,
  },
  { id: 'agent-payout', name: 'review.kind.agentPayout', permission: 'agents.manage', statuses: STATEMENT_STATES },
]);

/** The i18n key of an item's status. */
export const statusKey = (kind: ReviewKind, status: string) => `review.status.${kind}.${status}`;

/** The field labels (review.field.<name>) the sources write, besides those the screen itself uses. */
export const REVIEW_FIELDS = [
  'player',
  'amount',
  'reason',
  'failure',
  'channel',
  'trxId',
  'senderNumber',
  'proof',
  'payoutAccount',
  'fee',
  'payout',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'front',
  'back',
  'selfie',
  'promotion',
  'remarks',
  'picture',
  'contractKind',
  'period',
  'gross',
  'net',
] as const;
