/**
 * The server's payment channel adapters (ARCHITECTURE.md: server/channels/): one line per adapter.
 * A channel row names its adapter; a real provider is one more file and one more line here.
 */
import type { ChannelAdapter } from './adapter';
import { bankTransferAdapter } from './bank-transfer';
import { gatewaySimulatorAdapter } from './gateway-simulator/adapter';
import { mobileWalletAdapter } from './mobile-wallet';

export const CHANNEL_ADAPTER_LIST: ChannelAdapter[] = [gatewaySimulatorAdapter, mobileWalletAdapter, bankTransferAdapter];
