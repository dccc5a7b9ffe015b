import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts } from '../../components/Facts';
import { MemberCard } from '../../components/MemberCard';
import { Field, Select } from '../../components/ui';
import { money } from '../../format';
import type { MallItemForm } from './forms/mallItem';
import { parseAmount, parseTimes, parseWhole, timesText } from './units';

/** The tile's words, as a mall tile on the member site's phone layout spaces them. */
const Body = styled.div`
  padding: ${(p) => p.theme.base.space.m};
  h3 {
    margin: 0 0 ${(p) => p.theme.base.space.s};
  }
`;

const Price = styled.p`
  color: ${(p) => p.theme.colors.accent};
  font-weight: 700;
`;

/**
 * The member's mall card of the item as the form stands, in a chosen language: picture, title,
 * description, price in points, what it gives, stock and the level it needs. Drawn here from the
 * form (the mall has no server preview); the member site draws the same figures.
 */
export function MallCard({ form, languages }: { form: MallItemForm; languages: readonly string[] }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState(languages[0] ?? 'EN');
  const title = form.title[lang] ?? '';
  const amount = parseAmount(form.bonusAmount);
  const stake = parseAmount(form.ticketStake);
  const multiplier = parseTimes(form.multiplier);
  const rows: [string, string][] = [];
  if (form.kind === 'bonus' && amount !== null) rows.push(['loyalty.card.bonus', `${money(amount)} · ${t('loyalty.card.wagering', { times: timesText(multiplier) })}`]);
  if (form.kind === 'lotteryTicket') rows.push(['loyalty.card.ticket', `${form.lotteryGameCode} · ${stake === null ? '' : money(stake)}`]);
  if (form.kind === 'physical') rows.push(['loyalty.card.goods', t('loyalty.card.delivered')]);
  rows.push(['loyalty.card.stock', form.stock.trim() === '' ? t('loyalty.card.unlimited') : String(parseWhole(form.stock) ?? '')]);
  if (form.minLevelRank.trim() !== '') rows.push(['loyalty.card.level', t('loyalty.levels.levelOf', { rank: form.minLevelRank.trim() })]);
  return (
    <div>
      <Field>
        {t('loyalty.previewLanguage')}
        <Select value={lang} onChange={(e) => setLang(e.target.value)}>
          {languages.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </Select>
      </Field>
      <figure aria-label={t('loyalty.previewOf', { lang })}>
        <MemberCard width={240} imageRatio="1 / 1">
          {form.imageUrl.trim() && <img src={form.imageUrl.trim()} alt={title} />}
          <Body>
            <h3>{title}</h3>
            <p>{form.description[lang] ?? ''}</p>
            <Price>{t('loyalty.card.price', { points: parseWhole(form.price) ?? 0 })}</Price>
            <Facts rows={rows} />
          </Body>
        </MemberCard>
      </figure>
    </div>
  );
}
