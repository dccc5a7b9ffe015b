import { gameListLobby, gameTypePlugin, gameTypeTab } from '../base';

/** Slots (RNG): the home shows game tiles; a vendor opens its game list. */
export const rngPlugin = gameTypePlugin({
  gameType: 'RNG',
  category: { icon: 'slots', section: 'games', displayAll: true, fastTab: gameTypeTab },
  lobby: gameListLobby,
});
