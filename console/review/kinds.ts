/**
 * The kinds of request the review queue shows (the server's approval kinds, server/modules/approvals):
 * each says who may decide it and how one request reads in the queue. The queue screen is one
 * component for all of them; a later kind (withdrawals, KYC, reward applications) is one item here.
 */
import type { ApprovalKind, ApprovalValue } from '@common/contract/approvals';
import { Registry, type RegistryItem } from '@common/registry';
import type { Permission } from '@common/rules/operatorRoles';
import { money } from '../format';

/** One field of a request as the queue lists it: a label key and the text. */
export interface ReviewField {
  labelKey: string;
  text: string;
}

export interface ReviewKind extends RegistryItem {
  id: ApprovalKind;
  /** The i18n key of its name (the queue's tab). */
  name: string;
  /** The permission its queue and decisions need (the server's `approve`). */
  approve: Permission;
  /** The permission proposing it needs. */
  propose: Permission;
  /** What is proposed, for the reviewer. */
  fields(item: ApprovalValue): ReviewField[];
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export const walletAdjustment: ReviewKind = {
  id: 'wallet-adjustment',
  name: 'review.kind.walletAdjustment',
  approve: 'wallet.adjust.approve',
  propose: 'wallet.adjust.propose',
  fields: (item) => [
    { labelKey: 'review.field.player', text: text(item.payload.username) },
    { labelKey: 'review.field.amount', text: typeof item.payload.amount === 'number' ? money(item.payload.amount) : text(item.payload.amount) },
  ],
};

export const REVIEW_KINDS = new Registry<ReviewKind>([walletAdjustment]);
