import { makeAutoObservable } from 'mobx';

/**
 * Game catalogue lists cached for the session (hot games, lists per game type). The games
 * issue fills them through the vendor registry; this store owns the caching rules.
 */
export class CatalogStore {
  hotGames: unknown[] | null = null;
  /** Lists keyed by game type or type/classify, e.g. "RNG", "RNG/AC", "FISH", "PVP". */
  lists = new Map<string, unknown[]>();
  /** Lists that must reload after a language change (§4). */
  staleKeys = new Set<string>();

  constructor() {
    makeAutoObservable(this);
  }

  setList(key: string, items: unknown[]): void {
    this.lists.set(key, items);
    this.staleKeys.delete(key);
  }

  setHotGames(items: unknown[]): void {
    this.hotGames = items;
  }

  /** Language change (§4): clear cached hot games; hot, RNG, RNG/AC, FISH and PVP reload. */
  onLanguageChanged(): void {
    this.hotGames = null;
    for (const key of ['hot', 'RNG', 'RNG/AC', 'FISH', 'PVP']) this.staleKeys.add(key);
  }

  clear(): void {
    this.hotGames = null;
    this.lists.clear();
    this.staleKeys.clear();
  }
}
