/**
 * Loyalty bonuses (issue 17): a mall item's credit, a level-up reward or a race prize is a bonus
 * like any other — same wagering, expiry, forfeits and withdrawal check — booked on the merchant's
 * one loyalty promotion (type 'loyalty': never listed to members, never drafted by operators, no
 * budget or cap), with the item's or prize's own wagering multiplier.
 */
import { and, eq, sql } from 'drizzle-orm';
import { BONUS_EXPIRY_DAYS_DEFAULT } from '@common/rules/promotions';
import type { Database } from '../../db/connection';
import { grantBonus } from './grant';
import { promotions, type MemberBonusRow, type PromotionRow } from './tables';

/** The bonus's title in the member's list of bonuses. */
const LOYALTY_TITLE = { EN: 'Loyalty rewards', BN: 'লয়্যালটি পুরস্কার' };

export interface LoyaltyBonusInput {
  merchantCode: string;
  memberId: number;
  /** Minor units, > 0. */
  amount: bigint;
  /** Wagering percent of the amount (500 = 5×; 0: none). */
  multiplierPercent: number;
  source: 'mall' | 'level' | 'race';
  /** The order, level rank or prize id: what makes this grant unique. */
  sourceId: string;
  now: Date;
  actor: string;
}

/** The merchant's loyalty promotion, made on first use (two makers at once: the unique index keeps one). */
export async function loyaltyPromotion(tx: Database, merchantCode: string, now: Date): Promise<PromotionRow> {
  const find = () => tx.select().from(promotions).where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.type, 'loyalty'))).limit(1);
  const [found] = await find();
  if (found) return found;
  await tx
    .insert(promotions)
    .values({
      merchantCode,
      type: 'loyalty',
      state: 'live',
      title: LOYALTY_TITLE,
      summary: {},
      terms: {},
      imageRequired: false,
      remarkRequired: false,
      startsAt: now,
      eligibility: { memberTypes: [], newMembersOnly: false, languages: [] },
      channels: [],
      gameTypes: [],
      wageringMultiplierPercent: 0,
      contributions: {},
      bonusExpiryDays: BONUS_EXPIRY_DAYS_DEFAULT,
      createdBy: 'loyalty',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: promotions.merchantCode, where: sql`${promotions.type} = 'loyalty'` });
  const [made] = await find();
  if (!made) throw new Error(`loyaltyPromotion: no loyalty promotion for ${merchantCode} after insert`);
  return made;
}

/** Credits a loyalty bonus once per (source, sourceId); call inside a transaction. */
export async function grantLoyaltyBonus(tx: Database, input: LoyaltyBonusInput): Promise<{ bonus: MemberBonusRow; granted: boolean }> {
  const promotion = await loyaltyPromotion(tx, input.merchantCode, input.now);
  return grantBonus(tx, { promotion, memberId: input.memberId, amount: input.amount, source: input.source, sourceId: input.sourceId, now: input.now, actor: input.actor, multiplierPercent: input.multiplierPercent });
}
