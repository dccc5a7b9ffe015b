import { firstVendorTab, gameTypePlugin, LOTTERY_TILE } from '../base';

/**
 * Lottery (LOTT): the lottery centre's game tiles, then vendor tiles labelled Lottery; a vendor
 * tap launches that vendor's lottery lobby.
 */
export const lottPlugin = gameTypePlugin({
  gameType: 'LOTT',
  category: { icon: 'lottery', section: 'vendors', lotteryCentre: true, displayAll: false, fastTab: firstVendorTab },
  tile: () => LOTTERY_TILE,
});
