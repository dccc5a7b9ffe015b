/**
 * The deposit-match consumer of the posting feed (docs/promotions.md "Deposit match"): for each
 * deposit credited to a member's real balance, the member's joined deposit-match promotions that
 * are live and running at the deposit's time (joined at or before it) are tried by sortOrder; the
 * first whose figures the deposit meets (minimum, first or reload, channel) and whose budget and
 * per-member cap allow pays floor(amount × rateBp / 10 000) up to maxBonus through grantBonus
 * (source 'deposit', sourceId the ledger transaction id) — one bonus per deposit. A refusal by
 * budget or cap is audited and the next promotion tried; it never fails the batch. Exactly once:
 * the feed moves its cursor in the batch's transaction, and the bonus row is unique per source.
 */
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit } from '../audit';
import type { FeedConsumer } from '../feed';
import { memberPostings, type FeedPosting } from '../wallet';
import { depositMatchBonus, type QualifyingDeposit } from './arithmetic';
import { grantBonus } from './grant';
import { memberBonuses, promotionParticipants, promotions, type PromotionRow } from './tables';

/** The advisory-lock key of the deposit-match worker's lease. */
const DEPOSIT_MATCH_LEASE_KEY = 7_270_162;
const ACTOR = 'worker:deposit-match';
const REFUSALS: readonly string[] = [ErrorCode.promotionBudgetExhausted, ErrorCode.promotionCapReached];

/** The member's deposit-match promotions joined by `at` and running then, by sortOrder. */
async function joinedMatches(tx: Database, merchantCode: string, memberId: number, at: Date): Promise<PromotionRow[]> {
  const rows = await tx
    .select({ promotion: promotions })
    .from(promotionParticipants)
    .innerJoin(promotions, eq(promotions.id, promotionParticipants.promotionId))
    .where(
      and(
        eq(promotionParticipants.memberId, memberId),
        eq(promotions.merchantCode, merchantCode),
        eq(promotions.type, 'depositMatch'),
        eq(promotions.state, 'live'),
        lte(promotionParticipants.joinedAt, at),
        lte(promotions.startsAt, at),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, at)),
      ),
    )
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
  return rows.map((r) => r.promotion);
}

/**
 * True when this posting is the member's first deposit ever: no deposit of the member with a lower
 * ledger id up to its time. The window ends a millisecond late because the ledger keeps
 * microseconds; deposits in that millisecond with a higher id are not earlier ones.
 */
async function firstDeposit(tx: Database, posting: FeedPosting, memberId: number): Promise<boolean> {
  const window = { kind: 'deposit' as const, accounts: ['real' as const], to: posting.createdAt.getTime() + 1, pageSize: 10 };
  const page = await memberPostings(tx, { id: memberId, merchantCode: posting.merchantCode }, window);
  return page.total === page.items.filter((item) => item.transactionId >= posting.id).length;
}

/** Whether a bonus was already granted for this deposit (by any promotion). */
async function alreadyMatched(tx: Database, memberId: number, transactionId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: memberBonuses.id })
    .from(memberBonuses)
    .where(and(eq(memberBonuses.memberId, memberId), eq(memberBonuses.source, 'deposit'), eq(memberBonuses.sourceId, String(transactionId))))
    .limit(1);
  return row !== undefined;
}

/** Matches one deposit: the first joined promotion that qualifies and can pay. */
async function matchDeposit(tx: Database, posting: FeedPosting, memberId: number, amount: bigint): Promise<void> {
  const candidates = await joinedMatches(tx, posting.merchantCode, memberId, posting.createdAt);
  if (candidates.length === 0 || (await alreadyMatched(tx, memberId, posting.id))) return;
  const channelCode = posting.reference.channelCode;
  const deposit: QualifyingDeposit = { amount, first: await firstDeposit(tx, posting, memberId), channelCode: typeof channelCode === 'string' ? channelCode : null };
  for (const promotion of candidates) {
    const bonus = depositMatchBonus(promotion, deposit);
    if (bonus <= 0n) continue;
    try {
      // A savepoint: a refusal undoes this grant alone, never the batch.
      await tx.transaction((sp) => grantBonus(sp, { promotion, memberId, amount: bonus, source: 'deposit', sourceId: String(posting.id), now: posting.createdAt, actor: ACTOR }));
      return;
    } catch (err) {
      if (!(err instanceof AppError) || !REFUSALS.includes(err.code)) throw err;
      await recordAudit(tx, { actor: ACTOR }, {
        action: 'promotion.deposit.refused',
        subject: `member:${memberId}`,
        merchantCode: posting.merchantCode,
        detail: { promotionId: promotion.id, transactionId: posting.id, amount: bonus.toString(), code: err.code },
      });
    }
  }
}

/** Applies a batch: each deposit's member real leg in feed order. */
async function applyDeposits(tx: Database, postings: readonly FeedPosting[]): Promise<void> {
  for (const posting of postings) {
    if (posting.kind !== 'deposit') continue;
    const leg = posting.legs.find((l) => l.ownerKind === 'member' && l.accountKind === 'real' && l.amount > 0n);
    if (leg) await matchDeposit(tx, posting, leg.ownerId, leg.amount);
  }
}

export const depositMatchConsumer: FeedConsumer = { name: 'promotions-deposit-match', leaseKey: DEPOSIT_MATCH_LEASE_KEY, apply: applyDeposits };
