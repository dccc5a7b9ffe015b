import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RewardApplicationStatus } from '@common/contract/promotions';
import { Rows, StatusText } from '../../../components/payments/styles';
import { Card, Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { PromotionStore } from '../../../stores/PromotionStore';
import { formatMinor } from '../../../utils/money';

const TONES: Record<RewardApplicationStatus, 'success' | 'danger' | 'waiting'> = { pending: 'waiting', approved: 'success', rejected: 'danger' };

/** The member's reward applications, newest first, each with its status (and the bonus or the reason). */
export const Applications = observer(function Applications({ date }: { date: (ms: number) => string }) {
  const { t } = useTranslation();
  const store = useFeature(PromotionStore);
  return (
    <Card aria-labelledby="promotion-applications">
      <h2 id="promotion-applications">{t('promo.myApplications')}</h2>
      {store.applications.length === 0 ? (
        <Muted>{t('promo.noApplications')}</Muted>
      ) : (
        <Rows>
          {store.applications.map((a) => (
            <li key={a.id}>
              <strong>{a.promotionTitle}</strong>{' '}
              <StatusText $tone={TONES[a.status]}>{t(`promo.appStatus.${a.status}`)}</StatusText>
              <Muted>{t('promo.submittedAt', { time: date(a.submittedAt) })}</Muted>
              {a.remarks && <Muted>{a.remarks}</Muted>}
              {a.status === 'approved' && a.amount !== null && <Muted>{t('promo.credited', { amount: formatMinor(a.amount) })}</Muted>}
              {a.status === 'rejected' && a.reason && <Muted>{t('pay.reason', { reason: a.reason })}</Muted>}
            </li>
          ))}
        </Rows>
      )}
    </Card>
  );
});
