import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import GameTile from '../../../components/game/GameTile';
import { useStores } from '../../../stores';
import { SectionBlock } from './SectionBlock';

/** One swipeable row: tiles keep their width and the strip scrolls sideways. */
const Strip = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 22%;
  gap: ${(p) => p.theme.base.space.s};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  & > * { scroll-snap-align: start; }
`;

/** Hot games strip (§2); hidden while there are none. */
export const HotGames = observer(function HotGames() {
  const { t } = useTranslation();
  const { catalog } = useStores();
  if (!catalog.hotGames?.length) return null;
  return (
    <SectionBlock id="hot-games" title={t('home.hotGames')}>
      <Strip>
        {catalog.hotGames.map((game) => (
          <GameTile key={game.gameId} game={game} />
        ))}
      </Strip>
    </SectionBlock>
  );
});
