/**
 * What a kind of review item declares (a Registry item, as Grafana's plugins are): the module that
 * owns the items (payments for deposits and withdrawals, kyc, approvals for proposed adjustments)
 * lists them, shows one, and applies a decision; the review module owns the routes, the claims and
 * the rules common to every queue (scope, claim held by another, decided already).
 */
import type { ReviewItemValue, ReviewKind } from '@common/contract/review';
import type { RegistryItem } from '@common/registry';
import type { Permission } from '@common/rules/operatorRoles';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import type { AppError } from '../../http/envelope';

/** The operator deciding, as the console scope identified them. */
export interface Reviewer {
  id: number;
  username: string;
  /** null: platform-wide. */
  merchantCode: string | null;
  ip: string;
}

/** One item as its owner describes it; the review module adds the claim and `decidable`. */
export type ReviewItemBase = Omit<ReviewItemValue, 'claim' | 'decidable'> & {
  /** Operator ids that may not decide it now (its proposer, an earlier approver). */
  excludedDeciders: number[];
};

/** Work after the decision's commit; its failure is the owner's to record (it must not undo the decision). */
export type AfterCommit = () => Promise<void>;

/**
 * What `decide` may return besides bare after-commit work: a refusal that the caller is answered
 * with once the decision's transaction has committed (an approval the ledger refused is recorded
 * as failed, and the approver still hears why).
 */
export interface DecisionResult {
  afterCommit?: AfterCommit;
  refusal?: AppError;
}

export interface ReviewListQuery {
  /** null: every merchant (a platform-wide operator who named none). */
  merchantCode: string | null;
  open: boolean;
  page: number;
  pageSize: number;
}

export interface ReviewSource extends RegistryItem {
  id: ReviewKind;
  /** Who may see the queue and decide its items. */
  permission: Permission;
  list(deps: Deps, query: ReviewListQuery): Promise<{ items: ReviewItemBase[]; total: number }>;
  /** One item, or null when there is none with this id. */
  get(deps: Deps, id: string): Promise<ReviewItemBase | null>;
  /**
   * Locks the item's row inside `tx` (FOR UPDATE) and returns it, so two decisions at once apply
   * once; null when there is none.
   */
  lock(tx: Database, id: string): Promise<ReviewItemBase | null>;
  /**
   * Applies an approval or rejection inside the decision's transaction (the item is locked, open,
   * in the reviewer's scope and not excluded). Audits its own transition. An approval may leave
   * the item open (a withdrawal above the threshold waits for a second approver). May return work
   * to run once the transaction has committed (a payout call to the channel), never inside it, or
   * a DecisionResult.
   */
  decide(deps: Deps, tx: Database, id: string, reviewer: Reviewer, verdict: 'approve' | 'reject', reason: string): Promise<AfterCommit | DecisionResult | void>;
}
