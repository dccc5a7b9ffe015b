import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRound } from '@common/contract/consolePlayers';
import type { Column } from '../../../components/DataTable';
import { PagedTable } from '../../../components/PagedTable';
import { dateTime, money } from '../../../format';
import { useFeature } from '../../../stores/context';
import { PlayerStore } from '../../../stores/PlayerStore';

const COLUMNS: Column<GameRound>[] = [
  { labelKey: 'players.at', render: (r) => dateTime(r.at) },
  { labelKey: 'players.vendor', render: (r) => r.vendorCode },
  { labelKey: 'players.game', render: (r) => r.gameCode },
  { labelKey: 'players.stake', render: (r) => money(r.stake) },
  { labelKey: 'players.win', render: (r) => money(r.win) },
  { labelKey: 'players.round', render: (r) => r.roundId },
];

/** The player's game rounds, paged. */
export const Rounds = observer(function Rounds() {
  const { t } = useTranslation();
  const player = useFeature(PlayerStore);
  useEffect(() => void player.loadRounds(1), [player, player.id]);
  return <PagedTable of={player.rounds} caption={t('players.tabs.rounds')} columns={COLUMNS} rowKey={(r) => `${r.vendorCode}:${r.roundId}`} load={(n) => void player.loadRounds(n)} />;
});
