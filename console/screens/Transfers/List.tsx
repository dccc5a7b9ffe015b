import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleTransfer } from '@common/contract/consoleTransfers';
import type { TransferStateValue } from '@common/contract/transfers';
import type { Column } from '../../components/DataTable';
import { DateRange, rangeOf, type Dates } from '../../components/DateRange';
import { PagedTable } from '../../components/PagedTable';
import { Button, Field, Input, Row, Select, Subtitle } from '../../components/ui';
import { dateTime, money } from '../../format';
import { TransfersStore } from '../../stores/TransfersStore';
import { useFeature } from '../../stores/context';
import { TRANSFER_STATE_VALUES } from './states';

export const TRANSFER_COLUMNS: Column<ConsoleTransfer>[] = [
  { labelKey: 'transfers.createdAt', render: (r) => dateTime(r.createdAt) },
  { labelKey: 'transfers.member', render: (r) => `${r.username} (${r.memberId})` },
  { labelKey: 'transfers.vendor', render: (r) => r.vendorCode },
  { labelKey: 'transfers.direction', render: (r) => r.direction },
  { labelKey: 'transfers.amount', render: (r) => money(r.amount) },
  { labelKey: 'transfers.state', render: (r) => r.state },
  { labelKey: 'transfers.cause', render: (r) => r.cause },
  { labelKey: 'transfers.queries', render: (r) => r.queries },
  { labelKey: 'transfers.detail', render: (r) => r.detail ?? '' },
  { labelKey: 'transfers.id', render: (r) => r.id },
];

/** Transfers by member, vendor, state and dates, newest first. */
export const TransferList = observer(function TransferList() {
  const { t } = useTranslation();
  const store = useFeature(TransfersStore);
  const [member, setMember] = useState(store.filter.member ?? '');
  const [vendor, setVendor] = useState(store.filter.vendorCode ?? '');
  const [state, setState] = useState<TransferStateValue | ''>(store.filter.state ?? '');
  const [dates, setDates] = useState<Dates>({ from: '', to: '' });
  useEffect(() => void store.load(1), [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.load(1, { member: member.trim() || undefined, vendorCode: vendor.trim() || undefined, state: state || undefined, ...rangeOf(dates) });
  };
  return (
    <section aria-labelledby="transfers-list">
      <Subtitle id="transfers-list">{t('transfers.list')}</Subtitle>
      <form onSubmit={submit}>
        <Row>
          <Field>
            {t('transfers.memberFilter')}
            <Input value={member} onChange={(e) => setMember(e.target.value)} />
          </Field>
          <Field>
            {t('transfers.vendor')}
            <Input value={vendor} onChange={(e) => setVendor(e.target.value)} placeholder="VLS" />
          </Field>
          <Field>
            {t('transfers.state')}
            <Select value={state} onChange={(e) => setState(e.target.value as TransferStateValue | '')}>
              <option value="">{t('transfers.anyState')}</option>
              {TRANSFER_STATE_VALUES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
          <DateRange value={dates} onChange={setDates} />
          <Button type="submit">{t('filters.apply')}</Button>
        </Row>
      </form>
      <PagedTable of={store.transfers} caption={t('transfers.list')} columns={TRANSFER_COLUMNS} rowKey={(r) => r.id} load={(n) => void store.load(n)} />
    </section>
  );
});
