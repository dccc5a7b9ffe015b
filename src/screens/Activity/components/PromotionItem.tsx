import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PromotionCard } from '@common/contract/promotions';
import type { PromotionStatusLabel } from '@common/rules/promotions';
import { Facts, StatusText } from '../../../components/payments/styles';
import { Card, Muted } from '../../../components/ui';
import { factRows } from '../facts';
import { PromotionActions } from './PromotionActions';
import { PromotionImage } from './PromotionImage';

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.base.space.s};
  h2 { margin: 0; font-size: ${(p) => p.theme.base.fontSize.title}; }
`;

const Terms = styled.details`
  margin-top: ${(p) => p.theme.base.space.s};
  summary { min-height: ${(p) => p.theme.base.touchTarget}; display: flex; align-items: center; cursor: pointer; font-weight: 600; }
  p { white-space: pre-wrap; margin: 0; }
`;

/** A label's colour: good news, bad news, or in between. */
function toneOf(status: PromotionStatusLabel): 'success' | 'danger' | 'waiting' {
  if (status === 'issued' || status === 'claimed' || status === 'claim') return 'success';
  if (status === 'rejected' || status === 'close') return 'danger';
  return 'waiting';
}

/** One promotion: picture, title, status label, summary, its exact figures and terms, and what can be done. */
export function PromotionItem({ card, linkedTitle, date }: { card: PromotionCard; linkedTitle: string | null; date: (ms: number) => string }) {
  const { t } = useTranslation();
  const headingId = `promotion-${card.id}`;
  return (
    <Card aria-labelledby={headingId}>
      {card.imageUrl && <PromotionImage url={card.imageUrl} />}
      <Head>
        <h2 id={headingId}>{card.title}</h2>
        <StatusText $tone={toneOf(card.status)} data-testid="promotion-status">
          {t(`promo.status.${card.status}`)}
        </StatusText>
      </Head>
      {card.summary && <Muted>{card.summary}</Muted>}
      {linkedTitle && <Muted>{t('promo.linked', { title: linkedTitle })}</Muted>}
      <Facts aria-label={t('promo.factsTitle')}>
        {factRows(card, t, date).map((row) => (
          <Fragment key={row.label}>
            <dt>{t(row.label)}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </Facts>
      {card.terms && (
        <Terms>
          <summary>{t('promo.terms')}</summary>
          <p>{card.terms}</p>
        </Terms>
      )}
      <PromotionActions card={card} date={date} />
    </Card>
  );
}
