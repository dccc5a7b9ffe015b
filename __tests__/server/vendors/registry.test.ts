import type { VendorAdapter } from '../../../server/vendors/adapter';
import { FALLBACK_ADAPTER, VENDOR_ADAPTERS } from '../../../server/vendors/list';
import { Registry, vendorRegistry, VendorRegistry } from '../../../server/vendors/registry';

const adapter = (code: string): VendorAdapter => ({ code, launch: () => `/${code}` });

describe('Registry', () => {
  it('throws on a duplicate id', () => {
    expect(() => new Registry([adapter('A'), adapter('A')], (a) => a.code)).toThrow(/duplicate id A/);
  });

  it('finds registered items and nothing else', () => {
    const registry = new Registry([adapter('A'), adapter('B')], (a) => a.code);
    expect(registry.getIfExists('B')?.code).toBe('B');
    expect(registry.getIfExists('C')).toBeUndefined();
    expect(registry.list().map((a) => a.code)).toEqual(['A', 'B']);
  });
});

describe('vendorRegistry', () => {
  it('holds every listed adapter under its own code', () => {
    for (const listed of VENDOR_ADAPTERS) expect(vendorRegistry.adapterFor(listed.code)).toBe(listed);
  });

  it('launches any other vendor through the fallback', () => {
    expect(vendorRegistry.adapterFor('UNKNOWN-VENDOR')).toBe(FALLBACK_ADAPTER);
    expect(new VendorRegistry([], adapter('*')).adapterFor('X').code).toBe('*');
  });
});
