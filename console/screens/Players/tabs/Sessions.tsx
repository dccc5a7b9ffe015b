import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerSession } from '@common/contract/consolePlayers';
import { DataTable, type Column } from '../../../components/DataTable';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { LoadState } from '../../../components/Loading';
import { Button, Field, Row, TextArea } from '../../../components/ui';
import { dateTime } from '../../../format';
import { useFeature, useStores } from '../../../stores/context';
import { PlayerStore } from '../../../stores/PlayerStore';

const COLUMNS: Column<PlayerSession>[] = [
  { labelKey: 'players.startedAt', render: (r) => dateTime(r.createdAt) },
  { labelKey: 'players.lastSeen', render: (r) => dateTime(r.lastSeenAt) },
  { labelKey: 'players.ip', render: (r) => r.ip },
  { labelKey: 'players.device', render: (r) => r.device },
];

/** The player's live sessions; support and risk end them all (force logout) with a reason the audit keeps. */
export const Sessions = observer(function Sessions() {
  const { t } = useTranslation();
  const { session } = useStores();
  const player = useFeature(PlayerStore);
  const [reason, setReason] = useState('');
  useEffect(() => void player.loadSessions(), [player, player.id]);
  const rows = player.sessions.value;
  return (
    <>
      <LoadState of={player.sessions} />
      {rows && <DataTable caption={t('players.tabs.sessions')} columns={COLUMNS} rows={rows} rowKey={(r) => r.id} />}
      {session.may('players.logout') && (
        <>
          <Field>
            {t('players.blockReasonInput')}
            <TextArea value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <Row>
            <ErrorMessage failure={player.change.error} />
            <Button
              type="button"
              $variant="danger"
              disabled={!rows?.length || !reason.trim() || player.change.loading}
              onClick={() => void player.forceLogout(reason.trim()).then((done) => done && setReason(''))}
            >
              {t('players.forceLogout')}
            </Button>
          </Row>
        </>
      )}
    </>
  );
});
