/**
 * The Vietnam lottery vendor (TCG_LOTTO_VN) is our own lottery engine's Vietnamese games. Its
 * launch (§2: direct mobile launch, lobby view, Vietnamese, with a return URL) opens the site's
 * bet slip on the northern game in lobby view, where the player can switch to the southern one.
 * Bets go through the lottery's own orders and ledger, not the seamless wallet.
 */
import type { LaunchContext, VendorAdapter } from '../adapter';

export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
/** The game the lobby opens on. */
export const VN_LOBBY_GAME = 'VN_NORTH';

export const vnLotteryAdapter: VendorAdapter = {
  id: VN_LOTTERY_VENDOR,
  name: 'TCG Vietnam lottery',
  launch(ctx: LaunchContext): string {
    const query = new URLSearchParams({
      gameCode: VN_LOBBY_GAME,
      view: ctx.lottoView || 'lobby',
      lang: (ctx.language || 'VI').toUpperCase(),
      backUrl: ctx.backUrl,
    });
    return `/m/startLottery?${query.toString()}`;
  },
};
