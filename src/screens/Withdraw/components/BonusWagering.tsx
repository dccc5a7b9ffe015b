import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WithdrawalReadiness } from '@common/contract/payments';
import { Facts, Rows } from '../../../components/payments/styles';
import { useStores } from '../../../stores';
import { formatMinor } from '../../../utils/money';

/**
 * Under the deposits' turnover: each active bonus with its own wagering (required, done, what
 * remains, until when), and what remains before a withdrawal, deposits and bonuses together.
 */
export const BonusWagering = observer(function BonusWagering({ readiness }: { readiness: WithdrawalReadiness }) {
  const { t } = useTranslation();
  const { language } = useStores();
  const { bonusWagering, turnover } = readiness;
  if (bonusWagering.bonuses.length === 0) return null;
  const date = new Intl.DateTimeFormat(language.code, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="withdraw-bonuses">
      <h3 id="withdraw-bonuses">{t('withdraw.bonus.title')}</h3>
      <Rows>
        {bonusWagering.bonuses.map((bonus) => (
          <li key={bonus.id} aria-label={bonus.promotionTitle}>
            <strong>{bonus.promotionTitle}</strong>
            <Facts>
              <dt>{t('withdraw.bonus.required')}</dt>
              <dd>{formatMinor(bonus.required)}</dd>
              <dt>{t('withdraw.bonus.done')}</dt>
              <dd>{formatMinor(bonus.done)}</dd>
              <dt>{t('withdraw.bonus.remaining')}</dt>
              <dd>{formatMinor(bonus.remaining)}</dd>
              <dt>{t('withdraw.bonus.expires')}</dt>
              <dd>{date.format(bonus.expiresAt)}</dd>
            </Facts>
          </li>
        ))}
      </Rows>
      <Facts>
        <dt>{t('withdraw.bonus.totalRemaining')}</dt>
        <dd>{formatMinor(turnover.remaining + bonusWagering.remaining)}</dd>
      </Facts>
      <p>{t('withdraw.bonus.expiryNote')}</p>
    </section>
  );
});
