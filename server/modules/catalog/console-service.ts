/**
 * The console's catalogue changes. Vendor order and display are a merchant's own
 * (catalog_vendor_sorting has a merchant column); games (on/off, hot) are one row for every
 * merchant, so only platform-wide operators change them (docs/console.md). Every change is
 * one transaction with its audit row, then the catalogue cache is invalidated so the member
 * site's next call shows it.
 */
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { ConsoleGame, ConsoleVendor, GameSwitchRequest, VendorLayoutEntry } from '@common/contract/consoleCatalog';
import type { Page } from '@common/contract/consolePlayers';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { invalidate } from '../../db/process-cache';
import { AppError } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit';
import { CATALOG_SCOPE } from './layout';
import { allVendors, containsPattern, vendorRows } from './repository';
import { catalogGames, catalogVendorSorting, type GameRow } from './tables';

/** Every (category, vendor) pair of the catalogue with the merchant's order and display (or the defaults). */
export async function consoleVendors(db: Database, merchantCode: string): Promise<ConsoleVendor[]> {
  const [vendors, rows] = await Promise.all([allVendors(db), vendorRows(db, merchantCode)]);
  const own = new Map(rows.map((row) => [`${row.gameType}:${row.vendorCode}`, row]));
  return vendors.flatMap((vendor) =>
    vendor.gameTypes.map((gameType) => {
      const row = own.get(`${gameType}:${vendor.code}`);
      return { vendorCode: vendor.code, displayName: vendor.displayName, gameType, ordinal: row?.ordinal ?? vendor.ordinal, display: row?.display ?? true, seamless: vendor.seamless };
    }),
  );
}

/**
 * Sets order and display of the merchant's (category, vendor) pairs. Every entry is checked first
 * (a vendor outside the catalogue: vendor.unknown; a category the vendor does not serve:
 * request.invalid), so a bad entry changes nothing.
 */
export async function setVendorLayout(db: Database, merchantCode: string, entries: VendorLayoutEntry[], who: Actor): Promise<ConsoleVendor[]> {
  const vendors = new Map((await allVendors(db)).map((v) => [v.code, v]));
  entries.forEach((entry, i) => {
    const vendor = vendors.get(entry.vendorCode);
    if (!vendor) throw new AppError(ErrorCode.vendorUnknown, { status: 400, params: { vendor: entry.vendorCode } });
    if (!vendor.gameTypes.includes(entry.gameType)) {
      throw new AppError(ErrorCode.requestInvalid, { status: 400, params: { field: `entries[${i}].gameType`, detail: `${entry.vendorCode} has no ${entry.gameType} games` } });
    }
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(catalogVendorSorting)
      .values(entries.map((e) => ({ merchantCode, gameType: e.gameType, vendorCode: e.vendorCode, ordinal: e.ordinal, display: e.display })))
      .onConflictDoUpdate({
        target: [catalogVendorSorting.merchantCode, catalogVendorSorting.gameType, catalogVendorSorting.vendorCode],
        set: { ordinal: sql`excluded.ordinal`, display: sql`excluded.display` },
      });
    await recordAudit(tx, who, { action: 'catalog.vendors.set', subject: `catalog-layout:${merchantCode}`, detail: { entries } });
  });
  invalidate(db, CATALOG_SCOPE);
  return consoleVendors(db, merchantCode);
}

function toConsoleGame(row: GameRow): ConsoleGame {
  return { id: row.id, vendorCode: row.vendorCode, gameType: row.gameType, gameName: row.gameName, active: row.active, hot: row.hot, sortOrder: row.sortOrder };
}

/** One page (1-based) of a vendor's games in its order, shown or not; search: part of the name. */
export async function vendorGames(db: Database, vendorCode: string, page: number, pageSize: number, search?: string): Promise<Page<ConsoleGame>> {
  const where = and(eq(catalogGames.vendorCode, vendorCode), search ? ilike(catalogGames.gameName, containsPattern(search)) : undefined);
  const [rows, totals] = await Promise.all([
    db.select().from(catalogGames).where(where).orderBy(asc(catalogGames.sortOrder), asc(catalogGames.id)).offset((page - 1) * pageSize).limit(pageSize),
    db.select({ total: count() }).from(catalogGames).where(where),
  ]);
  return { items: rows.map(toConsoleGame), page, pageSize, total: totals[0]?.total ?? 0 };
}

/** Switches a game on/off and hot; null for an unknown id. Audited with the fields that changed. */
export async function switchGame(db: Database, id: number, change: GameSwitchRequest, who: Actor): Promise<ConsoleGame | null> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(catalogGames).where(eq(catalogGames.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx.update(catalogGames).set(change).where(eq(catalogGames.id, id)).returning();
    const changed = (['active', 'hot'] as const).filter((key) => change[key] !== undefined && change[key] !== before[key]);
    await recordAudit(tx, who, { action: 'catalog.game.set', subject: `catalog-game:${id}`, detail: { changed, active: after!.active, hot: after!.hot } });
    return after!;
  });
  if (row) invalidate(db, CATALOG_SCOPE);
  return row && toConsoleGame(row);
}
