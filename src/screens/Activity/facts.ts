/**
 * A promotion's figures as label–value rows (issue 16: the exact terms before joining), so the
 * card and its test read the same list. Amounts from minor units with 2 decimals, rates as
 * percent, wagering as a multiplier (figures and signs, the same in every language).
 */
import type { TFunction } from 'i18next';
import type { PromotionCard } from '@common/contract/promotions';
import { formatMinor } from '../../utils/money';
import { formatMultiplier, formatRateBp } from '../../stores/promotions/format';
import { vendorRegistry } from '../../vendors';
import type { GameType } from '@common/contract/games';

export interface FactRow {
  /** i18n key of the label (also the row's stable key). */
  label: string;
  value: string;
}

/** A game type's display name, as the home's category bar shows it. */
function gameTypeName(t: TFunction, gameType: GameType): string {
  return t(vendorRegistry.forCategory(gameType).name);
}

/** The rows a card shows for its promotion's type; `date` formats a time in the site's language. */
export function factRows(card: Pick<PromotionCard, 'facts' | 'startsAt' | 'endsAt'>, t: TFunction, date: (ms: number) => string): FactRow[] {
  const f = card.facts;
  const rows: FactRow[] = [{ label: 'promo.fact.type', value: t(`promo.type.${f.type}`) }];
  const add = (label: string, value: string) => rows.push({ label, value });
  if (f.rateBp !== null) add('promo.fact.rate', `${formatRateBp(f.rateBp)} %`);
  if (f.type === 'depositMatch' || f.type === 'cashback' || f.type === 'rebate') {
    add(f.type === 'depositMatch' ? 'promo.fact.maxBonus' : 'promo.fact.maxAward', f.maxBonus === null ? t('promo.noCap') : formatMinor(f.maxBonus));
  }
  if (f.type === 'depositMatch') {
    if (f.minDeposit !== null) add('promo.fact.minDeposit', formatMinor(f.minDeposit));
    if (f.depositKind !== null) add('promo.fact.depositKind', t(`promo.depositKind.${f.depositKind}`));
    add('promo.fact.channels', f.channels.length === 0 ? t('promo.anyChannel') : f.channels.join(', '));
  }
  if (f.period !== null) add('promo.fact.period', t(`promo.period.${f.period}`));
  if (f.type === 'rebate') add('promo.fact.gameTypes', f.gameTypes.length === 0 ? t('promo.allGames') : f.gameTypes.map((g) => gameTypeName(t, g)).join(', '));
  if (f.fixedAmount !== null && f.fixedAmount > 0) add('promo.fact.fixedAmount', formatMinor(f.fixedAmount));
  add('promo.fact.wagering', f.wageringMultiplierPercent === 0 ? t('promo.noWagering') : `${formatMultiplier(f.wageringMultiplierPercent)}×`);
  if (f.wageringMultiplierPercent > 0) {
    const listed = Object.entries(f.contributions).map(([g, percent]) => `${gameTypeName(t, g as GameType)} ${percent} %`);
    add('promo.fact.contributions', [...listed, t('promo.contributionOthers')].join(', '));
    add('promo.fact.expiry', t('promo.days', { n: f.bonusExpiryDays }));
  }
  add('promo.fact.perMemberCap', f.perMemberCap === null ? t('promo.noLimit') : String(f.perMemberCap));
  add('promo.fact.schedule', card.endsAt === null ? t('promo.from', { start: date(card.startsAt) }) : t('promo.between', { start: date(card.startsAt), end: date(card.endsAt) }));
  return rows;
}
