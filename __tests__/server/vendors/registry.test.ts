import type { VendorAdapter } from '../../../server/vendors/adapter';
import { FALLBACK_ADAPTER, VENDOR_ADAPTERS } from '../../../server/vendors/list';
import { vendorRegistry, VendorRegistry } from '../../../server/vendors/registry';

const adapter = (id: string): VendorAdapter => ({ id, name: id, launch: () => `/${id}` });

describe('vendorRegistry', () => {
  it('holds every listed adapter under its own code', () => {
    for (const listed of VENDOR_ADAPTERS) expect(vendorRegistry.adapterFor(listed.id)).toBe(listed);
  });

  it('launches any other vendor through the fallback', () => {
    expect(vendorRegistry.adapterFor('UNKNOWN-VENDOR')).toBe(FALLBACK_ADAPTER);
    expect(new VendorRegistry([], adapter('*')).adapterFor('X').id).toBe('*');
  });
});
