import { makeAutoObservable, runInAction } from 'mobx';
import { GamePath, type GameItem, type GamePage, type GameType, type MenuCategory, type MobileGameMenus, type WinnerEntry } from '@common/contract/games';
import { quietGet } from '../api/request';
import { GAME_LIST_CLIENT_TYPE, HOME_SECTION_GAMES, WINNER_BOARD_LIMIT } from '../config/constants';
import { languageHeader } from '../i18n/languages';
import { SharedCall } from './base/SharedCall';
import type { RootStore } from './RootStore';

/**
 * The home page's catalogue (§2, §7): the merchant's categories with their vendors, hot games,
 * the winner board and the first games of each game-tile category. All public reads.
 */
export class CatalogStore {
  menus: MenuCategory[] | null = null;
  hotGames: GameItem[] | null = null;
  winners: WinnerEntry[] | null = null;
  /** First games of the categories the home shows as game tiles, by game type. */
  sectionGames = new Map<GameType, GameItem[]>();
  /** Sections whose games are being asked for: plain bookkeeping, not shown. */
  private readonly sectionsLoading = new Set<GameType>();
  /** Start-up starts the home load before the home screen renders, and the screen asks again. */
  private readonly homeLoad = new SharedCall(() => Promise.all([this.loadMenus(), this.loadHotGames()]).then(() => undefined));

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CatalogStore, 'root' | 'sectionsLoading' | 'homeLoad'>(this, { root: false, sectionsLoading: false, homeLoad: false });
  }

  /** Categories in the merchant's order (ordinal). */
  get categories(): MenuCategory[] {
    return [...(this.menus ?? [])].sort((a, b) => a.ordinal - b.ordinal);
  }

  /**
   * Loads what the home's first screen shows (categories, hot games); what is already loaded is
   * kept. Blocks further down load their own part when they come near the screen
   * (`loadSection`, `loadWinners`). Failures leave a section empty.
   */
  loadHome(): Promise<void> {
    return this.homeLoad.run();
  }

  /**
   * Language change (§4): hot games and game lists are per language, so they go; hot games
   * reload here, each shown section reloads its own games when it sees them gone.
   */
  onLanguageChanged(): void {
    this.hotGames = null;
    this.sectionGames.clear();
    if (this.menus) void this.loadHotGames();
  }

  clear(): void {
    this.menus = null;
    this.hotGames = null;
    this.winners = null;
    this.sectionGames.clear();
  }

  private get language(): string {
    return languageHeader(this.root.language.code);
  }

  private async loadMenus(): Promise<void> {
    if (this.menus) return;
    const menus = await quietGet<MobileGameMenus>(this.root.api, GamePath.menus);
    runInAction(() => {
      this.menus = menus?.categories ?? [];
    });
  }

  private async loadHotGames(): Promise<void> {
    if (this.hotGames) return;
    const params = { isPlatform: 2, merchantCode: this.root.merchantCode, platform: 'html5', language: this.language };
    const games = await quietGet<GameItem[]>(this.root.api, GamePath.hot, { params });
    runInAction(() => {
      this.hotGames = games ?? [];
    });
  }

  /** The winner board's latest entries; asked on every visit, since they change. */
  async loadWinners(): Promise<void> {
    const params = { gameCategory: 'ALL', language: this.language, limitNum: WINNER_BOARD_LIMIT };
    const winners = await quietGet<WinnerEntry[]>(this.root.api, GamePath.winners, { params });
    runInAction(() => {
      this.winners = winners ?? [];
    });
  }

  /** The first games of one game-tile category, once per language (a call in flight is not repeated). */
  async loadSection(gameType: GameType): Promise<void> {
    if (this.sectionGames.has(gameType) || this.sectionsLoading.has(gameType)) return;
    this.sectionsLoading.add(gameType);
    const params = {
      merchant: this.root.merchantCode,
      clientType: GAME_LIST_CLIENT_TYPE,
      language: this.language,
      gameType,
      pageNo: 1,
      pageSize: HOME_SECTION_GAMES,
    };
    try {
      const page = await quietGet<GamePage>(this.root.api, GamePath.list, { params });
      runInAction(() => this.sectionGames.set(gameType, page?.games ?? []));
    } finally {
      this.sectionsLoading.delete(gameType);
    }
  }
}
