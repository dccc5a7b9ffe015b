import { gameTypePlugin } from '../base';
import { gameListPath } from '../../paths';

/** Arcade (AC): game tiles; its fast tab lists every arcade-classified game, not one type. */
export const acPlugin = gameTypePlugin({
  gameType: 'AC',
  category: { icon: 'arcade', section: 'games', displayAll: true, fastTab: () => gameListPath({ gameClassify: 'AC' }) },
});
