import type { TFunction } from 'i18next';
import type { MallItemValue } from '@common/contract/loyalty';

/** The i18n key of a refusal code of the redeem call ("mall.out.of.stock" → mall.refusal.mall_out_of_stock). */
export function refusalKey(code: string): string {
  return `mall.refusal.${code.replace(/\./g, '_')}`;
}

/** Why the member cannot redeem an item now, in words (a code without its own words reads as the general refusal). */
export function refusalText(item: Pick<MallItemValue, 'redeemable' | 'refusal'>, t: TFunction): string | null {
  if (item.redeemable) return null;
  const general = t('mall.refusal.other');
  return item.refusal ? t(refusalKey(item.refusal), { defaultValue: general }) : general;
}

/** An item's stock line: how many are left, or sold out; nothing for unlimited stock. */
export function stockText(item: Pick<MallItemValue, 'stockLeft'>, t: TFunction): string | null {
  if (item.stockLeft === null) return null;
  return item.stockLeft > 0 ? t('mall.stockLeft', { count: item.stockLeft }) : t('mall.soldOut');
}
