/**
 * The server's vendor adapters by vendor code (ARCHITECTURE.md "Vendor registry", as Grafana's
 * Registry): filled once from list.ts, a duplicate code is a programming error, and a lookup of a
 * code nobody registered falls back (the vendor simulator) so an unknown vendor never breaks a launch.
 */
import type { VendorAdapter } from './adapter';
import { FALLBACK_ADAPTER, VENDOR_ADAPTERS } from './list';

/** Items keyed by a stable id; throws on a duplicate id. */
export class Registry<T> {
  private readonly byId = new Map<string, T>();

  constructor(items: readonly T[], idOf: (item: T) => string) {
    for (const item of items) {
      const id = idOf(item);
      if (this.byId.has(id)) throw new Error(`registry: duplicate id ${id}`);
      this.byId.set(id, item);
    }
  }

  /** The item with this id, or undefined. */
  getIfExists(id: string): T | undefined {
    return this.byId.get(id);
  }

  /** Every registered item, in list order. */
  list(): T[] {
    return [...this.byId.values()];
  }
}

/** Registered adapters plus the fallback for every other vendor code. */
export class VendorRegistry extends Registry<VendorAdapter> {
  constructor(
    adapters: readonly VendorAdapter[],
    readonly fallback: VendorAdapter,
  ) {
    super(adapters, (adapter) => adapter.code);
  }

  /** The adapter that launches this vendor's games. */
  adapterFor(vendorCode: string): VendorAdapter {
    return this.getIfExists(vendorCode) ?? this.fallback;
  }
}

/** The registry of list.ts. */
export const vendorRegistry = new VendorRegistry(VENDOR_ADAPTERS, FALLBACK_ADAPTER);
