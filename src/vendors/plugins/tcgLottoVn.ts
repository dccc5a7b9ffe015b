import { LAUNCH_LOBBY, LOTTERY_TILE } from '../base';
import type { VendorPlugin } from '../types';

/**
 * Vietnam lottery (TCG_LOTTO_VN): shown as Lottery; launches straight into the mobile lottery
 * lobby with its own flow, kept in a lazy chunk because only a tap on it needs the code.
 */
export const tcgLottoVnPlugin: VendorPlugin = {
  id: 'TCG_LOTTO_VN',
  name: 'vendor.tcgLottoVn',
  serves: [{ gameType: '*', vassalage: 'TCG_LOTTO_VN' }],
  tile: () => LOTTERY_TILE,
  lobby: () => LAUNCH_LOBBY,
  launch: async (request, context) => {
    const { launchVnLottery } = await import(/* webpackChunkName: "vendor-tcg-lotto-vn" */ './tcgLottoVnLaunch');
    return launchVnLottery(request, context);
  },
};
