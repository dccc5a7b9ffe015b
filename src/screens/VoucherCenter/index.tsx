import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadStatus } from '../../components/payments/PagedList';
import { ButtonLink, Card, Muted, Page } from '../../components/ui';
import { depositPath, routerPath } from '../../paths';
import { useFeature, useStores } from '../../stores';
import { DepositStore } from '../../stores/DepositStore';
import { ProtectionStore } from '../../stores/ProtectionStore';
import { AmountStep } from './components/AmountStep';
import { ChannelPicker } from './components/ChannelPicker';
import { DetailBase } from './components/DetailBase';
import { DetailNew } from './components/DetailNew';
import { PaymentStep } from './components/PaymentStep';

/** A deposit opened by id (?deposit=): its payment while unpaid, else its detail in the template's version. */
const DepositView = observer(function DepositView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { common } = useStores();
  const store = useFeature(DepositStore);
  useEffect(() => {
    void store.open(id);
  }, [store, id]);
  useEffect(() => {
    // Back from the wallet app or the gateway's tab: the status may have moved.
    const onVisible = () => document.visibilityState === 'visible' && void store.refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [store]);
  const deposit = store.deposit?.id === id ? store.deposit : null;
  if (store.depositMissing) {
    return (
      <Card>
        <Muted role="alert">{t('deposit.notFound')}</Muted>
        <ButtonLink to={routerPath(depositPath())}>{t('deposit.again')}</ButtonLink>
      </Card>
    );
  }
  if (!deposit) return <Muted role="status">{t('pay.loading')}</Muted>;
  if (deposit.status === 'created') return <PaymentStep deposit={deposit} />;
  return common.depositDetailVersion === 'new' ? <DetailNew deposit={deposit} /> : <DetailBase deposit={deposit} />;
});

/** The channels and the amount: where a new deposit starts. */
const NewDeposit = observer(function NewDeposit() {
  const store = useFeature(DepositStore);
  const protection = useFeature(ProtectionStore);
  useEffect(() => {
    // Coming back to the channels leaves any deposit shown before.
    store.startOver();
    void store.loadChannels();
  }, [store]);
  // Issue 15: no deposit limit set and the prompt never answered: it is offered before the first deposit.
  useEffect(() => void protection.offerDepositPrompt(), [protection]);
  if (store.channelsState !== 'loaded') return <LoadStatus state={store.channelsState} onRetry={() => void store.loadChannels()} />;
  return (
    <>
      <ChannelPicker />
      <AmountStep />
    </>
  );
});

/**
 * /m/voucherCenter (§2, issue 14): the deposit page the header's deposit link (types 0, 1, 2) and
 * the footer lead to. Type 4 and visitors never get here (route access 'deposit', §4).
 */
const VoucherCenter = observer(function VoucherCenter() {
  const [params] = useSearchParams();
  const id = params.get('deposit');
  return <Page>{id ? <DepositView id={id} /> : <NewDeposit />}</Page>;
});

export default VoucherCenter;
