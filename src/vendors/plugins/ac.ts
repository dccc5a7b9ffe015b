import { gameListRoute, gameTypePlugin } from '../base';

/** Arcade (AC): game tiles; its fast tab lists every arcade-classified game, not one type. */
export const acPlugin = gameTypePlugin({
  gameType: 'AC',
  category: { icon: 'arcade', section: 'games', displayAll: true, fastTab: () => gameListRoute({ gameClassify: 'AC' }) },
});
