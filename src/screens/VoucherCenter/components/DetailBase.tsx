import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DepositValue } from '@common/contract/payments';
import { channelRegistry } from '../../../channels';
import { depositStatusKey, depositTone } from '../../../channels/status';
import { Facts, Note, StatusText } from '../../../components/payments/styles';
import { Card } from '../../../components/ui';
import { formatMinor } from '../../../utils/money';
import { DetailActions } from './DetailActions';

/**
 * The base deposit detail (template dep_func other than "1", §4): one status line, the amount and
 * what it credits, the reason when it failed, and the way on. What most players need and no more.
 */
export const DetailBase = observer(function DetailBase({ deposit }: { deposit: DepositValue }) {
  const { t } = useTranslation();
  const plugin = channelRegistry.forKind(deposit.kind);
  return (
    <Card aria-labelledby="deposit-result">
      <h2 id="deposit-result">
        <StatusText $tone={depositTone(deposit.status)}>{t(depositStatusKey(deposit, plugin))}</StatusText>
      </h2>
      <Facts>
        <dt>{t('pay.amount')}</dt>
        <dd>{formatMinor(deposit.amount)}</dd>
        <dt>{t('deposit.credited')}</dt>
        <dd>{formatMinor(deposit.credited)}</dd>
      </Facts>
      {deposit.status === 'pending' && <Note>{t('deposit.pendingNote')}</Note>}
      {deposit.reason && <Note role="alert">{t('pay.reason', { reason: deposit.reason })}</Note>}
      <DetailActions deposit={deposit} />
    </Card>
  );
});
