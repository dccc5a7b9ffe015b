import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions } from '../../components/payments/styles';
import { Button, Card, Muted } from '../../components/ui';
import { useFeature } from '../../stores';
import { DepositStore } from '../../stores/DepositStore';
import type { ChannelFormProps } from '../types';
import { ExternalButton, StartOver } from './parts';

/**
 * Gateway: the deposit is started, so the player goes to the provider's page at once. Only a
 * deposit started on this visit leaves by itself: one reopened (the browser's back button from the
 * provider, a reload) offers the link and a status check instead, so back never loops forward.
 */
export default observer(function GatewayForm({ deposit }: ChannelFormProps) {
  const { t } = useTranslation();
  const store = useFeature(DepositStore);
  const url = deposit.redirectUrl;
  useEffect(() => {
    if (url && store.takeFreshStart(deposit.id)) store.redirect(url);
  }, [url, deposit.id, store]);
  return (
    <Card aria-labelledby="gateway-title">
      <h2 id="gateway-title">{t('deposit.gatewayTitle', { channel: deposit.channelName })}</h2>
      <Muted>{t(url ? 'deposit.gatewayBody' : 'deposit.gatewayNoLink')}</Muted>
      <Actions>
        <StartOver />
        <Button type="button" $variant="ghost" onClick={() => void store.refresh()} disabled={store.busy}>
          {t('deposit.checkStatus')}
        </Button>
        {url && <ExternalButton href={url}>{t('deposit.continueToPay')}</ExternalButton>}
      </Actions>
    </Card>
  );
});
