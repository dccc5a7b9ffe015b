import { firstVendorTab, LAUNCH_LOBBY, plainTile, sharedLaunch } from '../base';
import type { CategoryPlugin } from '../VendorRegistry';

/** Anything unregistered: the vendor's title and icon, launched through the shared launcher. */
export const fallbackPlugin: CategoryPlugin = {
  id: 'fallback',
  name: 'vendor.other',
  serves: [],
  tile: plainTile,
  lobby: () => LAUNCH_LOBBY,
  launch: sharedLaunch,
  category: { icon: 'grid', section: 'vendors', displayAll: false, fastTab: firstVendorTab },
};
