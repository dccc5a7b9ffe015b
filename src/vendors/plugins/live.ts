import { gameListLobby, gameTypePlugin, gameTypeTab, typedTile } from '../base';

/** Live casino (LIVE): vendor tiles with type-prefixed icons opening that vendor's game list. */
export const livePlugin = gameTypePlugin({
  gameType: 'LIVE',
  category: { icon: 'live', section: 'vendors', displayAll: true, fastTab: gameTypeTab },
  tile: typedTile,
  lobby: gameListLobby,
});
