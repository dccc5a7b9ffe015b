import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationRow } from '@common/contract/consoleTransfers';
import { DataTable, type Column } from '../../components/DataTable';
import { DateRange, rangeOf, type Dates } from '../../components/DateRange';
import { LoadState } from '../../components/Loading';
import { Alert, Button, Field, Input, Muted, Row, Subtitle } from '../../components/ui';
import { money } from '../../format';
import { TransfersStore } from '../../stores/TransfersStore';
import { useFeature } from '../../stores/context';

const COLUMNS: Column<ReconciliationRow>[] = [
  { labelKey: 'transfers.vendor', render: (r) => r.vendorCode },
  { labelKey: 'transfers.member', render: (r) => `${r.username} (${r.memberId})` },
  { labelKey: 'transfers.vendorPlayer', render: (r) => r.vendorPlayerRef },
  { labelKey: 'transfers.ours', render: (r) => money(r.ours) },
  { labelKey: 'transfers.vendorBalance', render: (r) => (r.vendor === null ? '' : money(r.vendor)) },
  { labelKey: 'transfers.difference', render: (r) => (r.difference === null ? '' : money(r.difference)) },
  { labelKey: 'transfers.open', render: (r) => (r.openTransfer ? `${r.openTransfer.direction} · ${r.openTransfer.state}` : '') },
  { labelKey: 'transfers.error', render: (r) => r.error ?? '' },
];

/** Our vendor-player balances against each vendor's answer; loaded on demand (one vendor call per row). */
export const Reconciliation = observer(function Reconciliation() {
  const { t } = useTranslation();
  const store = useFeature(TransfersStore);
  const [vendor, setVendor] = useState('');
  const [dates, setDates] = useState<Dates>({ from: '', to: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.reconcile({ vendorCode: vendor.trim() || undefined, ...rangeOf(dates) });
  };
  const report = store.report.value;
  return (
    <section aria-labelledby="transfers-reconciliation">
      <Subtitle id="transfers-reconciliation">{t('transfers.reconciliation')}</Subtitle>
      <Muted>{t('transfers.reconciliationNote')}</Muted>
      <form onSubmit={submit}>
        <Row>
          <Field>
            {t('transfers.vendor')}
            <Input value={vendor} onChange={(e) => setVendor(e.target.value)} placeholder="VLS" />
          </Field>
          <DateRange value={dates} onChange={setDates} />
          <Button type="submit">{t('transfers.reconcile')}</Button>
        </Row>
      </form>
      <LoadState of={store.report} />
      {report?.truncated && <Alert role="alert">{t('transfers.truncated')}</Alert>}
      {report && <DataTable caption={t('transfers.reconciliation')} columns={COLUMNS} rows={report.rows} rowKey={(r) => r.vendorPlayerId} />}
    </section>
  );
});
