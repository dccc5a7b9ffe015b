/**
 * Seeding the demo catalogue and every merchant's layout, on each start. Rows that exist are
 * left alone (insert … on conflict do nothing), so an operator's changes to a game, a vendor or
 * a merchant's sorting survive restarts, and a later seed only adds what is new.
 */
import { GAME_TYPES } from '@common/contract/games';
import type { Database } from '../../db/connection';
import { merchantCodes } from '../merchant';
import { demoGameRows, demoVendorRows } from './demo-catalogue';
import { catalogCategorySorting, catalogGames, catalogVendorSorting, catalogVendors } from './tables';

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters at 13 columns a row. */
const BATCH = 500;

/** Default layout rows of one merchant: GAME_TYPES order, every vendor shown in its default order. */
function layoutRows(merchantCode: string, vendors: ReturnType<typeof demoVendorRows>) {
  const categories = GAME_TYPES.map((gameType, i) => ({ merchantCode, gameType, ordinal: i + 1, display: true }));
  const vendorSorting = vendors.flatMap((vendor) =>
    vendor.gameTypes.map((gameType) => ({ merchantCode, gameType, vendorCode: vendor.code, ordinal: vendor.ordinal, display: true })),
  );
  return { categories, vendorSorting };
}

/** Writes the demo catalogue and the layout of every merchant lacking rows; returns the games added. */
export async function seedCatalog(db: Database): Promise<number> {
  const vendors = demoVendorRows();
  const games = demoGameRows();
  return db.transaction(async (tx) => {
    await tx.insert(catalogVendors).values(vendors).onConflictDoNothing();
    // Every app start runs this: reading the ids first makes a seeded database cost one query.
    const existing = new Set((await tx.select({ id: catalogGames.id }).from(catalogGames)).map((row) => row.id));
    const missing = games.filter((game) => !existing.has(game.id));
    let added = 0;
    for (let i = 0; i < missing.length; i += BATCH) {
      const rows = await tx
        .insert(catalogGames)
        .values(missing.slice(i, i + BATCH))
        .onConflictDoNothing()
        .returning({ id: catalogGames.id });
      added += rows.length;
    }
    const codes = await merchantCodes(tx);
    for (const code of codes) {
      const { categories, vendorSorting } = layoutRows(code, vendors);
      await tx.insert(catalogCategorySorting).values(categories).onConflictDoNothing();
      await tx.insert(catalogVendorSorting).values(vendorSorting).onConflictDoNothing();
    }
    return added;
  });
}

