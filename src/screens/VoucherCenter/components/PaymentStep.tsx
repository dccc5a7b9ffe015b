import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositValue } from '@common/contract/payments';
import { channelRegistry } from '../../../channels';
import { Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { DepositStore } from '../../../stores/DepositStore';

/** A started deposit's payment: the form of its kind's plug-in, fetched as its own chunk. */
export const PaymentStep = observer(function PaymentStep({ deposit }: { deposit: DepositValue }) {
  const { t } = useTranslation();
  const store = useFeature(DepositStore);
  const { Form } = channelRegistry.forKind(deposit.kind);
  const channel = store.channels.find((c) => c.id === deposit.channelId) ?? null;
  return (
    <Suspense fallback={<Muted role="status">{t('pay.loading')}</Muted>}>
      <Form deposit={deposit} channel={channel} />
    </Suspense>
  );
});
