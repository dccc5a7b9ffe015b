/** TypeBox schema of the member's bonuses call, tied to common/contract/promotions.ts. */
import { Type } from '@sinclair/typebox';
import type { BonusesValue } from '@common/contract/promotions';
import { wireSchema } from '../../http/typebox';
import { BonusValueSchema } from '../withdrawals';

const minor = Type.Integer({ description: 'Minor units' });

export const BonusesSchema = wireSchema<BonusesValue>()(
  Type.Object({ bonuses: Type.Array(BonusValueSchema), bonusRemaining: minor, depositRemaining: minor, totalRemaining: minor }),
);
