import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ConsoleChannel } from '@common/contract/consolePayments';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadState } from '../../components/Loading';
import { Button, Card, Row, Subtitle } from '../../components/ui';
import { money } from '../../format';
import { useFeature } from '../../stores/context';
import { PaymentsStore } from '../../stores/PaymentsStore';

/** Percent with 2 decimals from basis points, and the fixed part: "1.50 % + 2.00". */
const fee = (bps: number, fixed: number) => `${money(bps)} % + ${money(fixed)}`;

/** The merchant's channels in the order the site lists them, each with a way to edit it, and a new one. */
export const ChannelList = observer(function ChannelList() {
  const { t } = useTranslation();
  const store = useFeature(PaymentsStore);
  const onOff = (on: boolean) => t(on ? 'payments.on' : 'payments.off');
  const columns: Column<ConsoleChannel>[] = [
    { labelKey: 'payments.sort', render: (c) => c.sort },
    { labelKey: 'payments.code', render: (c) => c.code },
    { labelKey: 'payments.name', render: (c) => c.names.en ?? Object.values(c.names)[0] ?? '' },
    { labelKey: 'payments.adapter', render: (c) => t(`payments.adapters.${c.adapter}`) },
    { labelKey: 'payments.deposit', render: (c) => `${onOff(c.depositEnabled)} · ${money(c.minDeposit)}–${money(c.maxDeposit)} · ${fee(c.depositFeeBps, c.depositFeeFixed)}` },
    { labelKey: 'payments.withdraw', render: (c) => `${onOff(c.withdrawEnabled)} · ${money(c.minWithdraw)}–${money(c.maxWithdraw)} · ${fee(c.withdrawFeeBps, c.withdrawFeeFixed)}` },
    {
      labelKey: 'payments.actions',
      render: (c) => (
        <Button type="button" $variant="plain" aria-label={t('payments.editChannel', { code: c.code })} onClick={() => store.edit(c.id)}>
          {t('payments.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Card aria-labelledby="payments-channels">
      <Subtitle id="payments-channels">{t('payments.channels')}</Subtitle>
      <LoadState of={store.channels} />
      {store.channels.value && <DataTable caption={t('payments.channels')} columns={columns} rows={store.channels.value} rowKey={(c) => c.id} />}
      <Row>
        <Button type="button" onClick={() => store.edit('new')}>
          {t('payments.newChannel')}
        </Button>
      </Row>
    </Card>
  );
});
