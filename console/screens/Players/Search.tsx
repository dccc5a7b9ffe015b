import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlayerSummary } from '@common/contract/consolePlayers';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadState } from '../../components/Loading';
import { Button, Field, Input, Row, Title } from '../../components/ui';
import { dateTime } from '../../format';
import { consolePath } from '../../paths';
import { useFeature } from '../../stores/context';
import { PlayerSearchStore } from '../../stores/PlayerSearchStore';

const COLUMNS: Column<PlayerSummary>[] = [
  { labelKey: 'players.username', render: (p) => <Link to={consolePath.player(p.id)}>{p.username}</Link> },
  { labelKey: 'players.state', render: (p) => <BlockedMark blocked={p.blocked} /> },
  { labelKey: 'players.id', render: (p) => p.id },
  { labelKey: 'players.merchant', render: (p) => p.merchantCode },
  { labelKey: 'players.mobile', render: (p) => p.mobile },
  { labelKey: 'players.email', render: (p) => p.email },
  { labelKey: 'players.lastLogin', render: (p) => dateTime(p.lastLoginAt) },
];

function BlockedMark({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  return blocked ? t('players.blocked') : t('players.active');
}

/** Finds players by username (a prefix), mobile, email or id. */
export const Search = observer(function Search() {
  const { t } = useTranslation();
  const search = useFeature(PlayerSearchStore);
  const [query, setQuery] = useState(search.query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search.search(query);
  };
  const rows = search.results.value;
  return (
    <>
      <Title>{t('players.title')}</Title>
      <form onSubmit={submit} role="search">
        <Row>
          <Field>
            {t('players.query')}
            <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </Field>
          <Button type="submit">{t('players.search')}</Button>
        </Row>
      </form>
      <LoadState of={search.results} />
      {rows && <DataTable caption={t('players.results')} columns={COLUMNS} rows={rows} rowKey={(p) => p.id} />}
    </>
  );
});
