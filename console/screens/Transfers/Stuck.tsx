import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleTransfer } from '@common/contract/consoleTransfers';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadState } from '../../components/Loading';
import { Button, Muted, Row, Subtitle } from '../../components/ui';
import { dateTime } from '../../format';
import { TransfersStore } from '../../stores/TransfersStore';
import { useFeature } from '../../stores/context';
import { TRANSFER_COLUMNS } from './List';

const COLUMNS: Column<ConsoleTransfer>[] = [...TRANSFER_COLUMNS.slice(0, 8), { labelKey: 'transfers.nextQueryAt', render: (r) => dateTime(r.nextQueryAt) }, ...TRANSFER_COLUMNS.slice(8)];

/** Transfers held open (unknown, or pending past the grace): the recovery job keeps querying them. */
export const StuckTransfers = observer(function StuckTransfers() {
  const { t } = useTranslation();
  const store = useFeature(TransfersStore);
  useEffect(() => void store.loadStuck(), [store]);
  return (
    <section aria-labelledby="transfers-stuck">
      <Subtitle id="transfers-stuck">{t('transfers.stuck')}</Subtitle>
      <Muted>{t('transfers.stuckNote')}</Muted>
      <Row>
        <Button type="button" onClick={() => void store.loadStuck()}>
          {t('transfers.refresh')}
        </Button>
      </Row>
      <LoadState of={store.stuck} />
      {store.stuck.value && <DataTable caption={t('transfers.stuck')} columns={COLUMNS} rows={store.stuck.value} rowKey={(r) => r.id} />}
    </section>
  );
});
