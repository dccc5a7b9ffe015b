import { gameTypePlugin, gameTypeTab } from '../base';

/** Fishing (FISH): the home shows game tiles; a vendor launches its lobby. */
export const fishPlugin = gameTypePlugin({
  gameType: 'FISH',
  category: { icon: 'fish', section: 'games', displayAll: true, fastTab: gameTypeTab },
});
