import { firstVendorTab, gameTypePlugin, typedTile } from '../base';

/** E-lottery (ELOTT): vendor tiles with type-prefixed icons; a tap launches the vendor. */
export const elottPlugin = gameTypePlugin({
  gameType: 'ELOTT',
  category: { icon: 'lottery', section: 'vendors', displayAll: false, fastTab: firstVendorTab },
  tile: typedTile,
});
