/** Where the catalogue's generated icons are served (icon-routes.ts), outside the API gateways. */

export const ICON_PREFIX = '/game-icons';

/** URL of a game's icon. */
export function gameIconUrl(gameId: number): string {
  return `${ICON_PREFIX}/games/${gameId}.svg`;
}
