import { bankTransferPlugin } from './plugins/bankTransfer';
import { gatewayPlugin } from './plugins/gateway';
import { mobileWalletPlugin } from './plugins/mobileWallet';
import type { ChannelPlugin } from './types';

/** Every registered channel kind. Adding a kind = one file in plugins/, its form in forms/, one line here. */
export const CHANNEL_PLUGINS: readonly ChannelPlugin[] = [gatewayPlugin, mobileWalletPlugin, bankTransferPlugin];
