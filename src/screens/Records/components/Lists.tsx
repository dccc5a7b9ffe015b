import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DepositValue, TransactionValue, WithdrawalValue } from '@common/contract/payments';
import { channelRegistry } from '../../../channels';
import { depositStatusKey, depositTone } from '../../../channels/status';
import { PagedList } from '../../../components/payments/PagedList';
import { StatusSteps, useDateTime } from '../../../components/payments/StatusSteps';
import { StatusText } from '../../../components/payments/styles';
import { withdrawalStatusKey, withdrawalSteps, withdrawalTone } from '../../../components/payments/withdrawal';
import { Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { RecordsStore } from '../../../stores/RecordsStore';
import { formatMinor } from '../../../utils/money';

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${(p) => p.theme.base.space.s};
  strong { white-space: nowrap; }
`;

const Details = styled.details`
  summary { min-height: ${(p) => p.theme.base.touchTarget}; display: flex; align-items: center; cursor: pointer; }
`;

/** Deposits: when, how, how much, and where each stands (with the reason when it failed). */
export const DepositList = observer(function DepositList() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const store = useFeature(RecordsStore);
  return (
    <PagedList list={store.deposits} label={t('records.tab.deposits')} emptyKey="records.empty" keyOf={(d: DepositValue) => d.id}>
      {(d) => (
        <>
          <Line>
            <span>{d.channelName}</span>
            <strong>{formatMinor(d.amount)}</strong>
          </Line>
          <Line>
            <Muted as="span">{dateTime(d.createdAt)}</Muted>
            <StatusText $tone={depositTone(d.status)}>{t(depositStatusKey(d, channelRegistry.forKind(d.kind)))}</StatusText>
          </Line>
          {d.reason && <Muted>{t('pay.reason', { reason: d.reason })}</Muted>}
        </>
      )}
    </PagedList>
  );
});

/** Withdrawals: the amount, the account, the status with its reason, and the steps on demand. */
export const WithdrawalList = observer(function WithdrawalList() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const store = useFeature(RecordsStore);
  return (
    <PagedList list={store.withdrawals} label={t('records.tab.withdrawals')} emptyKey="records.empty" keyOf={(w: WithdrawalValue) => w.id}>
      {(w) => (
        <>
          <Line>
            <span>
              {w.account.provider} {w.account.masked}
            </span>
            <strong>{formatMinor(w.amount)}</strong>
          </Line>
          <Line>
            <Muted as="span">{dateTime(w.createdAt)}</Muted>
            <StatusText $tone={withdrawalTone(w.status)}>{t(withdrawalStatusKey(w.status))}</StatusText>
          </Line>
          {w.reason && <Muted>{t('pay.reason', { reason: w.reason })}</Muted>}
          <Details>
            <summary>{t('records.steps')}</summary>
            <StatusSteps label={t('pay.steps')} steps={withdrawalSteps(w, t)} />
            <Muted>{t('records.payoutOf', { fee: formatMinor(w.fee), payout: formatMinor(w.payout) })}</Muted>
          </Details>
        </>
      )}
    </PagedList>
  );
});

/** The history of the member's postings: kind, description, signed amount, account and time. */
export const TransactionList = observer(function TransactionList() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const store = useFeature(RecordsStore);
  return (
    <PagedList list={store.transactions} label={t('records.tab.transactions')} emptyKey="records.empty" keyOf={(x: TransactionValue) => x.transactionId}>
      {(x) => (
        <>
          <Line>
            <span>
              {t(`records.kindName.${x.kind}`)}
              {x.description && ` · ${x.description}`}
            </span>
            <StatusText $tone={x.amount < 0 ? 'danger' : 'success'}>{x.amount > 0 ? `+${formatMinor(x.amount)}` : formatMinor(x.amount)}</StatusText>
          </Line>
          <Line>
            <Muted as="span">{dateTime(x.createdAt)}</Muted>
            <Muted as="span">{t(`records.account.${x.account}`, { defaultValue: x.account })}</Muted>
          </Line>
        </>
      )}
    </PagedList>
  );
});
