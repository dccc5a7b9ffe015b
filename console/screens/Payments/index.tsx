import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/Loading';
import { MerchantPicker } from '../../components/MerchantPicker';
import { SecretOnce } from '../../components/SecretOnce';
import { Muted, Title } from '../../components/ui';
import { useFeature, useStores } from '../../stores/context';
import { PaymentsStore } from '../../stores/PaymentsStore';
import { ChannelForm } from './ChannelForm';
import { ChannelList } from './ChannelList';
import { PaymentSettings } from './Settings';

/** A merchant's payments: its deposit and withdrawal channels (list, create, edit) and its payment rules. */
const Payments = observer(function Payments() {
  const { t } = useTranslation();
  const { session } = useStores();
  const store = useFeature(PaymentsStore);
  useEffect(() => void store.start(), [store]);
  const code = store.merchantCode;
  return (
    <>
      <Title>{code ? t('payments.titleOf', { code }) : t('payments.title')}</Title>
      {session.me?.merchantCode === null && <MerchantPicker value={code} onChange={(picked) => picked && void store.open(picked)} />}
      {!code && <Muted>{t('payments.pickFirst')}</Muted>}
      {store.secret && <SecretOnce secret={store.secret.secret} messageKey="payments.secretOnce" testId="channel-secret" onSaved={() => store.secretKept()} />}
      {code && (
        // Another merchant opened: every form starts afresh from what the server holds.
        <div key={code}>
          <ChannelList />
          {store.editing !== null && <ChannelForm key={String(store.editing)} />}
          <LoadState of={store.settings} />
          {store.settings.value && <PaymentSettings key={store.settings.value.merchantCode ?? code} />}
        </div>
      )}
    </>
  );
});

export default Payments;
