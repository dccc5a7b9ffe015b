import { useEffect } from 'react';
import { useStores } from '../../../stores';
import { listKey, type GameListParams } from '../../../stores/GameListStore';
import type { PagedGames } from '../../../stores/PagedGames';

/** The store's list for params, opened on first show (call from an observer component). */
export function useGameList(params: GameListParams | null): PagedGames | undefined {
  const { gameList } = useStores();
  const list = params ? gameList.list(params) : undefined;
  const key = params && listKey(params);
  // Runs again when a logout cleared the list while it was shown, so the screen reloads it.
  useEffect(() => {
    if (params && !list) gameList.open(params);
    // params is rebuilt every render; its key names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameList, key, list]);
  return list;
}
