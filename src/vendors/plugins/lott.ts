import { firstVendorTab, gameTypePlugin, LOTTERY_TILE } from '../base';

/** Lottery (LOTT): vendor tiles labelled Lottery; a tap launches the vendor's lottery lobby. */
export const lottPlugin = gameTypePlugin({
  gameType: 'LOTT',
  category: { icon: 'lottery', section: 'vendors', displayAll: false, fastTab: firstVendorTab },
  tile: () => LOTTERY_TILE,
});
