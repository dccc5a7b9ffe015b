/** Wire schemas of the claim route (TypeBox), checked against common/contract/promotions.ts. */
import { Type, type TSchema } from '@sinclair/typebox';
import { GAME_TYPES } from '@common/contract/games';
import { BONUS_STATUSES, type BonusValue, type ClaimValue, type PromotionCard } from '@common/contract/promotions';
import { AWARD_PERIODS, DEPOSIT_MATCH_KINDS, PROMOTION_STATUS_LABELS, PROMOTION_TYPES } from '@common/rules/promotions';
import { wireSchema } from '../../http/typebox';

const literals = <T extends string | number>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const time = Type.Integer({ description: 'Epoch ms' });
const money = Type.Integer({ description: 'Minor units' });
const yesNo = literals(['Y', 'N'] as const);

const Facts = Type.Object({
  type: literals(PROMOTION_TYPES),
  rateBp: nullable(Type.Integer()),
  maxBonus: nullable(money),
  minDeposit: nullable(money),
  depositKind: nullable(literals(DEPOSIT_MATCH_KINDS)),
  channels: Type.Array(Type.String()),
  period: nullable(literals(AWARD_PERIODS)),
  gameTypes: Type.Array(literals(GAME_TYPES)),
  fixedAmount: nullable(money),
  wageringMultiplierPercent: Type.Integer(),
  contributions: Type.Record(Type.String(), Type.Integer()),
  bonusExpiryDays: Type.Integer(),
  perMemberCap: nullable(Type.Integer()),
});

export const PromotionCardSchema = wireSchema<PromotionCard>()(
  Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    summary: Type.String(),
    terms: Type.String(),
    imageUrl: nullable(Type.String()),
    linkedPromotionId: nullable(Type.Integer()),
    imageRequired: yesNo,
    remarkRequired: yesNo,
    startsAt: time,
    endsAt: nullable(time),
    facts: Facts,
    status: literals(PROMOTION_STATUS_LABELS),
    rejectReason: nullable(Type.String()),
    pendingAmount: nullable(money),
    grantedCount: Type.Integer(),
  }),
);

export const BonusSchema = wireSchema<BonusValue>()(
  Type.Object({
    id: Type.Integer(),
    promotionId: Type.Integer(),
    promotionTitle: Type.String(),
    amount: money,
    required: money,
    done: money,
    remaining: money,
    status: literals(BONUS_STATUSES),
    grantedAt: time,
    expiresAt: time,
    forfeitedAmount: nullable(money),
  }),
);

export const ClaimSchema = wireSchema<ClaimValue>()(Type.Object({ card: PromotionCardSchema, bonus: BonusSchema }));
