import type { GameItem } from '@common/contract/games';
import type { Envelope } from '@common/contract/envelope';
import { passThroughValue } from '../api/request';
import { Paged, type Page } from './base/Paged';

/** One page of games (GamePage, FavouritePage, recent plays), as the lists take it. */
export type GamesPage = Page<GameItem>;

/**
 * The value of a successful answer, or a rejection so the failure shows as the list's error state.
 * Catalogue reads are pass-through paths: their body may be an envelope or the bare value.
 */
export function valueOf<T>(body: Envelope<T>): T {
  const value = passThroughValue<T>(body);
  if (value === undefined || value === null) throw new Error('games.call.failed');
  return value;
}

/** A paged game list (§4): the game lists, favourites and recent plays; `games` are its items. */
export class PagedGames extends Paged<GameItem> {
  get games(): GameItem[] {
    return this.items;
  }

  /** Drops a game (a favourite removed while its page is shown). */
  remove(gameId: number): void {
    this.removeWhere((game) => game.gameId === gameId);
  }
}
