/**
 * The fallback launch for every vendor without its own adapter: a clearly labelled demo vendor page
 * on this server that plays simple rounds through the same signed wallet API a real vendor uses.
 */
import type { LaunchContext, VendorAdapter } from '../adapter';

/** Mount point of the simulator's routes (server/app.ts registers the plugin here). */
export const SIMULATOR_PREFIX = '/vendors/simulator';

export const simulatorAdapter: VendorAdapter = {
  /** Not a catalogue code: the registry hands this adapter every vendor without its own. */
  id: '*',
  name: 'Vendor simulator',
  launch(ctx: LaunchContext): string {
    const query = new URLSearchParams({
      ticket: ctx.ticket,
      vendor: ctx.vendorCode,
      type: ctx.gameType,
      lang: ctx.language.toLowerCase(),
      back: ctx.backUrl,
      name: ctx.game?.displayName ?? ctx.vendorCode,
      game: ctx.game ? ctx.game.gameName : '',
    });
    return `${SIMULATOR_PREFIX}/?${query.toString()}`;
  },
};
