import { makeAutoObservable, runInAction } from 'mobx';
import { GameModuleId, GamePath, type FavouritePage, type FavouriteRequest, type GameItem } from '@common/contract/games';
import { PAGE_SIZE_FAVOURITES } from '../config/constants';
import { PagedGames, valueOf } from './PagedGames';
import type { RootStore } from './RootStore';

const MODULE = { moduleId: GameModuleId.favourite } as const;

/**
 * The member's favourite games (§3, §7): the star state of every tile (favouriteList), the paged
 * favourites tab (favouritePage) and the add/remove toggle. The server keeps them across reloads.
 */
export class FavouriteStore {
  /** Game ids of every favourite: the stars' state. */
  ids = new Set<number>();
  idsLoaded = false;
  /** Toggles on their way, so a double tap sends one call. */
  pending = new Set<number>();
  readonly page: PagedGames;

  constructor(private readonly root: RootStore) {
    this.page = new PagedGames((pageNo) => this.fetchPage(pageNo));
    makeAutoObservable<FavouriteStore, 'root'>(this, { root: false, page: false });
  }

  isFavourite(gameId: number): boolean {
    return this.ids.has(gameId);
  }

  /** Loads the star state once per session (logged-in members only). */
  async loadIds(): Promise<void> {
    if (this.idsLoaded || !this.root.session.isLoggedIn) return;
    try {
      const games = valueOf(await this.root.api.get<GameItem[]>(GamePath.favouriteList, { ...MODULE, alert: false }));
      runInAction(() => {
        this.ids = new Set(games.map((g) => g.gameId));
        this.idsLoaded = true;
      });
    } catch {
      // stars show as off; the next visit asks again
    }
  }

  /** The favourites tab always starts from page 1: favourites change from every list. */
  openPage(): void {
    void this.page.reload();
  }

  /** Adds or removes a favourite; the star flips at once and flips back if the server refuses. */
  async toggle(game: GameItem): Promise<void> {
    const { gameId } = game;
    if (this.pending.has(gameId)) return;
    const adding = !this.ids.has(gameId);
    this.pending.add(gameId);
    this.setFavourite(gameId, adding);
    try {
      if (adding) await this.root.api.post(GamePath.favourite, { gameId } satisfies FavouriteRequest, MODULE);
      else await this.root.api.delete(GamePath.favourite, { ...MODULE, params: { gameId } });
      if (!adding) this.page.remove(gameId);
    } catch {
      // the client has shown why; the star goes back
      this.setFavourite(gameId, !adding);
    } finally {
      runInAction(() => this.pending.delete(gameId));
    }
  }

  /** Logout (RootStore.clear). */
  clear(): void {
    this.ids = new Set();
    this.idsLoaded = false;
    this.pending.clear();
    this.page.reset();
  }

  private setFavourite(gameId: number, on: boolean): void {
    if (on) this.ids.add(gameId);
    else this.ids.delete(gameId);
  }

  private async fetchPage(pageNo: number) {
    const res = await this.root.api.get<FavouritePage>(GamePath.favouritePage, {
      ...MODULE,
      params: { pageNo, pageSize: PAGE_SIZE_FAVOURITES },
      alert: false,
    });
    const { content, pageNum, totalPages } = valueOf(res);
    return { items: content, pageNum, totalPages };
  }
}
