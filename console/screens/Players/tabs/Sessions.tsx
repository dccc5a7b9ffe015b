import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerSession } from '@common/contract/consolePlayers';
import { DataTable, type Column } from '../../../components/DataTable';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { LoadState } from '../../../components/Loading';
import { Button, Row } from '../../../components/ui';
import { dateTime } from '../../../format';
import { useFeature, useStores } from '../../../stores/context';
import { PlayerStore } from '../../../stores/PlayerStore';

const COLUMNS: Column<PlayerSession>[] = [
  { labelKey: 'players.startedAt', render: (r) => dateTime(r.createdAt) },
  { labelKey: 'players.lastSeen', render: (r) => dateTime(r.lastSeenAt) },
  { labelKey: 'players.ip', render: (r) => r.ip },
  { labelKey: 'players.device', render: (r) => r.device },
];

/** The player's live sessions; support and risk end them all (force logout). */
export const Sessions = observer(function Sessions() {
  const { t } = useTranslation();
  const { session } = useStores();
  const player = useFeature(PlayerStore);
  useEffect(() => void player.loadSessions(), [player, player.id]);
  const rows = player.sessions.value;
  return (
    <>
      <LoadState of={player.sessions} />
      {rows && <DataTable caption={t('players.tabs.sessions')} columns={COLUMNS} rows={rows} rowKey={(r) => r.id} />}
      {session.may('players.logout') && (
        <Row>
          <ErrorMessage failure={player.change.error} />
          <Button type="button" $variant="danger" disabled={!rows?.length || player.change.loading} onClick={() => void player.forceLogout()}>
            {t('players.forceLogout')}
          </Button>
        </Row>
      )}
    </>
  );
});
