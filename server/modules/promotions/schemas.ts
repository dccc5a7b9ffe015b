/**
 * TypeBox schemas of the promotion calls (common/contract/promotions.ts). Shapes only: the figures
 * and texts are checked by validate.ts, which answers promotion.invalid naming the field.
 */
import { Type } from '@sinclair/typebox';
import { GAME_TYPES } from '@common/contract/games';
import {
  PROMOTION_STATE_ACTIONS,
  type ConsolePromotion,
  type ConsolePromotionQuery,
  type JoinPromotionRequest,
  type PromotionCard,
  type PromotionDraft,
  type PromotionListValue,
  type PromotionPreviewRequest,
  type PromotionReport,
  type PromotionStateRequest,
} from '@common/contract/promotions';
import { AWARD_PERIODS, DEPOSIT_MATCH_KINDS, PROMOTION_STATES, PROMOTION_STATUS_LABELS, PROMOTION_TERMS_MAX, PROMOTION_TYPES } from '@common/rules/promotions';
import { Nullable, PageQuery, PageSchema, Reason } from '../../http/console';
import { literals, wireSchema } from '../../http/typebox';

const GameTypeField = literals(GAME_TYPES);
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** Any integer a figure may hold; its range is validate.ts's. */
const Figure = Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
const Instant = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 });
const Language = Type.String({ pattern: '^[A-Za-z]{2,3}$' });
/** Text per upper-case language code; each text's limit is validate.ts's. */
const Texts = Type.Record(Type.String({ pattern: '^[A-Z]{2,3}$' }), Type.String({ maxLength: PROMOTION_TERMS_MAX }), { maxProperties: 40 });
const Contributions = Type.Partial(Type.Record(GameTypeField, Figure));
const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' });

const draftFields = {
  type: literals(PROMOTION_TYPES),
  title: Texts,
  summary: Texts,
  terms: Texts,
  imageUrl: Nullable(Type.String({ pattern: '^(https?://\\S+|/(?!/)\\S*)$', maxLength: 500 })),
  linkedPromotionId: Nullable(Id),
  imageRequired: Type.Boolean(),
  remarkRequired: Type.Boolean(),
  startsAt: Instant,
  endsAt: Nullable(Instant),
  eligibility: Type.Object(
    {
      memberTypes: Type.Array(Type.Integer({ minimum: 0, maximum: 99 }), { maxItems: 10, uniqueItems: true }),
      newMembersOnly: Type.Boolean(),
      languages: Type.Array(Language, { maxItems: 40, uniqueItems: true }),
    },
    { additionalProperties: false },
  ),
  rateBp: Nullable(Figure),
  maxBonus: Nullable(Figure),
  minDeposit: Nullable(Figure),
  depositKind: Nullable(literals(DEPOSIT_MATCH_KINDS)),
  channels: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50, uniqueItems: true }),
  period: Nullable(literals(AWARD_PERIODS)),
  gameTypes: Type.Array(GameTypeField, { maxItems: GAME_TYPES.length, uniqueItems: true }),
  fixedAmount: Nullable(Figure),
  wageringMultiplierPercent: Figure,
  contributions: Contributions,
  bonusExpiryDays: Figure,
  budget: Nullable(Figure),
  perMemberCap: Nullable(Figure),
  sortOrder: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
};

export const DraftBody = wireSchema<PromotionDraft>()(Type.Object({ merchantCode: Type.Optional(MerchantCode), ...draftFields }, { additionalProperties: false }));

export const ConsolePromotionSchema = wireSchema<ConsolePromotion>()(
  Type.Object({
    ...draftFields,
    id: Type.Integer(),
    merchantCode: Type.String(),
    state: literals(PROMOTION_STATES),
    spent: Type.Integer(),
    createdBy: Type.String(),
    createdAt: Type.Integer(),
    updatedAt: Type.Integer(),
  }),
);

export const ConsolePromotionPageSchema = PageSchema(ConsolePromotionSchema);

export const ConsoleQuery = wireSchema<ConsolePromotionQuery>()(Type.Object({ merchantCode: Type.Optional(MerchantCode), state: Type.Optional(literals(PROMOTION_STATES)), ...PageQuery }));

export const StateBody = wireSchema<PromotionStateRequest>()(Type.Object({ action: literals(PROMOTION_STATE_ACTIONS), reason: Reason }, { additionalProperties: false }));

export const PreviewBody = wireSchema<PromotionPreviewRequest>()(Type.Object({ draft: DraftBody, language: Language }, { additionalProperties: false }));

export const PromotionParams = Type.Object({ id: Id });

const Amount = Type.Integer();
export const ReportSchema = wireSchema<PromotionReport>()(
  Type.Object({
    promotionId: Type.Integer(),
    joined: Type.Integer(),
    applications: Type.Object({ pending: Type.Integer(), approved: Type.Integer(), rejected: Type.Integer() }),
    bonuses: Type.Object({
      count: Type.Integer(),
      members: Type.Integer(),
      granted: Amount,
      completedCount: Type.Integer(),
      completed: Amount,
      forfeitedCount: Type.Integer(),
      forfeited: Amount,
      activeCount: Type.Integer(),
      active: Amount,
    }),
    awards: Type.Object({ made: Type.Integer(), claimed: Type.Integer(), lapsed: Type.Integer(), amount: Amount }),
    budget: Nullable(Amount),
    spent: Amount,
  }),
);

export const CardSchema = wireSchema<PromotionCard>()(
  Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    summary: Type.String(),
    terms: Type.String(),
    imageUrl: Nullable(Type.String()),
    linkedPromotionId: Nullable(Type.Integer()),
    imageRequired: literals(['Y', 'N'] as const),
    remarkRequired: literals(['Y', 'N'] as const),
    startsAt: Type.Integer(),
    endsAt: Nullable(Type.Integer()),
    facts: Type.Object({
      type: literals(PROMOTION_TYPES),
      rateBp: Nullable(Type.Integer()),
      maxBonus: Nullable(Amount),
      minDeposit: Nullable(Amount),
      depositKind: Nullable(literals(DEPOSIT_MATCH_KINDS)),
      channels: Type.Array(Type.String()),
      period: Nullable(literals(AWARD_PERIODS)),
      gameTypes: Type.Array(GameTypeField),
      fixedAmount: Nullable(Amount),
      wageringMultiplierPercent: Type.Integer(),
      contributions: Contributions,
      bonusExpiryDays: Type.Integer(),
      perMemberCap: Nullable(Type.Integer()),
    }),
    status: literals(PROMOTION_STATUS_LABELS),
    rejectReason: Nullable(Type.String()),
    pendingAmount: Nullable(Amount),
    grantedCount: Type.Integer(),
  }),
);

export const CardListSchema = wireSchema<PromotionListValue>()(Type.Object({ promotions: Type.Array(CardSchema) }));

export const JoinBody = wireSchema<JoinPromotionRequest>()(Type.Object({ promotionId: Id }, { additionalProperties: false }));
