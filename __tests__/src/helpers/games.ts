import type { GameItem, GameType, MenuCategory, VendorTile } from '@common/contract/games';
import { GamePath, vassKeyOf } from '@common/contract/games';
import type { Reply } from './fixtures';

/** A game list item; RNG real-play game of vendor PG unless overridden. */
export function gameItem(overrides: Partial<GameItem> = {}): GameItem {
  return {
    gameId: 101,
    nodeName: 'RNG_Lucky Lanterns',
    nodeId: 1,
    roomId: null,
    gameName: 'Lucky Lanterns',
    gameType: 'RNG',
    vassalage: 'PG',
    vendorCode: 'PG',
    displayName: 'PG Soft',
    supportPlay: 1,
    showIcon: true,
    iconUrl: '/icons/lucky.png',
    telIconUrl: null,
    jackpot: false,
    ...overrides,
  };
}

/** A vendor tile of the menus call. */
export function vendorTile(gameType: GameType, vassalage: string, title = vassalage): VendorTile {
  return { gameType, vassalage, title, vassKey: vassKeyOf(gameType, vassalage) };
}

/** A menus category with the given vendors. */
export function category(gameType: GameType, ordinal: number, vendors: string[]): MenuCategory {
  return { gameType, ordinal, vendors: vendors.map((v) => vendorTile(gameType, v)) };
}

/** Fake answers of the home's catalogue calls. */
export function homeRoutes(options: { categories?: MenuCategory[]; hot?: GameItem[]; list?: Reply } = {}): Record<string, Reply> {
  return {
    [`GET ${GamePath.menus}`]: { categories: options.categories ?? [] },
    [`GET ${GamePath.hot}`]: { success: true, value: options.hot ?? [] },
    [`GET ${GamePath.winners}`]: { success: true, value: [] },
    [`GET ${GamePath.list}`]: options.list ?? { success: true, value: { games: [], pageNum: 1, totalPages: 1 } },
    [`GET ${GamePath.launch}`]: { success: true, value: { gameUrl: 'https://games.test/real' } },
    [`POST ${GamePath.testPlay}`]: { success: true, value: { gameUrl: 'https://games.test/demo' } },
    [`POST ${GamePath.recent}`]: { success: true },
  };
}
