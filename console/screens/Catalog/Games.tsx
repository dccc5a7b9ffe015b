import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleGame } from '@common/contract/consoleCatalog';
import type { Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PagedTable } from '../../components/PagedTable';
import { Button, Field, Input, Muted, Row, Subtitle } from '../../components/ui';
import { CatalogStore } from '../../stores/CatalogStore';
import { useFeature } from '../../stores/context';

/** A vendor's games, searched and paged; a platform-wide operator switches each on/off and hot (every merchant's catalogue). */
export const Games = observer(function Games() {
  const { t } = useTranslation();
  const store = useFeature(CatalogStore);
  const [search, setSearch] = useState(store.search);
  if (!store.vendorCode) return null;
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  const toggle = (game: ConsoleGame, field: 'active' | 'hot') => (
    <Button type="button" $variant="plain" disabled={store.gameSwitch.loading} aria-label={t(`catalog.toggle.${field}`, { game: game.gameName })} onClick={() => void store.switchGame(game.id, { [field]: !game[field] })}>
      {yesNo(game[field])}
    </Button>
  );
  const columns: Column<ConsoleGame>[] = [
    { labelKey: 'catalog.gameName', render: (g) => g.gameName },
    { labelKey: 'catalog.gameType', render: (g) => g.gameType },
    { labelKey: 'catalog.active', render: (g) => (store.platformWide ? toggle(g, 'active') : yesNo(g.active)) },
    { labelKey: 'catalog.hot', render: (g) => (store.platformWide ? toggle(g, 'hot') : yesNo(g.hot)) },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.loadGames(store.vendorCode, 1, search);
  };
  const caption = t('catalog.gamesOf', { vendor: store.vendorCode });
  return (
    <section>
      <Subtitle>{caption}</Subtitle>
      {!store.platformWide && <Muted>{t('catalog.gamesPlatformOnly')}</Muted>}
      <form role="search" onSubmit={submit}>
        <Row>
          <Field>
            {t('catalog.search')}
            <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Field>
          <Button type="submit">{t('catalog.find')}</Button>
        </Row>
      </form>
      <ErrorMessage failure={store.gameSwitch.error} />
      <PagedTable of={store.games} caption={caption} columns={columns} rowKey={(g) => g.id} load={(n) => void store.loadGames(store.vendorCode, n)} />
    </section>
  );
});
