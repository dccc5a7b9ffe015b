import type { TFunction } from 'i18next';
import type { LotteryTile } from '@common/contract/lottery';

/** The i18n key of a lottery's name: one per game code (locales lottery.name.*), so every screen names a game alike. */
export const lotteryNameKey = (gameCode: string): string => `lottery.name.${gameCode}`;

/**
 * A lottery's name in the player's language. The server's labelName is English; it is shown only
 * for a game the locales do not name yet, so a new game never appears nameless.
 */
export function lotteryName(t: TFunction, game: Pick<LotteryTile, 'gameCode' | 'labelName'>): string {
  return t(lotteryNameKey(game.gameCode), { defaultValue: game.labelName });
}
