import { GameModuleId, GamePath, type GameItem } from '@common/contract/games';
import { PagedGames, valueOf } from './PagedGames';
import type { RootStore } from './RootStore';

/**
 * The member's recently played games (§7 recent list, ModuleId GAMELOREC3), newest first. The
 * server answers one list; it is held as a single page so every game grid shows it alike.
 */
export class RecentStore {
  readonly list: PagedGames;

  constructor(private readonly root: RootStore) {
    this.list = new PagedGames(async () => {
      const res = await this.root.api.get<GameItem[]>(GamePath.recent, { moduleId: GameModuleId.recent, alert: false });
      return { items: valueOf(res), pageNum: 1, totalPages: 1 };
    });
  }

  /** The recent tab always shows the latest plays. */
  open(): void {
    void this.list.reload();
  }

  /** Logout (RootStore.clear). */
  clear(): void {
    this.list.reset();
  }
}
