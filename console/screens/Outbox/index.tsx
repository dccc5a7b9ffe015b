import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@common/contract/consoleReports';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadState } from '../../components/Loading';
import { Button, Muted, Title } from '../../components/ui';
import { dateTime } from '../../format';
import { useFeature } from '../../stores/context';
import { OutboxStore } from '../../stores/OutboxStore';

const COLUMNS: Column<OutboxMessage>[] = [
  { labelKey: 'outbox.at', render: (m) => dateTime(m.at) },
  { labelKey: 'outbox.channel', render: (m) => m.channel },
  { labelKey: 'outbox.to', render: (m) => m.to },
  { labelKey: 'outbox.text', render: (m) => m.text },
];

/** The development outbox: SMS and e-mail the platform sent nowhere. */
const Outbox = observer(function Outbox() {
  const { t } = useTranslation();
  const outbox = useFeature(OutboxStore);
  useEffect(() => void outbox.load(), [outbox]);
  const rows = outbox.messages.value;
  return (
    <>
      <Title>{t('outbox.title')}</Title>
      <Muted>{t('outbox.intro')}</Muted>
      <Button type="button" $variant="plain" onClick={() => void outbox.load()}>
        {t('outbox.refresh')}
      </Button>
      <LoadState of={outbox.messages} />
      {rows && <DataTable caption={t('outbox.title')} columns={COLUMNS} rows={rows} rowKey={(m) => m.id} />}
    </>
  );
});

export default Outbox;
