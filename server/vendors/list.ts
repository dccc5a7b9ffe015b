/**
 * The server's vendor adapters (ARCHITECTURE.md "Vendor registry"): one line per vendor with its own
 * launch; every other vendor code launches through the fallback (the demo vendor simulator).
 */
import type { VendorAdapter } from './adapter';
import { houseSlotAdapter } from './house-slot/adapter';
import { simulatorAdapter } from './simulator/adapter';
import { vnLotteryAdapter } from './tcg-lotto-vn/adapter';
import { transferSimAdapter } from './transfer-sim/adapter';

export const VENDOR_ADAPTERS: VendorAdapter[] = [houseSlotAdapter, vnLotteryAdapter, transferSimAdapter];

export const FALLBACK_ADAPTER: VendorAdapter = simulatorAdapter;
