/** TypeBox schemas of the rebate calls (common/contract/agents.ts). The rate's range is rates.ts's (agent.rebate.too.high). */
import { Type } from '@sinclair/typebox';
import type { RebateSettingsValue, RebateUpdateRequest } from '@common/contract/agents';
import { wireSchema } from '../../../http/typebox';

const Rate = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 });

export const RebateSettingsSchema = wireSchema<RebateSettingsValue>()(
  Type.Object({ ownBp: Type.Integer(), members: Type.Array(Type.Object({ memberId: Type.Integer(), username: Type.String(), rebateBp: Type.Integer() })) }),
);

export const RebateUpdateBody = wireSchema<RebateUpdateRequest>()(
  Type.Object({ memberId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), rebateBp: Rate }, { additionalProperties: false }),
);

/** Console: a top-level agent's own rate. */
export const TopRebateBody = Type.Object({ rebateBp: Rate }, { additionalProperties: false });
