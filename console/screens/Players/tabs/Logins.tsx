import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginAttempt } from '@common/contract/consolePlayers';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadState } from '../../../components/Loading';
import { dateTime } from '../../../format';
import { useFeature } from '../../../stores/context';
import { PlayerStore } from '../../../stores/PlayerStore';

function Outcome({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return t(ok ? 'players.loginOk' : 'players.loginFailed');
}

const COLUMNS: Column<LoginAttempt>[] = [
  { labelKey: 'players.at', render: (r) => dateTime(r.at) },
  { labelKey: 'players.outcome', render: (r) => <Outcome ok={r.ok} /> },
  { labelKey: 'players.ip', render: (r) => r.ip },
  { labelKey: 'players.failure', render: (r) => r.reason },
];

/** The player's login attempts, newest first. */
export const Logins = observer(function Logins() {
  const { t } = useTranslation();
  const player = useFeature(PlayerStore);
  useEffect(() => void player.loadLogins(), [player, player.id]);
  const rows = player.logins.value;
  return (
    <>
      <LoadState of={player.logins} />
      {rows && <DataTable caption={t('players.tabs.logins')} columns={COLUMNS} rows={rows} rowKey={(r) => `${r.at}:${r.ip ?? ''}`} />}
    </>
  );
});
