/**
 * Checking a mall item draft (docs/loyalty.md "Points mall — items"): texts within their limits
 * with an English title, figures in range, and the figures of its kind set while the others stay
 * null — bonus credit needs bonusAmount and a wagering multiplier ≤ WAGERING_MULTIPLIER_PERCENT_MAX;
 * a lottery ticket a house lottery game with a one-unit bet and a stake; physical goods neither.
 * The first fault throws loyalty.invalid naming the field; nothing is saved.
 */
import type { LocalizedText } from '@common/contract/announcements';
import type { MallItemDraft } from '@common/contract/consoleLoyalty';
import { ErrorCode } from '@common/contract/envelope';
import { LEVELS_MAX, MALL_DESCRIPTION_MAX, MALL_PER_MEMBER_LIMIT_MAX, MALL_PRICE_POINTS_MAX, MALL_STOCK_MAX, MALL_TITLE_MAX } from '@common/rules/loyalty';
import { BONUS_AMOUNT_MAX, WAGERING_MULTIPLIER_PERCENT_MAX } from '@common/rules/promotions';
import { AppError } from '../../../http/envelope';
import { isTicketGame } from './ticket';

/** loyalty.invalid naming the field at fault. */
export const invalidField = (field: string): AppError => new AppError(ErrorCode.loyaltyInvalid, { params: { field } });

const within = (value: number | null, min: number, max: number): boolean => value !== null && Number.isInteger(value) && value >= min && value <= max;
const optional = (field: string, value: number | null, min: number, max: number): void => {
  if (value !== null && !within(value, min, max)) throw invalidField(field);
};

function checkText(field: string, text: LocalizedText, max: number, needsEnglish: boolean): void {
  if (needsEnglish && (text.EN ?? '').trim().length === 0) throw invalidField(field);
  for (const value of Object.values(text)) if (value.length > max) throw invalidField(field);
}

/** The figures of each kind; the rest must be null. */
const KIND_FIGURES = { bonus: ['bonusAmount', 'wageringMultiplierPercent'], lotteryTicket: ['lotteryGameCode', 'ticketStake'], physical: [] } as const;
const KIND_FIELDS = ['bonusAmount', 'wageringMultiplierPercent', 'lotteryGameCode', 'ticketStake'] as const;

/** Throws loyalty.invalid (params.field) at the draft's first fault. */
export function checkItemDraft(draft: MallItemDraft): void {
  checkText('title', draft.title, MALL_TITLE_MAX, true);
  checkText('description', draft.description, MALL_DESCRIPTION_MAX, false);
  if (!within(draft.pricePoints, 1, MALL_PRICE_POINTS_MAX)) throw invalidField('pricePoints');
  optional('stock', draft.stock, 0, MALL_STOCK_MAX);
  optional('perMemberLimit', draft.perMemberLimit, 1, MALL_PER_MEMBER_LIMIT_MAX);
  optional('minLevelRank', draft.minLevelRank, 1, LEVELS_MAX);
  if (draft.endsAt !== null && draft.endsAt <= draft.startsAt) throw invalidField('endsAt');
  const used: readonly string[] = KIND_FIGURES[draft.kind];
  for (const field of KIND_FIELDS) {
    if (used.includes(field) ? draft[field] === null : draft[field] !== null) throw invalidField(field);
  }
  if (draft.kind === 'bonus') {
    if (!within(draft.bonusAmount, 1, BONUS_AMOUNT_MAX)) throw invalidField('bonusAmount');
    if (!within(draft.wageringMultiplierPercent, 0, WAGERING_MULTIPLIER_PERCENT_MAX)) throw invalidField('wageringMultiplierPercent');
  }
  if (draft.kind === 'lotteryTicket') {
    if (!isTicketGame(draft.lotteryGameCode!)) throw invalidField('lotteryGameCode');
    if (!within(draft.ticketStake, 1, BONUS_AMOUNT_MAX)) throw invalidField('ticketStake');
  }
}
