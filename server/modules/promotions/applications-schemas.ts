/** The reward application calls' wire shapes (common/contract/promotions.ts RewardApplicationValue). */
import { Type } from '@sinclair/typebox';
import { REWARD_APPLICATION_STATUSES, type RewardApplicationValue } from '@common/contract/promotions';
import { Nullable } from '../../http/console';
import { wireSchema } from '../../http/typebox';

const EpochMs = Type.Integer({ description: 'Epoch ms' });

export const RewardApplicationSchema = wireSchema<RewardApplicationValue>()(
  Type.Object({
    id: Type.Integer(),
    promotionId: Type.Integer(),
    promotionTitle: Type.String(),
    remarks: Type.String(),
    pictureCount: Type.Integer(),
    status: Type.Union(REWARD_APPLICATION_STATUSES.map((status) => Type.Literal(status))),
    reason: Nullable(Type.String()),
    amount: Nullable(Type.Integer({ description: 'Minor units: the bonus credited on approval' })),
    submittedAt: EpochMs,
    decidedAt: Nullable(EpochMs),
  }),
);
