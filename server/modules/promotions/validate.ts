/**
 * Checking a promotion draft against the rules (docs/promotions.md "Definitions"): the figures of
 * its type set and in range, every other figure null or empty, texts within their limits with an
 * English or merchant-default text, real member types only. The first fault throws promotion.invalid
 * naming the field; nothing is saved.
 */
import type { LocalizedText } from '@common/contract/announcements';
import { ErrorCode } from '@common/contract/envelope';
import type { PromotionDraft } from '@common/contract/promotions';
import {
  BONUS_AMOUNT_MAX,
  BONUS_EXPIRY_DAYS_MAX,
  PROMOTION_MEMBER_TYPES,
  PROMOTION_SUMMARY_MAX,
  PROMOTION_TERMS_MAX,
  PROMOTION_TITLE_MAX,
  RATE_BP_MAX,
  WAGERING_MULTIPLIER_PERCENT_MAX,
  type PromotionType,
} from '@common/rules/promotions';
import { AppError } from '../../http/envelope';

/** promotion.invalid naming the field at fault. */
export const invalidField = (field: string): AppError => new AppError(ErrorCode.promotionInvalid, { params: { field } });

/** The figures each type uses; the others must be null (numbers) or empty (lists). */
const FIGURES: Record<PromotionType, readonly Figure[]> = {
  depositMatch: ['rateBp', 'maxBonus', 'minDeposit', 'depositKind', 'channels'],
  cashback: ['rateBp', 'maxBonus', 'period'],
  rebate: ['rateBp', 'maxBonus', 'period', 'gameTypes'],
  manualReward: ['fixedAmount'],
  signUp: ['fixedAmount'],
  loyalty: [],
};
type Figure = 'rateBp' | 'maxBonus' | 'minDeposit' | 'depositKind' | 'channels' | 'period' | 'gameTypes' | 'fixedAmount';
/** Figures a type must set (maxBonus, channels and gameTypes may stay open: no cap, any channel, all games). */
const REQUIRED: readonly Figure[] = ['rateBp', 'minDeposit', 'depositKind', 'period', 'fixedAmount'];
const ALL_FIGURES: readonly Figure[] = ['rateBp', 'maxBonus', 'minDeposit', 'depositKind', 'channels', 'period', 'gameTypes', 'fixedAmount'];

const isEmpty = (value: unknown): boolean => value === null || (Array.isArray(value) && value.length === 0);
const inRange = (value: number | null, min: number, max: number): boolean => value !== null && Number.isInteger(value) && value >= min && value <= max;

function checkText(field: string, text: LocalizedText, max: number, bases: readonly string[]): void {
  if (!bases.some((code) => (text[code] ?? '').trim().length > 0)) throw invalidField(field);
  for (const value of Object.values(text)) if (value.length > max) throw invalidField(field);
}

function checkFigures(draft: PromotionDraft): void {
  const used = FIGURES[draft.type];
  for (const figure of ALL_FIGURES) {
    const value = draft[figure];
    if (!used.includes(figure)) {
      if (!isEmpty(value)) throw invalidField(figure);
    } else if (REQUIRED.includes(figure) && value === null) throw invalidField(figure);
  }
  if (draft.rateBp !== null && !inRange(draft.rateBp, 1, RATE_BP_MAX)) throw invalidField('rateBp');
  if (draft.maxBonus !== null && !inRange(draft.maxBonus, 1, BONUS_AMOUNT_MAX)) throw invalidField('maxBonus');
  if (draft.minDeposit !== null && !inRange(draft.minDeposit, 0, BONUS_AMOUNT_MAX)) throw invalidField('minDeposit');
  // A manual reward pays something on approval; a sign-up may be a registration only (0).
  if (draft.fixedAmount !== null && !inRange(draft.fixedAmount, draft.type === 'manualReward' ? 1 : 0, BONUS_AMOUNT_MAX)) throw invalidField('fixedAmount');
}

/** Throws promotion.invalid (params.field) at the draft's first fault. `bases`: the language codes one of which every text needs (EN, the merchant's default). */
export function checkDraft(draft: PromotionDraft, bases: readonly string[]): void {
  // The loyalty promotion is the server's own (loyalty-bonus.ts): an operator neither drafts one nor edits it.
  if (draft.type === 'loyalty') throw invalidField('type');
  checkText('title', draft.title, PROMOTION_TITLE_MAX, bases);
  checkText('summary', draft.summary, PROMOTION_SUMMARY_MAX, bases);
  checkText('terms', draft.terms, PROMOTION_TERMS_MAX, bases);
  checkFigures(draft);
  if ((draft.imageRequired || draft.remarkRequired) && draft.type !== 'manualReward') throw invalidField(draft.imageRequired ? 'imageRequired' : 'remarkRequired');
  if (draft.endsAt !== null && draft.endsAt <= draft.startsAt) throw invalidField('endsAt');
  if (!inRange(draft.wageringMultiplierPercent, 0, WAGERING_MULTIPLIER_PERCENT_MAX)) throw invalidField('wageringMultiplierPercent');
  if (!inRange(draft.bonusExpiryDays, 1, BONUS_EXPIRY_DAYS_MAX)) throw invalidField('bonusExpiryDays');
  if (Object.values(draft.contributions).some((percent) => !inRange(percent ?? null, 0, 100))) throw invalidField('contributions');
  if (draft.budget !== null && !inRange(draft.budget, 1, Number.MAX_SAFE_INTEGER)) throw invalidField('budget');
  if (draft.perMemberCap !== null && !inRange(draft.perMemberCap, 1, 1_000_000)) throw invalidField('perMemberCap');
  if (draft.eligibility.memberTypes.some((type) => !PROMOTION_MEMBER_TYPES.includes(type))) throw invalidField('eligibility.memberTypes');
}
