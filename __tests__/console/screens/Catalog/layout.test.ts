import type { ConsoleVendor } from '@common/contract/consoleCatalog';
import { byCategory, entriesOf, move, setDisplay } from '../../../../console/screens/Catalog/layout';

const vendor = (vendorCode: string, gameType: ConsoleVendor['gameType'], ordinal: number, display = true): ConsoleVendor => ({ vendorCode, displayName: vendorCode, gameType, ordinal, display, seamless: false });
const vendors = [vendor('B', 'RNG', 2), vendor('A', 'RNG', 1), vendor('C', 'RNG', 3), vendor('L', 'LOTT', 1)];

describe('vendor layout editing', () => {
  test('vendors are grouped per category in their order', () => {
    expect([...byCategory(vendors)].map(([type, list]) => [type, list.map((v) => v.vendorCode)])).toEqual([
      ['RNG', ['A', 'B', 'C']],
      ['LOTT', ['L']],
    ]);
  });

  test('moving swaps a vendor with its neighbour in its category only; an end stays put', () => {
    const moved = move(vendors, vendors[2]!, -1);
    expect(byCategory(moved).get('RNG')!.map((v) => v.vendorCode)).toEqual(['A', 'C', 'B']);
    expect(byCategory(moved).get('LOTT')!.map((v) => v.ordinal)).toEqual([1]);
    expect(byCategory(move(vendors, vendors[1]!, -1)).get('RNG')!.map((v) => v.vendorCode)).toEqual(['A', 'B', 'C']);
  });

  test('the request names every vendor with its position in its category and whether it shows', () => {
    const edited = setDisplay(move(vendors, vendors[0]!, 1), vendors[3]!, false);
    expect(entriesOf(edited)).toEqual([
      { vendorCode: 'A', gameType: 'RNG', ordinal: 1, display: true },
      { vendorCode: 'C', gameType: 'RNG', ordinal: 2, display: true },
      { vendorCode: 'B', gameType: 'RNG', ordinal: 3, display: true },
      { vendorCode: 'L', gameType: 'LOTT', ordinal: 1, display: false },
    ]);
  });
});
