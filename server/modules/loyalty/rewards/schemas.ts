/** TypeBox schemas of the reward centre's calls (common/contract/loyalty.ts). */
import { Type } from '@sinclair/typebox';
import type { ClaimRewardRequest, RewardCentreValue, RewardEntryValue } from '@common/contract/loyalty';
import { REWARD_KINDS, REWARD_SOURCES, REWARD_STATES } from '@common/rules/loyalty';
import { Nullable } from '../../../http/console';
import { literals, wireSchema } from '../../../http/typebox';

export const RewardEntrySchema = wireSchema<RewardEntryValue>()(
  Type.Object({
    source: literals(REWARD_SOURCES),
    id: Type.String(),
    title: Type.String(),
    state: literals(REWARD_STATES),
    amount: Nullable(Type.Integer()),
    kind: literals([...REWARD_KINDS, 'goods', 'ticket'] as const),
    claimBy: Nullable(Type.Integer()),
    at: Type.Integer(),
  }),
);

export const RewardCentreSchema = wireSchema<RewardCentreValue>()(Type.Object({ claimable: Type.Array(RewardEntrySchema), history: Type.Array(RewardEntrySchema) }));

export const ClaimRewardBody = wireSchema<ClaimRewardRequest>()(
  Type.Object({ source: literals(['level', 'award'] as const), id: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false }),
);
