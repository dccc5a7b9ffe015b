import { GAME_TYPES, type GameClassify, type GameType } from '@common/contract/games';
import type { GameListParams } from '../../stores/GameListStore';
import { gameListPath, routerPath } from '../../paths';

/** The default game type of /gameList (§2). */
export const DEFAULT_GAME_TYPE: GameType = 'RNG';
/** Game types with a list of their own (tabs and the more=2 selector), in display order; AC opens the arcade classify. */
export const LIST_TYPES: readonly GameType[] = ['RNG', 'FISH', 'PVP', 'AC', 'LIVE', 'SPORTS'];

const CLASSIFIES: readonly GameClassify[] = ['JP', 'AC'];

/** The member-only views of /gameList. */
export type MemberTab = 'favourites' | 'recent';

/** The /gameList query, parsed (§2): gameType defaults to RNG, unknown values are ignored. */
export interface GameListRoute {
  gameType: GameType;
  gameClassify?: GameClassify;
  vassalage?: string;
  /** more=1 search, more=2 type and vendor selector. */
  more?: '1' | '2';
  tab?: MemberTab;
  search: string;
}

/** Reads the /gameList query. */
export function parseRoute(query: URLSearchParams): GameListRoute {
  const type = query.get('gameType')?.toUpperCase() as GameType | undefined;
  const classify = query.get('gameClassify')?.toUpperCase() as GameClassify | undefined;
  const more = query.get('more');
  const tab = query.get('tab');
  return {
    gameType: type && GAME_TYPES.includes(type) ? type : DEFAULT_GAME_TYPE,
    gameClassify: classify && CLASSIFIES.includes(classify) ? classify : undefined,
    vassalage: query.get('vassalage') || undefined,
    more: more === '1' || more === '2' ? more : undefined,
    tab: tab === 'favourites' || tab === 'recent' ? tab : undefined,
    search: query.get('search')?.trim() ?? '',
  };
}

/** The store's list for the route; a search (more=1) looks within the selected type, like the server. */
export function listParams(route: GameListRoute): GameListParams {
  const { gameType, gameClassify, vassalage } = route;
  return route.more === '1' ? { gameType, gameClassify, search: route.search } : { gameType, gameClassify, vassalage };
}

/** A router link to /gameList with the given query; undefined and empty values are left out. */
export function gameListHref(query: Record<string, string | undefined>): string {
  const given = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]);
  return routerPath(gameListPath(Object.fromEntries(given)));
}

/** The link of a game type's list, with extra query; arcade is the AC classify (§2 fast tab rules). */
export function typeHref(gameType: GameType, extra: Record<string, string | undefined> = {}): string {
  return gameListHref(gameType === 'AC' ? { gameClassify: 'AC', ...extra } : { gameType, ...extra });
}

/** Which tab the route shows as current: a member tab, AC for the arcade classify, else the type. */
export function activeTab(route: GameListRoute): string | undefined {
  if (route.tab) return route.tab;
  if (route.gameClassify === 'AC') return 'AC';
  if (route.gameClassify) return undefined;
  return route.gameType;
}
