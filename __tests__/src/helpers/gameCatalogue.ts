import type { GameItem, GameType } from '@common/contract/games';
import type { FakeRequest } from './fixtures';

/** A game list item; names are "<type>_Game <id>" so the tile shows "Game <id>". */
export function gameItem(gameId: number, overrides: Partial<GameItem> = {}): GameItem {
  const gameType: GameType = overrides.gameType ?? 'RNG';
  return {
    gameId,
    nodeName: `${gameType}_Game ${gameId}`,
    nodeId: gameId,
    roomId: null,
    gameName: `Game ${gameId}`,
    gameType,
    vassalage: 'HOUSE',
    vendorCode: 'HOUSE',
    displayName: 'House',
    supportPlay: 1,
    showIcon: true,
    iconUrl: `/icons/${gameId}.png`,
    telIconUrl: null,
    jackpot: false,
    ...overrides,
  };
}

/** The query of a fake request as a plain object. */
export function queryOf(request: FakeRequest): Record<string, string> {
  return Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);
}

/**
 * A fake GET of the game list: `total` games of the requested type, paged by the request's
 * pageNo and pageSize like the server (§3 GamePage). Ids start at 1 for each type's first game.
 */
export function gameListReply(total: number) {
  return (request: FakeRequest) => {
    const q = queryOf(request);
    const pageNo = Number(q.pageNo);
    const pageSize = Number(q.pageSize);
    const gameType = (q.gameType ?? 'RNG') as GameType;
    const first = (pageNo - 1) * pageSize + 1;
    const count = Math.max(0, Math.min(pageSize, total - first + 1));
    const games = Array.from({ length: count }, (_, i) => gameItem(first + i, { gameType }));
    return { success: true, value: { games, pageNum: pageNo, totalPages: Math.ceil(total / pageSize) } };
  };
}
