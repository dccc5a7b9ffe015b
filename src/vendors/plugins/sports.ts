import { gameListLobby, gameTypePlugin, gameTypeTab, typedTile } from '../base';

/** Sports (SPORTS): vendor tiles with type-prefixed icons opening that vendor's game list. */
export const sportsPlugin = gameTypePlugin({
  gameType: 'SPORTS',
  category: { icon: 'sports', section: 'vendors', displayAll: true, fastTab: gameTypeTab },
  tile: typedTile,
  lobby: gameListLobby,
});
