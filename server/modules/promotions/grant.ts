/**
 * Crediting a bonus (docs/promotions.md "Granting"): the one place any promotion type pays. In one
 * transaction, each step decided by the database, never by a read in JavaScript:
 * 1. the member_bonuses row is inserted, unique per (promotion, member, source, sourceId): a second
 *    grant for the same deposit, award, application or join returns the first and pays nothing;
 * 2. the promotion's `spent` grows by a conditional UPDATE that refuses to pass the budget;
 * 3. the member's participation counts the grant by a conditional UPDATE that refuses past the cap;
 * 4. wallet.bonusGrant credits the real balance from the house bonus account (idempotent on the
 *    same key), and the bonus keeps the posting's feed position, from which its wagering counts.
 * A refusal at 2 or 3 throws and the whole transaction — row included — is undone.
 */
import { and, eq, sql } from 'drizzle-orm';
import { BONUS_STATUSES } from '@common/contract/promotions';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit } from '../audit';
import { bonusGrant, ensureMemberAccount, houseAccount } from '../wallet';
import { memberBonuses, promotionParticipants, promotions, type BonusSource, type MemberBonusRow, type PromotionRow } from './tables';

const DAY_MS = 86_400_000;
const PERCENT = 100n;
const [ACTIVE, COMPLETED] = BONUS_STATUSES;

export interface GrantInput {
  promotion: PromotionRow;
  memberId: number;
  /** Minor units, > 0 (the caller has applied the promotion's rate and cap). */
  amount: bigint;
  source: BonusSource;
  /** The deposit id, award id, application id or 'join': what makes this grant unique. */
  sourceId: string;
  now: Date;
  /** Who caused it, for the audit trail ("member:42", an operator's label, "worker:deposit-match"). */
  actor: string;
  /** The bonus's own wagering percent instead of the promotion's (a mall item's, a race prize's). */
  multiplierPercent?: number;
}

/** The idempotency key of a bonus's ledger posting. */
export const grantKey = (promotionId: number, memberId: number, source: BonusSource, sourceId: string): string => `bonus:${promotionId}:${memberId}:${source}:${sourceId}`;

/** What must be staked for a bonus: floor(amount × multiplier percent / 100). */
export const wageringRequired = (amount: bigint, multiplierPercent: number): bigint => (amount * BigInt(multiplierPercent)) / PERCENT;

/** Credits the bonus (or returns the one already credited for the same source). Throws promotion.budget.exhausted or promotion.cap.reached with nothing applied. Call inside a transaction. */
export async function grantBonus(tx: Database, input: GrantInput): Promise<{ bonus: MemberBonusRow; granted: boolean }> {
  const { promotion, memberId, amount, source, sourceId, now } = input;
  if (amount <= 0n) throw new Error(`grantBonus: amount must be positive (${amount})`);
  const required = wageringRequired(amount, input.multiplierPercent ?? promotion.wageringMultiplierPercent);
  const [inserted] = await tx
    .insert(memberBonuses)
    .values({
      merchantCode: promotion.merchantCode,
      memberId,
      promotionId: promotion.id,
      source,
      sourceId,
      amount,
      required,
      contributions: promotion.contributions,
      status: required === 0n ? COMPLETED : ACTIVE,
      grantedAt: now,
      grantXid: 0,
      grantTransactionId: 0,
      expiresAt: new Date(now.getTime() + promotion.bonusExpiryDays * DAY_MS),
      endedAt: required === 0n ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(memberBonuses)
      .where(and(eq(memberBonuses.promotionId, promotion.id), eq(memberBonuses.memberId, memberId), eq(memberBonuses.source, source), eq(memberBonuses.sourceId, sourceId)))
      .limit(1);
    if (!existing) throw new Error('grantBonus: a conflicting bonus row neither inserted nor found');
    return { bonus: existing, granted: false };
  }

  const funded = await tx
    .update(promotions)
    .set({ spent: sql`${promotions.spent} + ${amount}` })
    .where(and(eq(promotions.id, promotion.id), sql`(${promotions.budget} is null or ${promotions.spent} + ${amount} <= ${promotions.budget})`))
    .returning({ id: promotions.id });
  if (funded.length === 0) throw new AppError(ErrorCode.promotionBudgetExhausted);

  const cap = promotion.perMemberCap;
  const counted = await tx
    .insert(promotionParticipants)
    .values({ promotionId: promotion.id, memberId, merchantCode: promotion.merchantCode, joinedAt: now, granted: 1, grantedAmount: amount })
    .onConflictDoUpdate({
      target: [promotionParticipants.promotionId, promotionParticipants.memberId],
      set: { granted: sql`${promotionParticipants.granted} + 1`, grantedAmount: sql`${promotionParticipants.grantedAmount} + ${amount}` },
      setWhere: cap === null ? undefined : sql`${promotionParticipants.granted} < ${cap}`,
    })
    .returning({ granted: promotionParticipants.granted });
  if (counted.length === 0 || (cap !== null && counted[0]!.granted > cap)) throw new AppError(ErrorCode.promotionCapReached, { params: { limit: cap ?? 0 } });

  const real = (await ensureMemberAccount(tx, promotion.merchantCode, memberId, 'real')).account;
  const house = await houseAccount(tx, promotion.merchantCode, 'bonus');
  const posted = await bonusGrant(tx, {
    merchant: promotion.merchantCode,
    member: { memberId, accountId: real.id, kind: 'real' },
    houseAccountId: house.id,
    amount,
    idempotencyKey: grantKey(promotion.id, memberId, source, sourceId),
    reference: { bonusId: String(inserted.id), promotionId: promotion.id, source },
  });
  const [bonus] = await tx
    .update(memberBonuses)
    .set({ grantXid: posted.transaction.xid, grantTransactionId: posted.transaction.id })
    .where(eq(memberBonuses.id, inserted.id))
    .returning();
  await recordAudit(tx, { actor: input.actor }, {
    action: 'promotion.bonus.grant',
    subject: `member:${memberId}`,
    merchantCode: promotion.merchantCode,
    detail: { promotionId: promotion.id, bonusId: inserted.id, source, sourceId, amount: amount.toString(), required: required.toString() },
  });
  return { bonus: bonus!, granted: true };
}
