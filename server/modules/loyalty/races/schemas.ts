/**
 * TypeBox schemas of the race calls (common/contract/loyalty.ts, consoleLoyalty.ts). Shapes only:
 * figures, texts and prize tiers are checked by validate.ts, which answers loyalty.invalid naming the field.
 */
import { Type } from '@sinclair/typebox';
import { GAME_TYPES } from '@common/contract/games';
import type { RacePrizeTier, RaceValue, RankEntry, RankListValue, RewardValue } from '@common/contract/loyalty';
import type { ConsoleRace, ConsoleRaceStandings, LoyaltyStateRequest, RaceDraft } from '@common/contract/consoleLoyalty';
import { LOYALTY_STATES, RACE_METRICS, RACE_PRIZE_TIERS_MAX, RACE_RECURRENCES, RACE_TITLE_MAX, REWARD_KINDS } from '@common/rules/loyalty';
import { Nullable, PageQuery, PageSchema } from '../../../http/console';
import { literals, wireSchema } from '../../../http/typebox';

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** Any integer a figure may hold; its range is validate.ts's. */
const Figure = Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
const Instant = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 });
const Texts = Type.Record(Type.String({ pattern: '^[A-Z]{2,3}$' }), Type.String({ maxLength: RACE_TITLE_MAX * 4 }), { maxProperties: 40 });
const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' });
const GameTypes = Type.Array(literals(GAME_TYPES), { maxItems: GAME_TYPES.length, uniqueItems: true });

export const RewardSchema = wireSchema<RewardValue>()(Type.Object({ kind: literals(REWARD_KINDS), amount: Figure, wageringMultiplierPercent: Figure }, { additionalProperties: false }));
const TierSchema = wireSchema<RacePrizeTier>()(Type.Object({ rankFrom: Figure, rankTo: Figure, reward: RewardSchema }, { additionalProperties: false }));
const Prizes = Type.Array(TierSchema, { maxItems: RACE_PRIZE_TIERS_MAX * 2 });

export const RaceValueSchema = wireSchema<RaceValue>()(
  Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    metric: literals(RACE_METRICS),
    recurrence: literals(RACE_RECURRENCES),
    gameTypes: GameTypes,
    periodStart: Type.Integer(),
    periodEnd: Type.Integer(),
    prizes: Prizes,
    yourRank: Nullable(Type.Integer()),
    yourScore: Nullable(Type.Integer()),
  }),
);

const rankFields = { rank: Type.Integer(), username: Type.String(), score: Type.Integer(), prize: Nullable(RewardSchema) };
const RankEntrySchema = wireSchema<RankEntry>()(Type.Object(rankFields));

export const RankListSchema = wireSchema<RankListValue>()(Type.Object({ race: RaceValueSchema, top: Type.Array(RankEntrySchema), you: Nullable(RankEntrySchema), settled: Type.Boolean() }));

export const RankListQuery = Type.Object({ raceId: Id, periodStart: Type.Optional(Instant) });

const draftFields = { title: Texts, metric: literals(RACE_METRICS), recurrence: literals(RACE_RECURRENCES), gameTypes: GameTypes, startsAt: Instant, endsAt: Nullable(Instant), prizes: Prizes };

export const RaceDraftBody = wireSchema<RaceDraft>()(Type.Object({ merchantCode: Type.Optional(MerchantCode), ...draftFields }, { additionalProperties: false }));

export const ConsoleRaceSchema = wireSchema<ConsoleRace>()(
  Type.Object({ ...draftFields, merchantCode: Type.String(), id: Type.Integer(), state: literals(LOYALTY_STATES), createdAt: Type.Integer(), updatedAt: Type.Integer() }),
);

export const ConsoleRacePageSchema = PageSchema(ConsoleRaceSchema);

export const ConsoleRaceQuery = Type.Object({ merchantCode: Type.Optional(MerchantCode), state: Type.Optional(literals(LOYALTY_STATES)), ...PageQuery });

export const RaceStateBody = wireSchema<LoyaltyStateRequest>()(Type.Object({ action: literals(['publish', 'pause', 'resume', 'end'] as const) }, { additionalProperties: false }));

export const RaceParams = Type.Object({ id: Id });

export const StandingsQuery = Type.Object({ periodStart: Type.Optional(Instant) });

export const StandingsSchema = wireSchema<ConsoleRaceStandings>()(
  Type.Object({
    raceId: Type.Integer(),
    periodStart: Type.Integer(),
    periodEnd: Type.Integer(),
    settled: Type.Boolean(),
    ranks: Type.Array(Type.Object({ ...rankFields, memberId: Type.Integer(), fullUsername: Type.String(), paid: Type.Boolean() })),
  }),
);
