/** A reward typed (a level's, a race prize's): none, a bonus with its wagering multiplier, or points. */
import type { RewardValue } from '@common/contract/loyalty';
import { MALL_PRICE_POINTS_MAX } from '@common/rules/loyalty';
import { BONUS_AMOUNT_MAX, WAGERING_MULTIPLIER_PERCENT_DEFAULT, WAGERING_MULTIPLIER_PERCENT_MAX } from '@common/rules/promotions';
import { amountText, parseAmount, parseTimes, parseWhole, timesText, within } from '../units';
import { need } from './check';

export const REWARD_CHOICES = ['none', 'bonus', 'points'] as const;
export type RewardChoice = (typeof REWARD_CHOICES)[number];

export interface RewardForm {
  kind: RewardChoice;
  /** bonus: major units; points: whole points. */
  amount: string;
  /** bonus: × the bonus. */
  multiplier: string;
}

/** The bounds the reward problems name. */
export const REWARD_BOUNDS = { amountMax: amountText(BONUS_AMOUNT_MAX), multiplierMax: timesText(WAGERING_MULTIPLIER_PERCENT_MAX), pointsMax: MALL_PRICE_POINTS_MAX } as const;

/** A reward's form (none: empty, with the default wagering ready). */
export function rewardFormOf(reward: RewardValue | null): RewardForm {
  if (!reward) return { kind: 'none', amount: '', multiplier: timesText(WAGERING_MULTIPLIER_PERCENT_DEFAULT) };
  return {
    kind: reward.kind,
    amount: reward.kind === 'bonus' ? amountText(reward.amount) : String(reward.amount),
    multiplier: timesText(reward.kind === 'bonus' ? reward.wageringMultiplierPercent : WAGERING_MULTIPLIER_PERCENT_DEFAULT),
  };
}

/** The reward of a form: a bonus of 0.01 to BONUS_AMOUNT_MAX with 0× to the wagering maximum, or 1 to MALL_PRICE_POINTS_MAX points. */
export function rewardOfForm(form: RewardForm, row?: number): RewardValue | null {
  if (form.kind === 'none') return null;
  if (form.kind === 'points') {
    const points = parseWhole(form.amount);
    need(within(points, 1, MALL_PRICE_POINTS_MAX), 'badRewardPoints', row);
    return { kind: 'points', amount: points!, wageringMultiplierPercent: 0 };
  }
  const amount = parseAmount(form.amount);
  need(within(amount, 1, BONUS_AMOUNT_MAX), 'badRewardAmount', row);
  const multiplier = parseTimes(form.multiplier);
  need(within(multiplier, 0, WAGERING_MULTIPLIER_PERCENT_MAX), 'badMultiplier', row);
  return { kind: 'bonus', amount: amount!, wageringMultiplierPercent: multiplier! };
}
