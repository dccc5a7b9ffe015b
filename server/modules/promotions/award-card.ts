/**
 * What the claim route answers (ClaimValue): the promotion's card as it stands after the claim and
 * the bonus credited. The card here is the claim's own view (status claim while another award
 * waits, claimed otherwise); the engine's card builder, when registered in its place
 * (claimRoutes(cardOf)), answers the full one.
 */
import { and, eq } from 'drizzle-orm';
import type { BonusValue, PromotionCard } from '@common/contract/promotions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientOf } from '../../plugins/gateway';
import type { Member } from '../member';
import { textIn } from '../announcements';
import { claimableAward } from './awards';
import { promotionParticipants, type MemberBonusRow, type PromotionRow } from './tables';

/** Builds the caller's card of a promotion for the claim's answer (the engine's memberCard fits behind it: it gets the request, for its viewer). */
export type CardBuilder = (app: FastifyInstance, request: FastifyRequest, promotion: PromotionRow, member: Member, now: number) => Promise<PromotionCard>;

/** The Language header's code, English when none was sent. */
export const languageOf = (request: FastifyRequest): string => clientOf(request).language ?? 'EN';

const yesNo = (flag: boolean) => (flag ? 'Y' : 'N');
const num = (value: bigint | null): number | null => (value === null ? null : Number(value));

/** The card after a claim: status claim with the next award's amount while one waits, claimed otherwise. */
export const claimCard: CardBuilder = async (app, request, promotion, member, now) => {
  const { db } = app;
  const memberId = member.id;
  const language = languageOf(request);
  const next = await claimableAward(db, promotion.id, memberId, now);
  const [participant] = await db
    .select({ granted: promotionParticipants.granted })
    .from(promotionParticipants)
    .where(and(eq(promotionParticipants.promotionId, promotion.id), eq(promotionParticipants.memberId, memberId)));
  return {
    id: promotion.id,
    title: textIn(promotion.title, language),
    summary: textIn(promotion.summary, language),
    terms: textIn(promotion.terms, language),
    imageUrl: promotion.imageUrl,
    linkedPromotionId: promotion.linkedPromotionId,
    imageRequired: yesNo(promotion.imageRequired),
    remarkRequired: yesNo(promotion.remarkRequired),
    startsAt: promotion.startsAt.getTime(),
    endsAt: promotion.endsAt?.getTime() ?? null,
    facts: {
      type: promotion.type,
      rateBp: promotion.rateBp,
      maxBonus: num(promotion.maxBonus),
      minDeposit: num(promotion.minDeposit),
      depositKind: promotion.depositKind,
      channels: promotion.channels,
      period: promotion.period,
      gameTypes: promotion.gameTypes,
      fixedAmount: num(promotion.fixedAmount),
      wageringMultiplierPercent: promotion.wageringMultiplierPercent,
      contributions: promotion.contributions,
      bonusExpiryDays: promotion.bonusExpiryDays,
      perMemberCap: promotion.perMemberCap,
    },
    status: next ? 'claim' : 'claimed',
    rejectReason: null,
    pendingAmount: next ? Number(next.amount) : null,
    grantedCount: participant?.granted ?? 0,
  };
};

/** A bonus as the member sees it, as credited (its wagering just begun). */
export function bonusValueOf(bonus: MemberBonusRow, promotion: PromotionRow, language: string): BonusValue {
  const done = bonus.done > bonus.required ? bonus.required : bonus.done;
  return {
    id: bonus.id,
    promotionId: bonus.promotionId,
    promotionTitle: textIn(promotion.title, language),
    amount: Number(bonus.amount),
    required: Number(bonus.required),
    done: Number(done),
    remaining: Number(bonus.required - done),
    status: bonus.status,
    grantedAt: bonus.grantedAt.getTime(),
    expiresAt: bonus.expiresAt.getTime(),
    forfeitedAmount: num(bonus.forfeitedAmount),
  };
}
