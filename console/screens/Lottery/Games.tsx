import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ConsoleLotteryGame } from '@common/contract/consoleCatalog';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoadState } from '../../components/Loading';
import { Button, Muted, Subtitle } from '../../components/ui';
import { useFeature, useStores } from '../../stores/context';
import { LotteryStore } from '../../stores/LotteryStore';

/** The lottery games and whether each is offered; only a platform-wide operator switches them (the draws are every merchant's). */
export const Games = observer(function Games() {
  const { t } = useTranslation();
  const { session } = useStores();
  const store = useFeature(LotteryStore);
  const platformWide = session.me?.merchantCode === null;
  const columns: Column<ConsoleLotteryGame>[] = [
    { labelKey: 'lottery.game', render: (g) => `${g.labelName} (${g.gameCode})` },
    { labelKey: 'lottery.kind', render: (g) => g.kind },
    { labelKey: 'lottery.offered', render: (g) => t(g.enabled ? 'common.yes' : 'common.no') },
  ];
  if (platformWide)
    columns.push({
      labelKey: 'lottery.actions',
      render: (g) => (
        <Button type="button" $variant={g.enabled ? 'danger' : 'primary'} disabled={store.change.loading} onClick={() => void store.switchGame(g.gameCode, !g.enabled)}>
          {t(g.enabled ? 'lottery.switchOff' : 'lottery.switchOn', { game: g.labelName })}
        </Button>
      ),
    });
  const games = store.games.value;
  return (
    <section>
      <Subtitle>{t('lottery.games')}</Subtitle>
      <Muted>{t(platformWide ? 'lottery.switchNote' : 'lottery.platformOnly')}</Muted>
      <LoadState of={store.games} />
      <ErrorMessage failure={store.change.error} />
      {games && <DataTable caption={t('lottery.games')} columns={columns} rows={games} rowKey={(g) => g.gameCode} />}
    </section>
  );
});
