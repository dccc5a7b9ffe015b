import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DepositValue } from '@common/contract/payments';
import { channelRegistry } from '../../../channels';
import { depositStatusKey, depositSteps, depositTone } from '../../../channels/status';
import { CopyValue } from '../../../components/payments/CopyValue';
import { StatusSteps, useDateTime } from '../../../components/payments/StatusSteps';
import { Facts, Note, StatusText } from '../../../components/payments/styles';
import { Card } from '../../../components/ui';
import { formatMinor } from '../../../utils/money';
import { DetailActions } from './DetailActions';

/** An optional fact row: nothing when there is no value. */
function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/**
 * The new deposit detail (template dep_func "1", §4): the status with its steps and times, the
 * whole breakdown (amount, fee, credited), and everything the player may need to quote to support:
 * the deposit number, method, reference, TrxID and sender number, proofs sent, created and updated.
 */
export const DetailNew = observer(function DetailNew({ deposit }: { deposit: DepositValue }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const plugin = channelRegistry.forKind(deposit.kind);
  return (
    <Card aria-labelledby="deposit-detail">
      <h2 id="deposit-detail">{t('deposit.detailTitle')}</h2>
      <p>
        <StatusText $tone={depositTone(deposit.status)}>{t(depositStatusKey(deposit, plugin))}</StatusText>
      </p>
      <StatusSteps label={t('pay.steps')} steps={depositSteps(deposit, plugin, t)} />
      {deposit.status === 'pending' && <Note>{t('deposit.pendingNote')}</Note>}
      {deposit.reason && <Note role="alert">{t('pay.reason', { reason: deposit.reason })}</Note>}
      <Facts>
        <CopyValue label={t('deposit.number')} value={deposit.id} />
        <Fact label={t('deposit.method')} value={`${deposit.channelName} · ${t(plugin.name)}`} />
        <Fact label={t('pay.amount')} value={formatMinor(deposit.amount)} />
        <Fact label={t('pay.fee')} value={formatMinor(deposit.fee)} />
        <Fact label={t('deposit.credited')} value={formatMinor(deposit.credited)} />
        <Fact label={t('deposit.reference')} value={deposit.instructions?.reference} />
        <Fact label={t('deposit.trxId')} value={deposit.trxId} />
        <Fact label={t('deposit.senderNumber')} value={deposit.senderNumber} />
        <Fact label={t('deposit.proofCount')} value={deposit.kind === 'bankTransfer' ? deposit.proofCount : null} />
        <Fact label={t('pay.createdAt')} value={dateTime(deposit.createdAt)} />
        <Fact label={t('pay.updatedAt')} value={dateTime(deposit.updatedAt)} />
      </Facts>
      <DetailActions deposit={deposit} />
    </Card>
  );
});
