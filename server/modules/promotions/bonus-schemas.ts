/** TypeBox schemas of the member's bonuses and claim calls, tied to common/contract/promotions.ts. */
import { Type } from '@sinclair/typebox';
import type { BonusesValue, ClaimValue } from '@common/contract/promotions';
import { wireSchema } from '../../http/typebox';
import { BonusValueSchema } from '../withdrawals';
import { CardSchema } from './schemas';

const minor = Type.Integer({ description: 'Minor units' });

export const BonusesSchema = wireSchema<BonusesValue>()(
  Type.Object({ bonuses: Type.Array(BonusValueSchema), bonusRemaining: minor, depositRemaining: minor, totalRemaining: minor }),
);

/** The claim's answer: the card after the claim and the bonus credited. */
export const ClaimSchema = wireSchema<ClaimValue>()(Type.Object({ card: CardSchema, bonus: BonusValueSchema }));
