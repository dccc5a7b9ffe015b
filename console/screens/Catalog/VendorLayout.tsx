import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleVendor } from '@common/contract/consoleCatalog';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Alert, Button, Row, Subtitle } from '../../components/ui';
import { CatalogStore } from '../../stores/CatalogStore';
import { useFeature } from '../../stores/context';
import { byCategory, entriesOf, move, setDisplay } from './layout';

/** The merchant's vendors per category: their order (up, down) and whether each is shown, saved together. */
export const VendorLayout = observer(function VendorLayout({ vendors }: { vendors: ConsoleVendor[] }) {
  const { t } = useTranslation();
  const store = useFeature(CatalogStore);
  const [layout, setLayout] = useState(vendors);
  const [saved, setSaved] = useState(false);
  const change = (next: ConsoleVendor[]) => {
    setLayout(next);
    setSaved(false);
  };
  const columns = (category: ConsoleVendor[]): Column<ConsoleVendor>[] => [
    { labelKey: 'catalog.position', render: (v) => category.indexOf(v) + 1 },
    { labelKey: 'catalog.vendor', render: (v) => `${v.displayName} (${v.vendorCode})` },
    {
      labelKey: 'catalog.shown',
      render: (v) => <input type="checkbox" aria-label={t('catalog.showNamed', { vendor: v.displayName })} checked={v.display} onChange={(e) => change(setDisplay(layout, v, e.target.checked))} />,
    },
    {
      labelKey: 'catalog.order',
      render: (v) => (
        <Row>
          <Button type="button" $variant="plain" aria-label={t('catalog.upNamed', { vendor: v.displayName })} disabled={category.indexOf(v) === 0} onClick={() => change(move(layout, v, -1))}>
            ↑
          </Button>
          <Button type="button" $variant="plain" aria-label={t('catalog.downNamed', { vendor: v.displayName })} disabled={category.indexOf(v) === category.length - 1} onClick={() => change(move(layout, v, 1))}>
            ↓
          </Button>
        </Row>
      ),
    },
    { labelKey: 'catalog.games', render: (v) => <Button type="button" $variant="plain" aria-label={t('catalog.gamesOf', { vendor: v.displayName })} onClick={() => void store.loadGames(v.vendorCode, 1, '')}>{t('catalog.games')}</Button> },
  ];
  const save = async () => setSaved(await store.saveLayout(entriesOf(layout)));
  return (
    <section>
      {[...byCategory(layout)].map(([gameType, category]) => (
        <div key={gameType}>
          <Subtitle>{t('catalog.category', { gameType })}</Subtitle>
          <DataTable caption={t('catalog.category', { gameType })} columns={columns(category)} rows={category} rowKey={(v) => v.vendorCode} />
        </div>
      ))}
      <ErrorMessage failure={store.layoutSave.error} />
      {saved && <Alert $tone="success" role="status">{t('catalog.layoutSaved')}</Alert>}
      <Button type="button" onClick={() => void save()} disabled={store.layoutSave.loading}>
        {t('catalog.saveLayout')}
      </Button>
    </section>
  );
});
