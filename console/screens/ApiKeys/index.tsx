import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeySummary } from '@common/contract/consoleAdmin';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoadState } from '../../components/Loading';
import { SecretOnce } from '../../components/SecretOnce';
import { Button, Code, Title } from '../../components/ui';
import { dateTime } from '../../format';
import { ApiKeysStore } from '../../stores/ApiKeysStore';
import { useFeature } from '../../stores/context';
import { NewApiKey } from './NewApiKey';

/** API keys for automation: the list, revocation, a new key whose secret is shown once. */
const ApiKeys = observer(function ApiKeys() {
  const { t } = useTranslation();
  const store = useFeature(ApiKeysStore);
  useEffect(() => void store.keys.load(), [store]);
  const columns: Column<ApiKeySummary>[] = [
    { labelKey: 'apiKeys.label', render: (k) => k.label },
    { labelKey: 'apiKeys.prefix', render: (k) => <Code>{k.prefix}…</Code> },
    { labelKey: 'apiKeys.operator', render: (k) => k.operatorUsername },
    { labelKey: 'apiKeys.permissions', render: (k) => k.permissions.join(', ') },
    { labelKey: 'apiKeys.created', render: (k) => dateTime(k.createdAt) },
    { labelKey: 'apiKeys.lastUsed', render: (k) => dateTime(k.lastUsedAt) },
    { labelKey: 'apiKeys.expires', render: (k) => dateTime(k.expiresAt) },
    {
      labelKey: 'apiKeys.state',
      render: (k) =>
        k.revokedAt ? (
          t('apiKeys.revokedAt', { at: dateTime(k.revokedAt) })
        ) : (
          <Button type="button" $variant="danger" onClick={() => void store.revoke(k.id)} aria-label={t('apiKeys.revokeNamed', { label: k.label })}>
            {t('apiKeys.revoke')}
          </Button>
        ),
    },
  ];
  const rows = store.keys.list.value;
  const created = store.created;
  return (
    <>
      <Title>{t('apiKeys.title')}</Title>
      {created && <SecretOnce secret={created.secret} messageKey="apiKeys.secretOnce" testId="api-key-secret" onSaved={() => store.setCreated(null)} />}
      <LoadState of={store.keys.list} />
      {rows && <DataTable caption={t('apiKeys.title')} columns={columns} rows={rows} rowKey={(k) => k.id} />}
      <ErrorMessage failure={store.keys.change.error} />
      <NewApiKey />
    </>
  );
});

export default ApiKeys;
