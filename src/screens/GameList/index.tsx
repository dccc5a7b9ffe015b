import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/ui';
import { useFeature, useStores } from '../../stores';
import { FavouriteStore } from '../../stores/FavouriteStore';
import { CategoryTabs } from './components/CategoryTabs';
import { GamesPanel } from './components/GamesPanel';
import { MemberPanel } from './components/MemberPanel';
import { SearchPanel } from './components/SearchPanel';
import { TypeSelector } from './components/TypeSelector';
import { activeTab, parseRoute } from './query';

/**
 * /m/gameList (§2): the game lobby. gameType (default RNG), gameClassify (JP, AC) and vassalage
 * pick the list; more=1 searches, more=2 chooses a type or vendor; tab= shows favourites or recent.
 */
const GameList = observer(function GameList() {
  const [query] = useSearchParams();
  const route = parseRoute(query);
  const { gameList, session } = useStores();
  const favourites = useFeature(FavouriteStore);

  useEffect(() => {
    void gameList.loadVendors();
  }, [gameList]);
  // Every star shows whether its game is a favourite, so members need the full list first.
  useEffect(() => {
    if (session.isLoggedIn) void favourites.loadIds();
  }, [favourites, session.isLoggedIn]);

  let panel;
  if (route.more === '2') panel = <TypeSelector />;
  else if (route.more === '1') panel = <SearchPanel route={route} />;
  else if (route.tab) panel = <MemberPanel tab={route.tab} />;
  else panel = <GamesPanel route={route} />;

  return (
    <Page>
      {route.more !== '2' && <CategoryTabs active={activeTab(route)} searching={route.more === '1' ? route.search : undefined} />}
      {panel}
    </Page>
  );
});

export default GameList;
