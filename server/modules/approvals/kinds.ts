/** What a kind of maker-checker action declares (a Registry item, as Grafana's plugins are). */
import type { TSchema } from '@sinclair/typebox';
import type { ApprovalKind } from '@common/contract/approvals';
import type { ReviewField } from '@common/contract/review';
import type { RegistryItem } from '@common/registry';
import type { Permission } from '@common/rules/operatorRoles';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import type { Actor } from '../audit';
import type { ApprovalRow } from './tables';

/** What a proposal is about, as the review queue shows it. */
export interface ApprovalSummary {
  player: { id: number; username: string } | null;
  /** Minor units, when the proposal moves an amount. */
  amount: number | null;
  fields: ReviewField[];
}

export interface ApprovalKindDef extends RegistryItem {
  id: ApprovalKind;
  /** Who may propose one. */
  propose: Permission;
  /** Who may approve or reject one (never the proposer), and see the queue. */
  approve: Permission;
  /** The proposal's body (merchantCode and reason besides the kind's own fields). */
  body: TSchema;
  /**
   * Checks a proposal for `merchantCode` against today's state and returns what to keep of it;
   * throws an AppError (nothing is written) when it cannot be applied.
   */
  prepare(deps: Pick<Deps, 'db'>, merchantCode: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Applies an approved proposal inside the approval's transaction; returns what it gave. */
  apply(tx: Database, request: ApprovalRow, approver: Actor): Promise<Record<string, unknown>>;
  /** How a request reads in the review queue (the proposer's reason and the outcome are added to its fields). */
  describe(db: Database, request: ApprovalRow): Promise<ApprovalSummary>;
}
