import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import GameTile from '../../../components/game/GameTile';
import { useStores } from '../../../stores';
import { SectionBlock } from './SectionBlock';

/** Height of a row of game tiles (icon and two lines), held while the hot games load. */
const STRIP_RESERVE_PX = 140;

/** One swipeable row: tiles keep their width and the strip scrolls sideways. */
const Strip = styled.div`
  display: grid;
  min-height: ${STRIP_RESERVE_PX}px;
  grid-auto-flow: column;
  grid-auto-columns: 22%;
  gap: ${(p) => p.theme.base.space.s};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  & > * { scroll-snap-align: start; }
`;

/** Hot games strip (§2): its place is kept while they load, so nothing below jumps; hidden when there are none. */
export const HotGames = observer(function HotGames() {
  const { t } = useTranslation();
  const { catalog } = useStores();
  if (catalog.hotGames?.length === 0) return null;
  return (
    <SectionBlock id="hot-games" title={t('home.hotGames')}>
      <Strip aria-busy={catalog.hotGames === null}>
        {(catalog.hotGames ?? []).map((game) => (
          <GameTile key={game.gameId} game={game} />
        ))}
      </Strip>
    </SectionBlock>
  );
});
