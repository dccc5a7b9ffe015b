import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { listParams, type GameListRoute } from '../query';
import { GameGrid } from './GameGrid';
import { SectionTitle } from './styles';
import { useGameList } from './useGameList';
import { VendorChips } from './VendorChips';

/** The games of one type, classify or vendor: vendor chips (not for jackpot, which spans every type) over the grid. */
export const GamesPanel = observer(function GamesPanel({ route }: { route: GameListRoute }) {
  const { t } = useTranslation();
  const list = useGameList(listParams(route));

  const chipType = route.gameClassify === 'AC' ? 'AC' : route.gameType;
  const title = route.gameClassify === 'JP' ? t('home.jackpot') : t(`category.${chipType}`);
  return (
    <>
      <SectionTitle>{title}</SectionTitle>
      {route.gameClassify !== 'JP' && (
        <VendorChips gameType={chipType} current={route.vassalage ?? ''} label={t('gameList.vendorsLabel')} />
      )}
      <GameGrid list={list} label={title} emptyKey="gameList.empty" />
    </>
  );
});
