/**
 * A merchant's catalogue layout (§3 "Vendor configuration"): which categories it shows in what
 * order, and within each which vendors. A merchant without rows (or without a row for a newer
 * category or vendor) gets the default: GAME_TYPES order, every vendor shown in its default order.
 */
import { GAME_TYPES, type GameType } from '@common/contract/games';
import type { Database } from '../../db/connection';
import { ProcessCache } from '../../db/process-cache';
import { allVendors, categoryRows, vendorRows, type ShownPair } from './repository';
import type { VendorRow } from './tables';

/** A shown category and its shown vendors, in the merchant's order. */
export interface ShownCategory {
  gameType: GameType;
  ordinal: number;
  vendors: VendorRow[];
}

export interface Layout {
  /** Categories with at least one shown vendor. */
  categories: ShownCategory[];
  /** Every shown (category, vendor) pair, in order: category first, then vendor. */
  pairs: ShownPair[];
}

interface Placed<T> {
  item: T;
  ordinal: number;
  display: boolean;
  tieBreak: number;
}

function shownInOrder<T>(placed: Placed<T>[]): Placed<T>[] {
  return placed.filter((p) => p.display).sort((a, b) => a.ordinal - b.ordinal || a.tieBreak - b.tieBreak);
}

/** The cache scope the catalogue tables' triggers bump (migration 0010): vendors, games, sorting rows. */
export const CATALOG_SCOPE = 'catalog';

/**
 * Every catalogue call needs the layout and operators change it seldom: it is read once per
 * process and kept until a catalogue row changes.
 */
const layouts = new ProcessCache<Layout>(CATALOG_SCOPE);

/** The layout the merchant with this (main) code shows. Callers must not change it: it is shared. */
export function merchantLayout(db: Database, merchantCode: string): Promise<Layout> {
  return layouts.get(db, merchantCode, () => readLayout(db, merchantCode));
}

async function readLayout(db: Database, merchantCode: string): Promise<Layout> {
  const [vendors, categorySettings, vendorSettings] = await Promise.all([
    allVendors(db),
    categoryRows(db, merchantCode),
    vendorRows(db, merchantCode),
  ]);
  const categoryRow = new Map(categorySettings.map((row) => [row.gameType, row]));
  const vendorRow = new Map(vendorSettings.map((row) => [`${row.gameType}:${row.vendorCode}`, row]));

  const categories = shownInOrder(
    GAME_TYPES.map((gameType, i) => {
      const row = categoryRow.get(gameType);
      return { item: gameType, ordinal: row?.ordinal ?? i + 1, display: row?.display ?? true, tieBreak: i };
    }),
  )
    .map(({ item: gameType, ordinal }) => {
      const placed = vendors
        .filter((vendor) => vendor.gameTypes.includes(gameType))
        .map((vendor, i) => {
          const row = vendorRow.get(`${gameType}:${vendor.code}`);
          return { item: vendor, ordinal: row?.ordinal ?? vendor.ordinal, display: row?.display ?? true, tieBreak: i };
        });
      return { gameType, ordinal, vendors: shownInOrder(placed).map((p) => p.item) };
    })
    .filter((category) => category.vendors.length > 0);

  const pairs = categories.flatMap((c) => c.vendors.map((vendor) => ({ gameType: c.gameType, vendorCode: vendor.code })));
  return { categories, pairs };
}

/** Display names of the layout's vendors by code. */
export function vendorNames(layout: Layout): Map<string, string> {
  return new Map(layout.categories.flatMap((c) => c.vendors.map((v) => [v.code, v.displayName] as const)));
}
