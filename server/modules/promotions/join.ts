/**
 * Joining a promotion (§7 sign-up promotion join; docs/promotions.md "Joining"): a deposit match,
 * cashback, rebate or sign-up event the member is eligible for while it is open. The participation
 * row's primary key makes a second join (or twenty at once) join once; a sign-up event with a fixed
 * amount grants it in the same transaction (grantBonus, source 'join'), so a refused grant (budget)
 * undoes the join too. Audited.
 */
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';
import type { Database } from '../../db/connection';
import { recordAudit, type Actor } from '../audit';
import { isEligible, isOpen, type EligibleMember } from './eligibility';
import { grantBonus } from './grant';
import { promotionParticipants, type PromotionRow } from './tables';

/** The member joining (a real account: the route refuses a trial one with free.reject). */
export interface Joiner extends EligibleMember {
  id: number;
}

/** Joins; throws promotion.apply.not.allowed, promotion.not.open, promotion.not.eligible or promotion.already.joined with nothing changed. */
export async function joinPromotion(db: Database, row: PromotionRow, member: Joiner, who: Actor, now: number): Promise<void> {
  if (row.type === 'manualReward') throw new AppError(ErrorCode.promotionApplyNotAllowed);
  if (!isOpen(row, now)) throw new AppError(ErrorCode.promotionNotOpen);
  if (!isEligible(row, member)) throw new AppError(ErrorCode.promotionNotEligible);
  await db.transaction(async (tx) => {
    const at = new Date(now);
    const [joined] = await tx
      .insert(promotionParticipants)
      .values({ promotionId: row.id, memberId: member.id, merchantCode: row.merchantCode, joinedAt: at })
      .onConflictDoNothing()
      .returning();
    if (!joined) throw new AppError(ErrorCode.promotionAlreadyJoined);
    await recordAudit(tx, who, { action: 'promotion.join', subject: `member:${member.id}`, merchantCode: row.merchantCode, detail: { promotionId: row.id } });
    if (row.type === 'signUp' && row.fixedAmount !== null && row.fixedAmount > 0n) {
      await grantBonus(tx, { promotion: row, memberId: member.id, amount: row.fixedAmount, source: 'join', sourceId: 'join', now: at, actor: who.actor });
    }
  });
}
