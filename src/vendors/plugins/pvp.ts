import { gameTypePlugin, gameTypeTab } from '../base';

/** Cards (PVP): the home shows game tiles; a vendor launches its lobby. */
export const pvpPlugin = gameTypePlugin({
  gameType: 'PVP',
  category: { icon: 'cards', section: 'games', displayAll: true, fastTab: gameTypeTab },
});
