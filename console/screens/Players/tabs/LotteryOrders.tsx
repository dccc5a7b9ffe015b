import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerLotteryOrder } from '@common/contract/consolePlayers';
import type { Column } from '../../../components/DataTable';
import { PagedTable } from '../../../components/PagedTable';
import { dateTime, money } from '../../../format';
import { useFeature } from '../../../stores/context';
import { PlayerStore } from '../../../stores/PlayerStore';

const COLUMNS: Column<PlayerLotteryOrder>[] = [
  { labelKey: 'players.at', render: (r) => dateTime(r.at) },
  { labelKey: 'players.order', render: (r) => r.orderNo },
  { labelKey: 'players.lottery', render: (r) => `${r.lotteryCode} · ${r.issue}` },
  { labelKey: 'players.stake', render: (r) => money(r.stake) },
  { labelKey: 'players.win', render: (r) => (r.win === null ? '' : money(r.win)) },
  { labelKey: 'players.status', render: (r) => r.status },
];

/** The player's lottery orders, paged. */
export const LotteryOrders = observer(function LotteryOrders() {
  const { t } = useTranslation();
  const player = useFeature(PlayerStore);
  useEffect(() => void player.loadLotteryOrders(1), [player, player.id]);
  return <PagedTable of={player.lotteryOrders} caption={t('players.tabs.lottery')} columns={COLUMNS} rowKey={(r) => r.orderNo} load={(n) => void player.loadLotteryOrders(n)} />;
});
