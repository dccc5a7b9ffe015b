import { firstVendorTab, gameTypePlugin } from '../base';

/** Events (EVENT): vendor tiles; a tap launches the vendor. */
export const eventPlugin = gameTypePlugin({
  gameType: 'EVENT',
  category: { icon: 'star', section: 'vendors', displayAll: false, fastTab: firstVendorTab },
});
