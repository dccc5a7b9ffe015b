import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycStatus } from '@common/contract/payments';
import { LoadStatus } from '../../components/payments/PagedList';
import { useDateTime } from '../../components/payments/StatusSteps';
import { Facts, Note, StatusText } from '../../components/payments/styles';
import { Card, Page } from '../../components/ui';
import { useFeature } from '../../stores';
import { KycStore } from '../../stores/KycStore';
import { KycForm } from './components/KycForm';

const TONES: Readonly<Record<KycStatus, 'waiting' | 'success' | 'danger'>> = { none: 'waiting', review: 'waiting', verified: 'success', rejected: 'danger' };

/**
 * /m/identity (§1, §3, issue 14): the member's identity verification: its state (not verified,
 * under review, verified, rejected with the reason) and, when there is none or after a rejection,
 * the form of the §3 fields with the document pictures.
 */
const Identity = observer(function Identity() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const store = useFeature(KycStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const kyc = store.kyc;
  if (!kyc) return <Page>{<LoadStatus state={store.state} onRetry={() => void store.load()} />}</Page>;
  return (
    <Page>
      <Card aria-labelledby="kyc-state">
        <h2 id="kyc-state">{t('kyc.stateTitle')}</h2>
        <p role="status">
          <StatusText $tone={TONES[kyc.status]}>{t(`kyc.status.${kyc.status}`)}</StatusText>
        </p>
        <p>{t(`kyc.explain.${kyc.status}`)}</p>
        {kyc.status === 'rejected' && kyc.reason && <Note role="alert">{t('pay.reason', { reason: kyc.reason })}</Note>}
        <Facts>
          {kyc.submittedAt && (
            <>
              <dt>{t('kyc.submittedAt')}</dt>
              <dd>{dateTime(kyc.submittedAt)}</dd>
            </>
          )}
          {kyc.decidedAt && (
            <>
              <dt>{t('kyc.decidedAt')}</dt>
              <dd>{dateTime(kyc.decidedAt)}</dd>
            </>
          )}
        </Facts>
      </Card>
      {store.canSubmit && <KycForm />}
    </Page>
  );
});

export default Identity;
