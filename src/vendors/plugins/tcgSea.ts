import { LAUNCH_LOBBY, LOTTERY_TILE, sharedLaunch } from '../base';
import type { VendorPlugin } from '../types';

/** TCG Southeast Asia lottery: shown as Lottery in any category; launches through the shared launcher. */
export const tcgSeaPlugin: VendorPlugin = {
  id: 'TCG_SEA',
  name: 'vendor.tcgSea',
  serves: [{ gameType: '*', vassalage: 'TCG_SEA' }],
  tile: () => LOTTERY_TILE,
  lobby: () => LAUNCH_LOBBY,
  launch: sharedLaunch,
};
