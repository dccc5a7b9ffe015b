import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorCredentialSummary } from '@common/contract/consoleCatalog';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoadState } from '../../components/Loading';
import { SecretOnce } from '../../components/SecretOnce';
import { Button, Muted, Subtitle } from '../../components/ui';
import { dateTime } from '../../format';
import { CatalogStore } from '../../stores/CatalogStore';
import { useFeature } from '../../stores/context';

/** The vendors' signing secrets (platform-wide operators): when each was issued, and rotation, the new secret shown once. */
export const Credentials = observer(function Credentials({ vendorCodes }: { vendorCodes: string[] }) {
  const { t } = useTranslation();
  const store = useFeature(CatalogStore);
  useEffect(() => void store.loadCredentials(), [store]);
  const issued = new Map((store.credentials.value ?? []).map((c) => [c.vendorCode, c.issuedAt]));
  // Every vendor of the layout, with or without a secret yet; and any secret of a vendor not in it.
  const rows: VendorCredentialSummary[] = [...new Set([...vendorCodes, ...issued.keys()])].sort().map((vendorCode) => ({ vendorCode, issuedAt: issued.get(vendorCode) ?? 0 }));
  const columns: Column<VendorCredentialSummary>[] = [
    { labelKey: 'catalog.vendor', render: (c) => c.vendorCode },
    { labelKey: 'catalog.issuedAt', render: (c) => dateTime(c.issuedAt) || t('catalog.noSecret') },
    {
      labelKey: 'catalog.actions',
      render: (c) => (
        <Button type="button" $variant="danger" disabled={store.rotation.loading} onClick={() => void store.rotate(c.vendorCode)}>
          {t(c.issuedAt ? 'catalog.rotateNamed' : 'catalog.issueNamed', { vendor: c.vendorCode })}
        </Button>
      ),
    },
  ];
  return (
    <section>
      <Subtitle>{t('catalog.credentials')}</Subtitle>
      <Muted>{t('catalog.credentialsNote')}</Muted>
      {store.secret && <SecretOnce secret={store.secret.secret} messageKey="catalog.secretOnce" testId="vendor-secret" onSaved={() => store.setSecret(null)} />}
      <ErrorMessage failure={store.rotation.error} />
      <LoadState of={store.credentials} />
      {store.credentials.value && <DataTable caption={t('catalog.credentials')} columns={columns} rows={rows} rowKey={(c) => c.vendorCode} />}
    </section>
  );
});
