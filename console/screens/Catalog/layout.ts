/** A merchant's vendor layout being edited: vendors per category in their order, moved and shown or hidden. Pure. */
import type { ConsoleVendor, VendorLayoutEntry } from '@common/contract/consoleCatalog';

/** The vendors per category (game type), each category in its order. */
export function byCategory(vendors: readonly ConsoleVendor[]): Map<string, ConsoleVendor[]> {
  const groups = new Map<string, ConsoleVendor[]>();
  for (const vendor of [...vendors].sort((a, b) => a.ordinal - b.ordinal || a.vendorCode.localeCompare(b.vendorCode))) {
    groups.set(vendor.gameType, [...(groups.get(vendor.gameType) ?? []), vendor]);
  }
  return groups;
}

const same = (a: ConsoleVendor, b: ConsoleVendor) => a.vendorCode === b.vendorCode && a.gameType === b.gameType;

/** Moves a vendor one place up (-1) or down (+1) within its category; the list unchanged at an end. */
export function move(vendors: readonly ConsoleVendor[], vendor: ConsoleVendor, step: -1 | 1): ConsoleVendor[] {
  const category = byCategory(vendors).get(vendor.gameType) ?? [];
  const at = category.findIndex((v) => same(v, vendor));
  const to = at + step;
  if (at < 0 || to < 0 || to >= category.length) return [...vendors];
  [category[at], category[to]] = [category[to]!, category[at]!];
  return renumbered(vendors, category);
}

/** The category's vendors given positions 1, 2, … in the order given; other categories untouched. */
function renumbered(vendors: readonly ConsoleVendor[], category: ConsoleVendor[]): ConsoleVendor[] {
  return vendors.map((v) => {
    const position = category.findIndex((c) => same(c, v));
    return position < 0 ? v : { ...v, ordinal: position + 1 };
  });
}

/** Shows or hides a vendor in its category. */
export function setDisplay(vendors: readonly ConsoleVendor[], vendor: ConsoleVendor, display: boolean): ConsoleVendor[] {
  return vendors.map((v) => (same(v, vendor) ? { ...v, display } : v));
}

/** The layout request's entries: every vendor with its position within its category. */
export function entriesOf(vendors: readonly ConsoleVendor[]): VendorLayoutEntry[] {
  return [...byCategory(vendors).values()].flatMap((category) => category.map((v, i) => ({ vendorCode: v.vendorCode, gameType: v.gameType, ordinal: i + 1, display: v.display })));
}
