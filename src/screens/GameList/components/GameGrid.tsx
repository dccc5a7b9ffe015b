import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameItem } from '@common/contract/games';
import GameTile from '../../../components/game/GameTile';
import { Button } from '../../../components/ui';
import { useStores } from '../../../stores';
import type { PagedGames } from '../../../stores/PagedGames';
import { FavouriteStar } from './FavouriteStar';
import { LoadMore } from '../../../components/LoadMore';
import { ListMessage } from './styles';
import { VirtualGrid } from './VirtualGrid';

/** The tile and, for members, its favourite star on top. */
const Cell = styled.div`
  position: relative;
  height: 100%;
`;

interface GameGridProps {
  list: PagedGames | undefined;
  /** Accessible name of the grid. */
  label: string;
  /** i18n key of the empty-list message. */
  emptyKey: string;
  emptyValues?: Record<string, string>;
}

/** A paged game list with its loading, empty and error states, virtualised grid and load-more sentinel. */
export const GameGrid = observer(function GameGrid({ list, label, emptyKey, emptyValues }: GameGridProps) {
  const { t } = useTranslation();
  const { session } = useStores();

  if (!list || (!list.loaded && !list.failed)) {
    return (
      <ListMessage role="status" aria-busy="true">
        {t('gameList.loading')}
      </ListMessage>
    );
  }
  const error = list.failed && (
    <ListMessage role="alert">
      {t('gameList.error')}
      <Button type="button" onClick={list.retry}>
        {t('common.retry')}
      </Button>
    </ListMessage>
  );
  if (!list.loaded) return error;
  if (list.isEmpty) return <ListMessage role="status">{t(emptyKey, emptyValues)}</ListMessage>;

  const renderGame = (game: GameItem) => (
    <Cell>
      {/* The virtual grid renders only the rows near the screen: their icons are wanted now. */}
      <GameTile game={game} eagerIcon />
      {session.isLoggedIn && <FavouriteStar game={game} />}
    </Cell>
  );
  return (
    <>
      <VirtualGrid items={list.games} itemKey={(g) => g.gameId} renderItem={renderGame} label={label} />
      {error || (list.hasMore && <LoadMore onLoadMore={list.loadMore} loading={list.loading} page={list.pageNum} />)}
    </>
  );
});
