import { makeAutoObservable, runInAction } from 'mobx';
import {
  GameModuleId,
  GamePath,
  type GameClassify,
  type GameListQuery,
  type GamePage,
  type GameType,
  type VendorInfo,
} from '@common/contract/games';
import { GAME_LIST_CLIENT_TYPE, PAGE_SIZE_FISH_PVP, PAGE_SIZE_SLOTS } from '../config/constants';
import { languageHeader } from '../i18n/languages';
import { PagedGames, valueOf, type GamesPage } from './PagedGames';
import { SharedCall } from './base/SharedCall';
import type { RootStore } from './RootStore';

/** What selects a game list (§2 /gameList query). */
export interface GameListParams {
  gameType: GameType;
  /** Selects across game types (docs/decisions.md); gameType then only names the cache key. */
  gameClassify?: GameClassify;
  vassalage?: string;
  search?: string;
}

/** Lists kept for the whole session and reloaded on a language change (§4). */
export const SESSION_LIST_KEYS: readonly string[] = ['RNG', 'RNG/AC', 'FISH', 'PVP'];

/** Fishing and card games come in one page of 999 (§9); everything else pages by 20. */
const ONE_PAGE_TYPES: ReadonlySet<GameType> = new Set(['FISH', 'PVP']);

/** Page size of a list (§9). */
export function pageSizeFor(params: GameListParams): number {
  const onePage = !params.gameClassify && ONE_PAGE_TYPES.has(params.gameType);
  return onePage ? PAGE_SIZE_FISH_PVP : PAGE_SIZE_SLOTS;
}

/** Cache key of a list: "RNG", "RNG/AC", "LIVE@EVO", "RNG?lucky" ... */
export function listKey(params: GameListParams): string {
  let key: string = params.gameType;
  if (params.gameClassify) key += `/${params.gameClassify}`;
  if (params.vassalage) key += `@${params.vassalage}`;
  if (params.search) key += `?${params.search}`;
  return key;
}

/**
 * Game lists of /m/gameList (§3, §4): one PagedGames per query. RNG, RNG/AC, FISH and PVP stay
 * cached for the session; any other list (a vendor, LIVE, a search) lives while it is shown.
 */
export class GameListStore {
  lists = new Map<string, PagedGames>();
  /** The merchant's vendors (chips and the more=2 selector); null until loaded. */
  vendors: VendorInfo[] | null = null;
  /** Start-up asks for the vendors before the list screen renders, and the screen asks again. */
  private readonly vendorsCall = new SharedCall(() => this.fetchVendors());

  constructor(private readonly root: RootStore) {
    makeAutoObservable<GameListStore, 'root' | 'vendorsCall'>(this, { root: false, vendorsCall: false });
  }

  /** Whether the vendor list is being asked for (the chips keep their row's place meanwhile). */
  get vendorsLoading(): boolean {
    return this.vendorsCall.inFlight;
  }

  /** The list for these params, if it was opened. */
  list(params: GameListParams): PagedGames | undefined {
    return this.lists.get(listKey(params));
  }

  /** Shows a list: a cached session list is reused, anything else loads fresh (replacing the previous one-off list). */
  open(params: GameListParams): PagedGames {
    const key = listKey(params);
    let list = this.lists.get(key);
    if (!list) {
      for (const k of [...this.lists.keys()]) if (!SESSION_LIST_KEYS.includes(k)) this.lists.delete(k);
      list = new PagedGames((pageNo) => this.fetchPage(params, pageNo));
      this.lists.set(key, list);
      void list.reload();
    }
    return list;
  }

  /** Vendors serving a game type, in the merchant's order. */
  vendorsOf(gameType: GameType): VendorInfo[] {
    return (this.vendors ?? []).filter((v) => v.gameTypes.includes(gameType));
  }

  /** Loads the vendor list once per session (one call while it is in flight); a failure leaves the chips out. */
  loadVendors(): Promise<void> {
    return this.vendors ? Promise.resolve() : this.vendorsCall.run();
  }

  private async fetchVendors(): Promise<void> {
    try {
      const res = await this.root.api.get<VendorInfo[]>(GamePath.vendors, { moduleId: GameModuleId.lobby, alert: false });
      const vendors = valueOf(res);
      runInAction(() => (this.vendors = vendors));
    } catch {
      // the list still works without vendor chips
    }
  }

  /** §4 language change: every open list (RNG, RNG/AC, FISH and PVP among them) loads again in the new language. */
  onLanguageChanged(): void {
    for (const list of this.lists.values()) void list.reload();
  }

  /** Logout (RootStore.clear). */
  clear(): void {
    this.lists.clear();
    this.vendors = null;
  }

  private async fetchPage(params: GameListParams, pageNo: number): Promise<GamesPage> {
    const query: GameListQuery = {
      merchant: this.root.merchantCode,
      clientType: GAME_LIST_CLIENT_TYPE,
      language: languageHeader(this.root.language.code),
      gameType: params.gameClassify ? undefined : params.gameType,
      gameClassify: params.gameClassify,
      vassalage: params.vassalage,
      search: params.search,
      pageNo,
      pageSize: pageSizeFor(params),
    };
    const res = await this.root.api.get<GamePage>(GamePath.list, {
      params: { ...query },
      moduleId: GameModuleId.lobby,
      alert: false,
    });
    const page = valueOf(res);
    return { items: page.games, pageNum: page.pageNum, totalPages: page.totalPages };
  }
}
