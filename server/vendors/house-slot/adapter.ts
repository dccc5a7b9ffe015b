/** The house slot's launch: its page on this server, with the one-time ticket of the game session the launch created. */
import type { LaunchContext, VendorAdapter } from '../adapter';

/** Vendor code of the house slot in the catalogue. */
export const HOUSE_SLOT_VENDOR = 'MLS';

/** Mount point of the slot's routes (server/app.ts registers the plugin here). */
export const HOUSE_SLOT_PREFIX = '/vendors/house-slot';

export const houseSlotAdapter: VendorAdapter = {
  id: HOUSE_SLOT_VENDOR,
  name: 'mlobby Slots',
  launch(ctx: LaunchContext): string {
    const query = new URLSearchParams({
      ticket: ctx.ticket,
      lang: ctx.language.toLowerCase(),
      back: ctx.backUrl,
      // The catalogue's name titles the page; a lobby launch shows the slot's own.
      name: ctx.game?.gameName ?? '',
    });
    return `${HOUSE_SLOT_PREFIX}/?${query.toString()}`;
  },
};
