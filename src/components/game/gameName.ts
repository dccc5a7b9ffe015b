import type { GameItem } from '@common/contract/games';

/** A tile's game name (§2): the part of nodeName after the first underscore, if there is one. */
export function gameName(game: Pick<GameItem, 'nodeName' | 'gameName'>): string {
  const cut = game.nodeName.indexOf('_');
  if (cut >= 0) return game.nodeName.slice(cut + 1);
  return game.nodeName || game.gameName;
}
