import { GAME_TYPES } from '@common/contract/games';
import { vendorRegistry, VendorRegistry, type VendorPlugin } from '../../../src/vendors';
import { VENDOR_PLUGINS } from '../../../src/vendors/list';
import { fallbackPlugin } from '../../../src/vendors/plugins/fallback';
import { vendorTile } from '../helpers/games';

const example = (id: string, vassalage = id): VendorPlugin => ({
  ...fallbackPlugin,
  id,
  name: 'vendor.other',
  serves: [{ gameType: '*', vassalage }],
});

describe('VendorRegistry contract over every plug-in', () => {
  const plugins = vendorRegistry.list();

  it('holds every plug-in of the list, each with a unique stable id', () => {
    expect(plugins.map((p) => p.id)).toEqual(VENDOR_PLUGINS.map((p) => p.id));
    expect(new Set(plugins.map((p) => p.id)).size).toBe(plugins.length);
  });

  it.each([...VENDOR_PLUGINS, fallbackPlugin].map((p) => [p.id, p] as const))('%s is complete: name, tile, lobby and launch', (_id, plugin) => {
    expect(plugin.name).toMatch(/^(category|vendor)\./);
    expect(typeof plugin.tile).toBe('function');
    expect(typeof plugin.lobby).toBe('function');
    expect(typeof plugin.launch).toBe('function');
    const vendor = vendorTile('RNG', 'ANY');
    expect(plugin.tile(vendor)).toHaveProperty('icon');
    expect(['route', 'launch']).toContain(plugin.lobby(vendor).kind);
  });

  it('every registered plug-in serves at least one pair', () => {
    for (const plugin of plugins) expect(plugin.serves.length).toBeGreaterThan(0);
  });

  it('every game type of the contract has its own plug-in with category rules', () => {
    for (const gameType of GAME_TYPES) expect(vendorRegistry.forCategory(gameType).id).toBe(gameType);
  });

  it('a vendor plug-in wins over its game type, in every category', () => {
    expect(vendorRegistry.forVendor('LIVE', 'TCG_SEA').id).toBe('TCG_SEA');
    expect(vendorRegistry.forVendor('LIVE', 'EVO').id).toBe('LIVE');
  });

  it('an unknown game type falls back instead of breaking the page', () => {
    const unknown = 'BINGO' as (typeof GAME_TYPES)[number];
    expect(vendorRegistry.forVendor(unknown, 'X').id).toBe('fallback');
    expect(vendorRegistry.forCategory(unknown).id).toBe('fallback');
  });

  it('throws on a duplicate id or on two plug-ins serving the same pair', () => {
    expect(() => new VendorRegistry(fallbackPlugin, [example('A'), example('A', 'OTHER')])).toThrow(/Duplicate registry id: A/);
    expect(() => new VendorRegistry(fallbackPlugin, [example('A', 'SAME'), example('B', 'SAME')])).toThrow(/B and A both serve \*:SAME/);
  });
});
