/**
 * The server's vendor adapters by vendor code (ARCHITECTURE.md "Vendor registry"): the one
 * Registry of common/ filled once from list.ts, and a lookup of a code nobody registered falls
 * back (the vendor simulator) so an unknown vendor never breaks a launch.
 */
import { Registry } from '@common/registry';
import type { VendorAdapter } from './adapter';
import type { TransferWalletVendor } from './transfer-wallet';
import { FALLBACK_ADAPTER, VENDOR_ADAPTERS } from './list';

/** Registered adapters plus the fallback for every other vendor code. */
export class VendorRegistry extends Registry<VendorAdapter> {
  constructor(
    adapters: readonly VendorAdapter[],
    readonly fallback: VendorAdapter,
  ) {
    super(adapters);
  }

  /** The adapter that launches this vendor's games. */
  adapterFor(vendorCode: string): VendorAdapter {
    return this.getIfExists(vendorCode) ?? this.fallback;
  }

  /** The transfer-wallet adapter of this vendor code, or null for a seamless vendor. */
  transferWalletOf(vendorCode: string): (VendorAdapter & { transferWallet: TransferWalletVendor }) | null {
    const adapter = this.getIfExists(vendorCode);
    return adapter?.transferWallet ? (adapter as VendorAdapter & { transferWallet: TransferWalletVendor }) : null;
  }
}

/** The registry of list.ts. */
export const vendorRegistry = new VendorRegistry(VENDOR_ADAPTERS, FALLBACK_ADAPTER);
