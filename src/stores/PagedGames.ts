import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { GameItem } from '@common/contract/games';
import { passThroughValue } from '../api/request';
import type { Envelope } from '@common/contract/envelope';

/** One page of games as the stores see it, whichever wire shape it came in (GamePage, FavouritePage). */
export interface GamesPage {
  games: GameItem[];
  pageNum: number;
  totalPages: number;
}

/**
 * The value of a successful answer, or a rejection so the failure shows as the list's error state.
 * Catalogue reads are pass-through paths: their body may be an envelope or the bare value.
 */
export function valueOf<T>(body: Envelope<T>): T {
  const value = passThroughValue<T>(body);
  if (value === undefined || value === null) throw new Error('games.call.failed');
  return value;
}

/** Fetches page pageNo (1-based); rejects when the call failed. */
export type FetchGamesPage = (pageNo: number) => Promise<GamesPage>;

/**
 * A paged game list (§4): a fresh load replaces the games, a further page appends them and
 * updates pageNum and totalPages. Used by the game lists and the favourites alike.
 */
export class PagedGames {
  games: GameItem[] = [];
  pageNum = 0;
  totalPages = 0;
  loading = false;
  failed = false;
  /** True once the first page has arrived. */
  loaded = false;
  /** Bumped by every fresh load, so an answer to an older request never lands on the new list. */
  private generation = 0;

  constructor(private readonly fetchPage: FetchGamesPage) {
    // games is replaced, never mutated: a reference keeps 999 games from becoming 999 observables.
    // Bound actions: the grid hands loadMore and retry straight to buttons.
    makeAutoObservable<PagedGames, 'fetchPage' | 'generation'>(
      this,
      { fetchPage: false, generation: false, games: observableRef },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.loaded && this.pageNum < this.totalPages;
  }

  get isEmpty(): boolean {
    return this.loaded && this.games.length === 0;
  }

  /** Fresh load: page 1 replaces whatever the list held. */
  reload(): Promise<void> {
    this.generation += 1;
    return this.fetch(1, true);
  }

  /** Appends the next page; does nothing on the last page or while a page is on its way. */
  loadMore(): Promise<void> {
    if (!this.hasMore || this.loading) return Promise.resolve();
    return this.fetch(this.pageNum + 1, false);
  }

  /** After a failure: the first page again, or the page that failed to append. */
  retry(): Promise<void> {
    return this.loaded ? this.loadMore() : this.reload();
  }

  /** Drops a game (a favourite removed while its page is shown). */
  remove(gameId: number): void {
    this.games = this.games.filter((g) => g.gameId !== gameId);
  }

  /** Forgets every page (logout); an answer still on its way is dropped. */
  reset(): void {
    this.generation += 1;
    this.games = [];
    this.pageNum = 0;
    this.totalPages = 0;
    this.loading = false;
    this.failed = false;
    this.loaded = false;
  }

  private async fetch(pageNo: number, fresh: boolean): Promise<void> {
    const generation = this.generation;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.fetchPage(pageNo);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.games = fresh ? page.games : [...this.games, ...page.games];
        this.pageNum = page.pageNum;
        this.totalPages = page.totalPages;
        this.loaded = true;
      });
    } catch {
      // Shown as the list's error state with a retry; the client already handled a dead session.
      if (generation === this.generation) runInAction(() => (this.failed = true));
    } finally {
      if (generation === this.generation) runInAction(() => (this.loading = false));
    }
  }
}
