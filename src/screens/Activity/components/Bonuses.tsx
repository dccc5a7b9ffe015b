import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Facts, Note, Rows } from '../../../components/payments/styles';
import { Card, Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { PromotionStore } from '../../../stores/PromotionStore';
import { formatMinor } from '../../../utils/money';

/**
 * The member's active bonuses with their wagering (required, done, remaining, expiry) and what must
 * still be staked before a withdrawal, bonuses and deposits together.
 */
export const Bonuses = observer(function Bonuses({ date }: { date: (ms: number) => string }) {
  const { t } = useTranslation();
  const value = useFeature(PromotionStore).bonuses;
  if (!value) return null;
  const active = value.bonuses.filter((b) => b.status === 'active');
  return (
    <Card aria-labelledby="promotion-bonuses">
      <h2 id="promotion-bonuses">{t('promo.myBonuses')}</h2>
      <Note>{t('promo.beforeWithdrawal', { amount: formatMinor(value.totalRemaining) })}</Note>
      <Facts>
        <dt>{t('promo.bonusRemaining')}</dt>
        <dd>{formatMinor(value.bonusRemaining)}</dd>
        <dt>{t('promo.depositRemaining')}</dt>
        <dd>{formatMinor(value.depositRemaining)}</dd>
      </Facts>
      {active.length === 0 ? (
        <Muted>{t('promo.noBonuses')}</Muted>
      ) : (
        <Rows>
          {active.map((b) => (
            <li key={b.id} aria-label={b.promotionTitle}>
              <strong>{b.promotionTitle}</strong>
              <Facts>
                <dt>{t('promo.bonusAmount')}</dt>
                <dd>{formatMinor(b.amount)}</dd>
                <dt>{t('promo.wagerRequired')}</dt>
                <dd>{formatMinor(b.required)}</dd>
                <dt>{t('promo.wagerDone')}</dt>
                <dd>{formatMinor(b.done)}</dd>
                <dt>{t('promo.wagerRemaining')}</dt>
                <dd>{formatMinor(b.remaining)}</dd>
                <dt>{t('promo.expiresAt')}</dt>
                <dd>{date(b.expiresAt)}</dd>
              </Facts>
            </li>
          ))}
        </Rows>
      )}
    </Card>
  );
});
