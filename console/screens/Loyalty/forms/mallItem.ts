/** A mall item being written: the figures of its kind only, amounts in major units, wagering as ×. */
import type { LocalizedText } from '@common/contract/announcements';
import type { ConsoleMallItem, MallItemDraft } from '@common/contract/consoleLoyalty';
import { LEVELS_MAX, MALL_DESCRIPTION_MAX, MALL_PER_MEMBER_LIMIT_MAX, MALL_PRICE_POINTS_MAX, MALL_STOCK_MAX, MALL_TITLE_MAX, type MallItemKind } from '@common/rules/loyalty';
import { BONUS_AMOUNT_MAX, PROMOTION_SORT_ORDER_MAX, WAGERING_MULTIPLIER_PERCENT_DEFAULT, WAGERING_MULTIPLIER_PERCENT_MAX } from '@common/rules/promotions';
import { localInput } from '../../../format';
import { amountText, parseAmount, parseTimes, parseWhole, timesText, within } from '../units';
import { checked, fits, imageUrl, need, schedule, written, type Checked, type LoyaltyProblem } from './check';

export interface MallItemForm {
  kind: MallItemKind;
  title: LocalizedText;
  description: LocalizedText;
  imageUrl: string;
  price: string;
  /** Empty: unlimited. */
  stock: string;
  perMemberLimit: string;
  minLevelRank: string;
  startsAt: string;
  endsAt: string;
  bonusAmount: string;
  multiplier: string;
  lotteryGameCode: string;
  ticketStake: string;
  sortOrder: string;
}

const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function mallItemFormOf(item: ConsoleMallItem | null): MallItemForm {
  return {
    kind: item?.kind ?? 'bonus',
    title: { ...item?.title },
    description: { ...item?.description },
    imageUrl: item?.imageUrl ?? '',
    price: numberText(item?.pricePoints),
    stock: numberText(item?.stock),
    perMemberLimit: numberText(item?.perMemberLimit),
    minLevelRank: numberText(item?.minLevelRank),
    startsAt: localInput(item?.startsAt),
    endsAt: localInput(item?.endsAt),
    bonusAmount: amountText(item?.bonusAmount),
    multiplier: timesText(item?.wageringMultiplierPercent ?? WAGERING_MULTIPLIER_PERCENT_DEFAULT),
    lotteryGameCode: item?.lotteryGameCode ?? '',
    ticketStake: amountText(item?.ticketStake),
    sortOrder: String(item?.sortOrder ?? 0),
  };
}

export const MALL_BOUNDS = {
  priceMax: MALL_PRICE_POINTS_MAX,
  stockMax: MALL_STOCK_MAX,
  limitMax: MALL_PER_MEMBER_LIMIT_MAX,
  levelMax: LEVELS_MAX,
  amountMax: amountText(BONUS_AMOUNT_MAX),
  multiplierMax: timesText(WAGERING_MULTIPLIER_PERCENT_MAX),
  sortMax: PROMOTION_SORT_ORDER_MAX,
} as const;

/** A whole number within [min, max], empty: null. */
function optionalWhole(text: string, min: number, max: number, problem: LoyaltyProblem): number | null {
  if (text.trim() === '') return null;
  const n = parseWhole(text);
  need(within(n, min, max), problem);
  return n;
}

/** The draft of a form, or the first problem (the server checks the same again). */
export function mallItemOfForm(form: MallItemForm): Checked<MallItemDraft> {
  return checked(() => {
    const title = written(form.title);
    const description = written(form.description);
    need(Object.keys(title).length > 0, 'titleMissing');
    need(fits(title, MALL_TITLE_MAX) && fits(description, MALL_DESCRIPTION_MAX), 'textTooLong');
    const price = parseWhole(form.price);
    need(within(price, 1, MALL_PRICE_POINTS_MAX), 'badPrice');
    const sort = /^\s*-?\d+\s*$/.test(form.sortOrder) ? Number(form.sortOrder) : null;
    need(within(sort, -PROMOTION_SORT_ORDER_MAX, PROMOTION_SORT_ORDER_MAX), 'badSortOrder');
    const bonus = form.kind === 'bonus';
    const ticket = form.kind === 'lotteryTicket';
    const bonusAmount = bonus ? parseAmount(form.bonusAmount) : null;
    need(!bonus || within(bonusAmount, 1, BONUS_AMOUNT_MAX), 'badBonusAmount');
    const multiplier = bonus ? parseTimes(form.multiplier) : null;
    need(!bonus || within(multiplier, 0, WAGERING_MULTIPLIER_PERCENT_MAX), 'badMultiplier');
    const code = form.lotteryGameCode.trim();
    need(!ticket || /^[A-Za-z0-9_-]{1,32}$/.test(code), 'badGameCode');
    const stake = ticket ? parseAmount(form.ticketStake) : null;
    need(!ticket || within(stake, 1, BONUS_AMOUNT_MAX), 'badStake');
    return {
      kind: form.kind,
      title,
      description,
      imageUrl: imageUrl(form.imageUrl),
      pricePoints: price!,
      stock: optionalWhole(form.stock, 0, MALL_STOCK_MAX, 'badStock'),
      perMemberLimit: optionalWhole(form.perMemberLimit, 1, MALL_PER_MEMBER_LIMIT_MAX, 'badLimit'),
      minLevelRank: optionalWhole(form.minLevelRank, 1, LEVELS_MAX, 'badMinLevel'),
      ...schedule(form.startsAt, form.endsAt),
      bonusAmount,
      wageringMultiplierPercent: multiplier,
      lotteryGameCode: ticket ? code : null,
      ticketStake: stake,
      sortOrder: sort!,
    };
  });
}
