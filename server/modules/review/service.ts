/**
 * The rules every review queue shares (docs/payments.md "Review queues and the console"): scope (a
 * merchant's operator reaches only its merchant's items; another's is "not found"), claims, and
 * decisions. A decision locks the item through its source, checks it is open, that the caller is
 * not excluded (its proposer, an earlier approver) and that no other operator holds a live claim,
 * lets the source apply it, releases the claims and audits it, all in one transaction; the
 * source's after-commit work runs once that has committed, and its failure never undoes it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { CONSOLE_PAGE_SIZE, type Page } from '@common/contract/consolePlayers';
import { ErrorCode } from '@common/contract/envelope';
import type { ReviewItemValue } from '@common/contract/review';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit } from '../audit';
import { operatorActor, operatorNames } from '../operator';
import { dropClaim, liveClaims, lockLiveClaim, releaseClaims, takeClaim } from './claims';
import type { AfterCommit, DecisionResult, ReviewItemBase, ReviewSource, Reviewer } from './source';
import type { ReviewClaimRow } from './tables';

/** One call on one kind's queue: its source, the operator, and the "not found" answer of the call. */
export interface ReviewCall {
  source: ReviewSource;
  reviewer: Reviewer;
  missing(): AppError;
}

export type Verdict = 'approve' | 'reject';

const subjectOf = (call: ReviewCall, id: string) => `review:${call.source.id}:${id}`;

function inScope(item: ReviewItemBase, reviewer: Reviewer): boolean {
  return reviewer.merchantCode === null || item.merchantCode === reviewer.merchantCode;
}

/** Items as the caller sees them: the live claims (on open items) and whether the caller may decide each now. */
async function present(db: Database, call: ReviewCall, items: readonly ReviewItemBase[], now: number): Promise<ReviewItemValue[]> {
  const claims = await liveClaims(db, call.source.id, items.filter((item) => item.open).map((item) => item.id), now);
  const names = await operatorNames(db, [...claims.values()].map((claim) => claim.operatorId));
  return items.map(({ excludedDeciders, ...item }) => {
    const held = item.open ? claims.get(item.id) : undefined;
    const claim = held ? { operator: names.get(held.operatorId) ?? `operator ${held.operatorId}`, at: held.claimedAt.getTime(), mine: held.operatorId === call.reviewer.id } : null;
    const decidable = item.open && !excludedDeciders.includes(call.reviewer.id) && (claim === null || claim.mine);
    return { ...item, claim, decidable };
  });
}

/** The item in the caller's scope, or the call's "not found". */
async function itemInScope(deps: Deps, call: ReviewCall, id: string): Promise<ReviewItemBase> {
  const item = await call.source.get(deps, id);
  if (!item || !inScope(item, call.reviewer)) throw call.missing();
  return item;
}

/** One page of a queue: open items (oldest first) or closed ones (newest first), as the source orders them. */
export async function listItems(deps: Deps, call: ReviewCall, query: { merchantCode: string | null; open: boolean; page: number }): Promise<Page<ReviewItemValue>> {
  const { items, total } = await call.source.list(deps, { ...query, pageSize: CONSOLE_PAGE_SIZE });
  return { items: await present(deps.db, call, items, deps.now()), page: query.page, pageSize: CONSOLE_PAGE_SIZE, total };
}

/** One item as the caller sees it. */
export async function getItem(deps: Deps, call: ReviewCall, id: string): Promise<ReviewItemValue> {
  const [value] = await present(deps.db, call, [await itemInScope(deps, call, id)], deps.now());
  return value!;
}

async function holderName(db: Database, claim: ReviewClaimRow): Promise<string> {
  return (await operatorNames(db, [claim.operatorId])).get(claim.operatorId) ?? `operator ${claim.operatorId}`;
}

/** The refusal of another operator's live claim. */
async function claimedBy(db: Database, call: ReviewCall, id: string, now: number): Promise<AppError> {
  const holder = (await liveClaims(db, call.source.id, [id], now)).get(id);
  return new AppError(ErrorCode.reviewClaimed, { params: { operator: holder ? await holderName(db, holder) : '' } });
}

/**
 * Claims an open item the caller may decide (a claim by someone who may not decide it would only
 * block those who may); taking it again renews it. Refused while another operator's claim is live.
 */
export async function claimItem(deps: Deps, call: ReviewCall, id: string): Promise<ReviewItemValue> {
  const item = await itemInScope(deps, call, id);
  if (!item.open) throw new AppError(ErrorCode.reviewNotOpen, { value: { status: item.status } });
  if (item.excludedDeciders.includes(call.reviewer.id)) throw new AppError(ErrorCode.approvalSelfDecision);
  const now = deps.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const row = await takeClaim(tx, call.source.id, id, call.reviewer.id, now);
    if (row) await recordAudit(tx, operatorActor(call.reviewer.id, call.reviewer.ip), { action: 'review.claimed', subject: subjectOf(call, id), merchantCode: item.merchantCode, detail: { kind: call.source.id, id } });
    return row;
  });
  if (!claimed) throw await claimedBy(deps.db, call, id, now);
  return getItem(deps, call, id);
}

/** Gives the caller's claim back (nothing to give back is fine); refused while another operator's claim is live. */
export async function unclaimItem(deps: Deps, call: ReviewCall, id: string): Promise<ReviewItemValue> {
  const item = await itemInScope(deps, call, id);
  const now = deps.now();
  const holder = (await liveClaims(deps.db, call.source.id, [id], now)).get(id);
  if (holder && holder.operatorId !== call.reviewer.id) throw new AppError(ErrorCode.reviewClaimed, { params: { operator: await holderName(deps.db, holder) } });
  await deps.db.transaction(async (tx) => {
    if (await dropClaim(tx, call.source.id, id, call.reviewer.id)) {
      await recordAudit(tx, operatorActor(call.reviewer.id, call.reviewer.ip), { action: 'review.unclaimed', subject: subjectOf(call, id), merchantCode: item.merchantCode, detail: { kind: call.source.id, id } });
    }
  });
  return getItem(deps, call, id);
}

function resultOf(result: AfterCommit | DecisionResult | void): DecisionResult {
  if (!result) return {};
  return typeof result === 'function' ? { afterCommit: result } : result;
}

/** Approves or rejects an item (see the file's comment); the item as it is afterwards. */
export async function decideItem(deps: Deps, call: ReviewCall, id: string, verdict: Verdict, reason: string, log: FastifyBaseLogger): Promise<ReviewItemValue> {
  const { source, reviewer } = call;
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const item = await source.lock(tx, id);
    if (!item || !inScope(item, reviewer)) throw call.missing();
    if (!item.open) throw new AppError(ErrorCode.reviewNotOpen, { value: { status: item.status } });
    // The point of maker-checker: the second pair of eyes is never the first.
    if (item.excludedDeciders.includes(reviewer.id)) throw new AppError(ErrorCode.approvalSelfDecision);
    const claim = await lockLiveClaim(tx, source.id, id, now);
    if (claim && claim.operatorId !== reviewer.id) throw new AppError(ErrorCode.reviewClaimed, { params: { operator: await holderName(tx, claim) } });
    const decided = resultOf(await source.decide(deps, tx, id, reviewer, verdict, reason));
    await releaseClaims(tx, source.id, id);
    const action = verdict === 'approve' ? 'review.approved' : 'review.rejected';
    await recordAudit(tx, operatorActor(reviewer.id, reviewer.ip), { action, subject: subjectOf(call, id), merchantCode: item.merchantCode, detail: { kind: source.id, id, reason, refused: decided.refusal?.code ?? null } });
    return decided;
  });
  if (result.afterCommit) {
    // Committed is committed: a failure here (a channel down) is the source's to record and retry.
    await result.afterCommit().catch((err: unknown) => log.error({ err, kind: source.id, id }, 'review: the work after a decision failed'));
  }
  if (result.refusal) throw result.refusal;
  return getItem(deps, call, id);
}
