/**
 * TypeBox schemas of the points and levels calls (common/contract/loyalty.ts, consoleLoyalty.ts).
 * Shapes only: the figures' ranges and the ladder's rules are checked by settings.ts and
 * levels' ladder-save, which answer loyalty.invalid naming the field.
 */
import { Type } from '@sinclair/typebox';
import { GAME_TYPES } from '@common/contract/games';
import type { LevelDraft, LevelsRequest, LoyaltyReport, LoyaltySettings } from '@common/contract/consoleLoyalty';
import { POINTS_ENTRY_KINDS, type LevelValue, type LoyaltySummaryValue, type PointsEntryValue } from '@common/contract/loyalty';
import { LEVELS_MAX, MALL_ORDER_STATUSES, REWARD_KINDS } from '@common/rules/loyalty';
import { Nullable, PageQuery, PageSchema, RangeQuery } from '../../../http/console';
import { literals, wireSchema } from '../../../http/typebox';

/** Any integer a figure may hold; its range is the checks'. */
const Figure = Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' });
const Texts = Type.Record(Type.String({ pattern: '^[A-Z]{2,3}$' }), Type.String({ maxLength: 200 }), { maxProperties: 40 });

const Reward = Type.Object({ kind: literals(REWARD_KINDS), amount: Figure, wageringMultiplierPercent: Figure }, { additionalProperties: false });

export const LevelSchema = wireSchema<LevelValue>()(
  Type.Object({ rank: Type.Integer(), name: Type.String(), threshold: Type.Integer(), reward: Nullable(Reward), rebateBp: Type.Integer(), reached: Type.Boolean() }),
);
export const LevelListSchema = Type.Array(LevelSchema);

export const SummarySchema = wireSchema<LoyaltySummaryValue>()(
  Type.Object({
    points: Type.Integer(),
    expiring: Nullable(Type.Object({ points: Type.Integer(), at: Type.Integer() })),
    expiryDays: Type.Integer(),
    turnover: Type.Integer(),
    level: Nullable(LevelSchema),
    next: Nullable(Type.Object({ level: LevelSchema, remaining: Type.Integer() })),
  }),
);

export const PointsEntrySchema = wireSchema<PointsEntryValue>()(Type.Object({ kind: literals(POINTS_ENTRY_KINDS), points: Type.Integer(), at: Type.Integer(), detail: Type.String() }));
export const PointsPageSchema = PageSchema(PointsEntrySchema);
export const PointsQuery = Type.Object({ ...PageQuery });

export const MerchantQuery = Type.Object({ merchantCode: Type.Optional(MerchantCode) });

const Rates = Type.Partial(Type.Record(literals(GAME_TYPES), Figure));
export const SettingsSchema = wireSchema<LoyaltySettings>()(Type.Object({ merchantCode: Type.String(), pointsExpiryDays: Type.Integer(), defaultRateBp: Type.Integer(), rates: Rates }));
export const SettingsBody = Type.Object(
  { merchantCode: Type.Optional(MerchantCode), pointsExpiryDays: Figure, defaultRateBp: Figure, rates: Rates },
  { additionalProperties: false },
);

const levelFields = { rank: Figure, name: Texts, threshold: Figure, reward: Nullable(Reward), rebateBp: Figure };
export const LevelDraftSchema = wireSchema<LevelDraft>()(Type.Object({ ...levelFields, members: Type.Optional(Type.Integer()) }));
export const LevelDraftListSchema = Type.Array(LevelDraftSchema);
export const LevelsBody = wireSchema<LevelsRequest>()(
  Type.Object(
    {
      merchantCode: Type.Optional(MerchantCode),
      // members is read-only: accepted (the console sends back what it read) and ignored.
      levels: Type.Array(Type.Object({ ...levelFields, members: Type.Optional(Type.Integer()) }, { additionalProperties: false }), { maxItems: LEVELS_MAX + 1 }),
    },
    { additionalProperties: false },
  ),
);

export const ReportQuery = Type.Object({ merchantCode: Type.Optional(MerchantCode), ...RangeQuery });
const Split = Type.Object({ bonus: Type.Integer(), points: Type.Integer() });
export const ReportSchema = wireSchema<LoyaltyReport>()(
  Type.Object({
    merchantCode: Type.String(),
    from: Type.Integer(),
    to: Type.Integer(),
    issued: Type.Integer(),
    redeemed: Type.Integer(),
    expired: Type.Integer(),
    refunded: Type.Integer(),
    outstanding: Type.Integer(),
    orders: Type.Object(Object.fromEntries(MALL_ORDER_STATUSES.map((s) => [s, Type.Integer()])) as Record<(typeof MALL_ORDER_STATUSES)[number], ReturnType<typeof Type.Integer>>),
    levelRewards: Split,
    racePrizes: Split,
  }),
);
