import { acPlugin } from './plugins/ac';
import { elottPlugin } from './plugins/elott';
import { eventPlugin } from './plugins/event';
import { fishPlugin } from './plugins/fish';
import { livePlugin } from './plugins/live';
import { lottPlugin } from './plugins/lott';
import { pvpPlugin } from './plugins/pvp';
import { rngPlugin } from './plugins/rng';
import { sportsPlugin } from './plugins/sports';
import { tcgLottoVnPlugin } from './plugins/tcgLottoVn';
import { tcgSeaPlugin } from './plugins/tcgSea';
import type { VendorPlugin } from './types';

/** Every registered plug-in. Adding a vendor = one file in plugins/ + one line here. */
export const VENDOR_PLUGINS: readonly VendorPlugin[] = [
  lottPlugin,
  elottPlugin,
  livePlugin,
  rngPlugin,
  fishPlugin,
  sportsPlugin,
  pvpPlugin,
  acPlugin,
  eventPlugin,
  tcgSeaPlugin,
  tcgLottoVnPlugin,
];
