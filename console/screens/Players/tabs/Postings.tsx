import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerPosting } from '@common/contract/consolePlayers';
import type { Column } from '../../../components/DataTable';
import { DateRange, rangeOf, type Dates } from '../../../components/DateRange';
import { PagedTable } from '../../../components/PagedTable';
import { Button, Field, Input, Row } from '../../../components/ui';
import { dateTime, money } from '../../../format';
import { useFeature } from '../../../stores/context';
import { PlayerStore } from '../../../stores/PlayerStore';

const COLUMNS: Column<PlayerPosting>[] = [
  { labelKey: 'players.at', render: (r) => dateTime(r.createdAt) },
  { labelKey: 'players.kind', render: (r) => r.kind },
  { labelKey: 'players.account', render: (r) => r.account },
  { labelKey: 'players.amount', render: (r) => money(r.amount) },
  { labelKey: 'players.reference', render: (r) => r.reference },
  { labelKey: 'players.transaction', render: (r) => r.transactionId },
];

/** The ledger postings on the player's accounts, paged, filtered by kind and date. */
export const Postings = observer(function Postings() {
  const { t } = useTranslation();
  const player = useFeature(PlayerStore);
  const [kind, setKind] = useState('');
  const [dates, setDates] = useState<Dates>({ from: '', to: '' });
  useEffect(() => void player.loadPostings(1, {}), [player, player.id]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void player.loadPostings(1, { kind: kind.trim() || undefined, ...rangeOf(dates) });
  };
  return (
    <>
      <form onSubmit={submit}>
        <Row>
          <Field>
            {t('players.kind')}
            <Input value={kind} onChange={(e) => setKind(e.target.value)} placeholder="stake, payout, adjust…" />
          </Field>
          <DateRange value={dates} onChange={setDates} />
          <Button type="submit">{t('filters.apply')}</Button>
        </Row>
      </form>
      <PagedTable of={player.postings} caption={t('players.tabs.postings')} columns={COLUMNS} rowKey={(r) => `${r.transactionId}:${r.account}`} load={(n) => void player.loadPostings(n)} />
    </>
  );
});
