import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENTS, type DepositValue, type WithdrawalValue } from '@common/contract/payments';
import { DataTable, type Column } from '../../../components/DataTable';
import { Facts } from '../../../components/Facts';
import { LoadState } from '../../../components/Loading';
import { Thumbnail } from '../../../components/Thumbnail';
import { Card, Row, Subtitle } from '../../../components/ui';
import { dateTime, money } from '../../../format';
import { statusKey } from '../../../review/kinds';
import { useFeature } from '../../../stores/context';
import { PlayerStore } from '../../../stores/PlayerStore';

/** What finance and risk check before a withdrawal: the turnover still to wager, identity verification with its pictures, and recent deposits and withdrawals. */
export const Payments = observer(function Payments() {
  const { t } = useTranslation();
  const player = useFeature(PlayerStore);
  useEffect(() => void player.loadPayments(), [player, player.id]);
  const value = player.payments.value;
  const deposits: Column<DepositValue>[] = [
    { labelKey: 'players.at', render: (d) => dateTime(d.createdAt) },
    { labelKey: 'players.payments.channel', render: (d) => d.channelName },
    { labelKey: 'players.amount', render: (d) => money(d.amount) },
    { labelKey: 'players.payments.fee', render: (d) => money(d.fee) },
    { labelKey: 'players.status', render: (d) => t(statusKey('deposit', d.status)) },
    { labelKey: 'players.payments.trxId', render: (d) => d.trxId ?? '' },
    { labelKey: 'players.payments.reason', render: (d) => d.reason ?? '' },
  ];
  const withdrawals: Column<WithdrawalValue>[] = [
    { labelKey: 'players.at', render: (w) => dateTime(w.createdAt) },
    { labelKey: 'players.payments.channel', render: (w) => w.channelName },
    { labelKey: 'players.amount', render: (w) => money(w.amount) },
    { labelKey: 'players.payments.fee', render: (w) => money(w.fee) },
    { labelKey: 'players.payments.account', render: (w) => `${w.account.provider} ${w.account.masked}` },
    { labelKey: 'players.status', render: (w) => t(statusKey('withdrawal', w.status)) },
    { labelKey: 'players.payments.reason', render: (w) => w.reason ?? '' },
  ];
  return (
    <>
      <LoadState of={player.payments} />
      {value && (
        <>
          <Card>
            <Subtitle>{t('players.payments.turnover')}</Subtitle>
            <Facts
              rows={[
                ['players.payments.required', money(value.turnover.required)],
                ['players.payments.done', money(value.turnover.done)],
                ['players.payments.remaining', money(value.turnover.remaining)],
              ]}
            />
          </Card>
          <Card>
            <Subtitle>{t('players.payments.kyc')}</Subtitle>
            <Facts
              rows={[
                ['players.status', t(statusKey('kyc', value.kyc.status))],
                ['players.payments.reason', value.kyc.reason],
                ['players.payments.submitted', dateTime(value.kyc.submittedAt)],
                ['players.payments.decided', dateTime(value.kyc.decidedAt)],
                ['review.field.address', value.kyc.fields?.address],
                ['review.field.nationality', value.kyc.fields?.nationality],
                ['review.field.occupation', value.kyc.fields?.occupation],
                ['review.field.sourceOfIncome', value.kyc.fields?.sourceOfIncome],
              ]}
            />
            <Row>
              {KYC_DOCUMENTS.map((document) => {
                const url = value.kyc.documentUrls[document];
                return url ? <Thumbnail key={document} url={url} label={t(`review.field.${document}`)} /> : null;
              })}
            </Row>
          </Card>
          <Card>
            <Subtitle>{t('players.payments.deposits')}</Subtitle>
            <DataTable caption={t('players.payments.deposits')} columns={deposits} rows={value.deposits} rowKey={(d) => d.id} />
          </Card>
          <Card>
            <Subtitle>{t('players.payments.withdrawals')}</Subtitle>
            <DataTable caption={t('players.payments.withdrawals')} columns={withdrawals} rows={value.withdrawals} rowKey={(w) => w.id} />
          </Card>
        </>
      )}
    </>
  );
});
