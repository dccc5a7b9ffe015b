import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PromotionCard, PromotionFacts } from '@common/contract/promotions';
import { Facts } from '../../components/Facts';
import { MemberCard } from '../../components/MemberCard';
import { dateTime, money } from '../../format';
import { hundredthsText } from './draft';

const Body = styled.div`
  padding: ${(p) => p.theme.base.space.l};
  h3 {
    margin: 0 0 ${(p) => p.theme.base.space.s};
  }
`;

const Label = styled.span`
  display: inline-block;
  margin-bottom: ${(p) => p.theme.base.space.s};
  padding: ${(p) => p.theme.base.space.xs} ${(p) => p.theme.base.space.m};
  border-radius: ${(p) => p.theme.base.radius.round};
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.background};
  font-weight: 700;
`;

const Terms = styled.div`
  white-space: pre-wrap;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The figures a card can show (console keys promotions.facts.<key>). */
export const FACT_KEYS = ['rate', 'maxBonus', 'minDeposit', 'depositKind', 'channels', 'period', 'gameTypes', 'fixedAmount', 'wagering', 'contributions', 'expiry', 'perMemberCap'] as const;
type FactKey = (typeof FACT_KEYS)[number];

/** The rows of figures a member reads, only those the promotion's type has. */
function factRows(facts: PromotionFacts, t: (key: string, options?: Record<string, unknown>) => string): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [];
  const add = (key: FactKey, value: ReactNode, when: boolean) => void (when && rows.push([`promotions.facts.${key}`, value]));
  add('rate', `${hundredthsText(facts.rateBp, true)} %`, facts.rateBp !== null);
  add('maxBonus', facts.maxBonus === null ? '' : money(facts.maxBonus), facts.rateBp !== null);
  add('minDeposit', facts.minDeposit === null ? '' : money(facts.minDeposit), facts.minDeposit !== null);
  add('depositKind', facts.depositKind ? t(`promotions.depositKinds.${facts.depositKind}`) : '', facts.depositKind !== null);
  add('channels', facts.channels.join(', ') || t('promotions.any'), facts.type === 'depositMatch');
  add('period', facts.period ? t(`promotions.periods.${facts.period}`) : '', facts.period !== null);
  add('gameTypes', facts.gameTypes.join(', ') || t('promotions.any'), facts.type === 'rebate');
  add('fixedAmount', facts.fixedAmount === null ? '' : money(facts.fixedAmount), facts.fixedAmount !== null);
  add('wagering', facts.wageringMultiplierPercent ? `${hundredthsText(facts.wageringMultiplierPercent, true)}×` : t('promotions.none'), true);
  const shares = Object.entries(facts.contributions).map(([type, percent]) => `${type} ${percent} %`);
  add('contributions', shares.join(', '), shares.length > 0);
  add('expiry', String(facts.bonusExpiryDays), facts.wageringMultiplierPercent > 0);
  add('perMemberCap', facts.perMemberCap === null ? t('promotions.noLimit') : String(facts.perMemberCap), true);
  return rows;
}

/** A promotion as the member's events centre shows it (the server's card of a draft): image, status label, title, summary, schedule, figures and terms. */
export function PromotionPreview({ card, lang }: { card: PromotionCard; lang: string }) {
  const { t } = useTranslation();
  return (
    <figure aria-label={t('promotions.previewOf', { lang })}>
      {/* As wide as the member site's phone layout (390 CSS pixels less its margins). */}
      <MemberCard width={358} imageRatio="2 / 1">
        {card.imageUrl && <img src={card.imageUrl} alt={card.title} />}
        <Body>
          <Label>{t(`promotions.statusLabels.${card.status}`)}</Label>
          <h3>{card.title}</h3>
          <p>{card.summary}</p>
          <p>{t('promotions.runs', { from: dateTime(card.startsAt), to: card.endsAt ? dateTime(card.endsAt) : t('promotions.noEnd') })}</p>
          <Facts rows={factRows(card.facts, t)} />
          <Terms>{card.terms}</Terms>
        </Body>
      </MemberCard>
    </figure>
  );
}
