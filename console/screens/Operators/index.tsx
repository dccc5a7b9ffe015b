import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorSummary } from '@common/contract/consoleAdmin';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoadState } from '../../components/Loading';
import { Button, Title } from '../../components/ui';
import { dateTime } from '../../format';
import { useFeature } from '../../stores/context';
import { OperatorsStore } from '../../stores/OperatorsStore';
import { EditOperator } from './EditOperator';
import { NewOperator } from './NewOperator';

function Yes({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return t(value ? 'common.yes' : 'common.no');
}

/** Operators and roles (owner): the operators in the owner's scope, a new one, and changes to each. */
const Operators = observer(function Operators() {
  const { t } = useTranslation();
  const store = useFeature(OperatorsStore);
  const [editing, setEditing] = useState<OperatorSummary | null>(null);
  useEffect(() => void store.operators.load(), [store]);
  const columns: Column<OperatorSummary>[] = [
    { labelKey: 'operators.username', render: (o) => o.username },
    { labelKey: 'operators.merchant', render: (o) => o.merchantCode ?? t('shell.platformWide') },
    { labelKey: 'operators.roles', render: (o) => o.roles.map((r) => t(`roles.${r}`)).join(', ') },
    { labelKey: 'operators.status', render: (o) => t(`operators.statuses.${o.status}`) },
    { labelKey: 'operators.totp', render: (o) => <Yes value={o.totpEnrolled} /> },
    { labelKey: 'operators.lockedUntil', render: (o) => dateTime(o.lockedUntil) },
    { labelKey: 'operators.lastLogin', render: (o) => dateTime(o.lastLoginAt) },
    { labelKey: 'operators.sessions', render: (o) => o.activeSessions },
    {
      labelKey: 'operators.actions',
      render: (o) => (
        <Button type="button" $variant="plain" onClick={() => setEditing(o)} aria-label={t('operators.editNamed', { name: o.username })}>
          {t('operators.edit')}
        </Button>
      ),
    },
  ];
  const rows = store.operators.list.value;
  return (
    <>
      <Title>{t('operators.title')}</Title>
      <LoadState of={store.operators.list} />
      {rows && <DataTable caption={t('operators.title')} columns={columns} rows={rows} rowKey={(o) => o.id} />}
      <ErrorMessage failure={store.operators.change.error} />
      {editing && <EditOperator key={editing.id} operator={editing} onDone={() => setEditing(null)} />}
      <NewOperator />
    </>
  );
});

export default Operators;
