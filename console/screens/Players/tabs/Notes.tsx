import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerNote } from '@common/contract/consolePlayers';
import { DataTable, type Column } from '../../../components/DataTable';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { LoadState } from '../../../components/Loading';
import { Button, Card, Field, TextArea } from '../../../components/ui';
import { dateTime } from '../../../format';
import { useFeature, useStores } from '../../../stores/context';
import { PlayerStore } from '../../../stores/PlayerStore';

const COLUMNS: Column<PlayerNote>[] = [
  { labelKey: 'players.at', render: (r) => dateTime(r.at) },
  { labelKey: 'players.operator', render: (r) => r.operator },
  { labelKey: 'players.note', render: (r) => r.text },
];

/** Operators' notes on the player; support adds them. */
export const Notes = observer(function Notes() {
  const { t } = useTranslation();
  const { session } = useStores();
  const player = useFeature(PlayerStore);
  const [text, setText] = useState('');
  useEffect(() => void player.loadNotes(), [player, player.id]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void player.addNote(text.trim()).then((done) => done && setText(''));
  };
  const rows = player.notes.value;
  return (
    <>
      {session.may('players.notes') && (
        <Card as="form" onSubmit={submit}>
          <Field>
            {t('players.newNote')}
            <TextArea value={text} onChange={(e) => setText(e.target.value)} />
          </Field>
          <ErrorMessage failure={player.change.error} />
          <Button type="submit" disabled={!text.trim() || player.change.loading}>
            {t('players.addNote')}
          </Button>
        </Card>
      )}
      <LoadState of={player.notes} />
      {rows && <DataTable caption={t('players.tabs.notes')} columns={COLUMNS} rows={rows} rowKey={(r) => r.id} />}
    </>
  );
});
