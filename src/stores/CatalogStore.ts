import { makeAutoObservable, runInAction } from 'mobx';
import { GamePath, type GameItem, type GamePage, type GameType, type MenuCategory, type MobileGameMenus, type WinnerEntry } from '@common/contract/games';
import { quietGet } from '../api/request';
import { GAME_LIST_CLIENT_TYPE, HOME_SECTION_GAMES, WINNER_BOARD_LIMIT } from '../config/constants';
import { languageHeader } from '../i18n/languages';
import { vendorRegistry } from '../vendors';
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

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CatalogStore, 'root'>(this, { root: false });
  }

  /** Categories in the merchant's order (ordinal). */
  get categories(): MenuCategory[] {
    return [...(this.menus ?? [])].sort((a, b) => a.ordinal - b.ordinal);
  }

  /** Loads what the home page shows; what is already loaded is kept. Failures leave a section empty. */
  async loadHome(): Promise<void> {
    await Promise.all([this.loadMenus(), this.loadHotGames(), this.loadWinners()]);
    await this.loadSectionGames();
  }

  /** Language change (§4): hot games and game lists are per language, so they go and reload. */
  onLanguageChanged(): void {
    this.hotGames = null;
    this.sectionGames.clear();
    if (this.menus) void Promise.all([this.loadHotGames(), this.loadSectionGames()]);
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

  private async loadWinners(): Promise<void> {
    const params = { gameCategory: 'ALL', language: this.language, limitNum: WINNER_BOARD_LIMIT };
    const winners = await quietGet<WinnerEntry[]>(this.root.api, GamePath.winners, { params });
    runInAction(() => {
      this.winners = winners ?? [];
    });
  }

  private async loadSectionGames(): Promise<void> {
    const types = this.categories
      .map((c) => c.gameType)
      .filter((type) => !this.sectionGames.has(type) && vendorRegistry.forCategory(type).category.section === 'games');
    await Promise.all(
      types.map(async (gameType) => {
        const params = {
          merchant: this.root.merchantCode,
          clientType: GAME_LIST_CLIENT_TYPE,
          language: this.language,
          gameType,
          pageNo: 1,
          pageSize: HOME_SECTION_GAMES,
        };
        const page = await quietGet<GamePage>(this.root.api, GamePath.list, { params });
        runInAction(() => this.sectionGames.set(gameType, page?.games ?? []));
      }),
    );
  }
}
