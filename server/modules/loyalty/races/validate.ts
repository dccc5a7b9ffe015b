/**
 * Checking a race draft (docs/loyalty.md "Leaderboards", console): the first fault throws
 * loyalty.invalid naming the field; nothing is saved.
 */
import type { LocalizedText } from '@common/contract/announcements';
import type { RaceDraft } from '@common/contract/consoleLoyalty';
import type { RewardValue } from '@common/contract/loyalty';
import { ErrorCode } from '@common/contract/envelope';
import { RACE_CUSTOM_DAYS_MAX, RACE_PRIZE_TIERS_MAX, RACE_TITLE_MAX, RACE_TOP_SHOWN, REWARD_POINTS_MAX } from '@common/rules/loyalty';
import { BONUS_AMOUNT_MAX, WAGERING_MULTIPLIER_PERCENT_MAX } from '@common/rules/promotions';
import { AppError } from '../../../http/envelope';
import { isPeriodBoundary } from './periods';

const DAY_MS = 86_400_000;

/** loyalty.invalid naming the field at fault. */
export const invalidField = (field: string): AppError => new AppError(ErrorCode.loyaltyInvalid, { params: { field } });

const within = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** A title: at most RACE_TITLE_MAX characters in every language, and a non-blank one in English or the merchant's default. */
function checkTitle(title: LocalizedText, bases: readonly string[]): void {
  if (!bases.some((code) => (title[code] ?? '').trim().length > 0)) throw invalidField('title');
  for (const text of Object.values(title)) if ([...text].length > RACE_TITLE_MAX) throw invalidField('title');
}

/** A reward's figures: a bonus of 1..BONUS_AMOUNT_MAX with wagering 0..WAGERING_MULTIPLIER_PERCENT_MAX, or 1..REWARD_POINTS_MAX points (no wagering). */
export function checkReward(reward: RewardValue, field: string): void {
  if (reward.kind === 'bonus') {
    if (!within(reward.amount, 1, BONUS_AMOUNT_MAX)) throw invalidField(`${field}.amount`);
    if (!within(reward.wageringMultiplierPercent, 0, WAGERING_MULTIPLIER_PERCENT_MAX)) throw invalidField(`${field}.wageringMultiplierPercent`);
  } else {
    if (!within(reward.amount, 1, REWARD_POINTS_MAX)) throw invalidField(`${field}.amount`);
    if (reward.wageringMultiplierPercent !== 0) throw invalidField(`${field}.wageringMultiplierPercent`);
  }
}

/** Prize tiers: 1..RACE_PRIZE_TIERS_MAX, ascending, not overlapping, ranks 1..RACE_TOP_SHOWN. */
function checkPrizes(draft: RaceDraft): void {
  if (draft.prizes.length < 1 || draft.prizes.length > RACE_PRIZE_TIERS_MAX) throw invalidField('prizes');
  let last = 0;
  for (const [i, tier] of draft.prizes.entries()) {
    if (!Number.isInteger(tier.rankFrom) || !Number.isInteger(tier.rankTo) || tier.rankFrom <= last || tier.rankTo < tier.rankFrom || tier.rankTo > RACE_TOP_SHOWN) throw invalidField(`prizes.${i}`);
    checkReward(tier.reward, `prizes.${i}.reward`);
    last = tier.rankTo;
  }
}

/** The schedule: a custom race ends after it starts, within RACE_CUSTOM_DAYS_MAX days; a daily or weekly one ends (if at all) on a period boundary after its start. */
function checkSchedule(draft: RaceDraft): void {
  if (draft.recurrence === 'custom') {
    if (draft.endsAt === null || draft.endsAt <= draft.startsAt || draft.endsAt - draft.startsAt > RACE_CUSTOM_DAYS_MAX * DAY_MS) throw invalidField('endsAt');
  } else if (draft.endsAt !== null && (draft.endsAt <= draft.startsAt || !isPeriodBoundary(draft.recurrence, draft.endsAt))) throw invalidField('endsAt');
}

/** The whole check of a draft; `bases` are the languages one of which the title needs. */
export function checkRaceDraft(draft: RaceDraft, bases: readonly string[]): void {
  checkTitle(draft.title, bases);
  checkSchedule(draft);
  checkPrizes(draft);
}
