/** Queries on the catalogue's tables; only this module's services call these. */
import { and, asc, count, desc, eq, gte, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { GameType } from '@common/contract/games';
import type { Database } from '../../db/connection';
import {
  catalogCategorySorting,
  catalogFavourites,
  catalogGames,
  catalogRecentPlays,
  catalogVendorSorting,
  catalogVendors,
  type GameRow,
  type VendorRow,
} from './tables';

/** A (category, vendor) pair the merchant shows. */
export interface ShownPair {
  gameType: GameType;
  vendorCode: string;
}

/** Every vendor, in default order. */
export async function allVendors(db: Database): Promise<VendorRow[]> {
  return db.select().from(catalogVendors).orderBy(asc(catalogVendors.ordinal), asc(catalogVendors.code));
}

/** A vendor by code, or null. */
export async function vendorByCode(db: Database, code: string): Promise<VendorRow | null> {
  const rows = await db.select().from(catalogVendors).where(eq(catalogVendors.code, code)).limit(1);
  return rows[0] ?? null;
}

/** The merchant's category rows. */
export async function categoryRows(db: Database, merchantCode: string) {
  return db.select().from(catalogCategorySorting).where(eq(catalogCategorySorting.merchantCode, merchantCode));
}

/** The merchant's vendor rows. */
export async function vendorRows(db: Database, merchantCode: string) {
  return db.select().from(catalogVendorSorting).where(eq(catalogVendorSorting.merchantCode, merchantCode));
}

/**
 * The pairs as (game_type = t and vendor_code in (…)) per type: plain column tests, which the
 * (game_type, vendor_code, sort_order) index answers, where one text built from both would scan.
 */
function pairsWhere(pairs: readonly ShownPair[]): SQL | undefined {
  const vendorsByType = new Map<GameType, string[]>();
  for (const pair of pairs) vendorsByType.set(pair.gameType, [...(vendorsByType.get(pair.gameType) ?? []), pair.vendorCode]);
  return or(...[...vendorsByType].map(([gameType, vendors]) => and(eq(catalogGames.gameType, gameType), inArray(catalogGames.vendorCode, vendors))));
}

/** Orders games by the merchant's pair order (category, then vendor), then the vendor's own order. */
function pairOrder(pairs: readonly ShownPair[]): SQL[] {
  // The position is written as a literal: as a parameter PostgreSQL would type it text and sort "10" before "2".
  const cases = pairs.map(
    (pair, i) => sql`when ${catalogGames.gameType} = ${pair.gameType} and ${catalogGames.vendorCode} = ${pair.vendorCode} then ${sql.raw(String(i))}`,
  );
  return [sql`case ${sql.join(cases, sql` `)} end`, asc(catalogGames.sortOrder), asc(catalogGames.id)];
}

export interface GameFilter {
  /** Only these pairs (the merchant's shown ones), already narrowed by type and vendor. */
  pairs: readonly ShownPair[];
  jackpot?: boolean;
  arcade?: boolean;
  hot?: boolean;
  /** Case-insensitive part of the game name. */
  search?: string;
  ids?: readonly number[];
}

/** ILIKE pattern of names containing `search` (its own % and _ taken literally). */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: GameFilter): SQL | undefined {
  return and(
    eq(catalogGames.active, true),
    pairsWhere(filter.pairs),
    filter.jackpot ? eq(catalogGames.jackpot, true) : undefined,
    filter.arcade ? eq(catalogGames.arcade, true) : undefined,
    filter.hot ? eq(catalogGames.hot, true) : undefined,
    filter.search ? ilike(catalogGames.gameName, containsPattern(filter.search)) : undefined,
    filter.ids ? inArray(catalogGames.id, [...filter.ids]) : undefined,
  );
}

/**
 * One page of games in the merchant's order, and how many match in all. The total comes with the
 * page (a window count over the rows the sort reads anyway); only a page past the end counts apart.
 */
export async function gamePage(db: Database, filter: GameFilter, offset: number, limit: number): Promise<{ rows: GameRow[]; total: number }> {
  if (filter.pairs.length === 0 || filter.ids?.length === 0) return { rows: [], total: 0 };
  const where = whereOf(filter);
  const page = await db
    .select({ game: catalogGames, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(catalogGames)
    .where(where)
    .orderBy(...pairOrder(filter.pairs))
    .offset(offset)
    .limit(limit);
  if (page.length > 0) return { rows: page.map((row) => row.game), total: page[0]!.total };
  if (offset === 0) return { rows: [], total: 0 };
  const totals = await db.select({ total: count() }).from(catalogGames).where(where);
  return { rows: [], total: totals[0]?.total ?? 0 };
}

/** Games by id, in no particular order (callers order them). */
export async function gamesById(db: Database, filter: GameFilter & { ids: readonly number[] }): Promise<GameRow[]> {
  if (filter.pairs.length === 0 || filter.ids.length === 0) return [];
  return db.select().from(catalogGames).where(whereOf(filter));
}

/** A game by id, shown or not. */
export async function gameById(db: Database, id: number): Promise<GameRow | null> {
  const rows = await db.select().from(catalogGames).where(eq(catalogGames.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Adds a favourite; false when it was one already. */
export async function insertFavourite(db: Database, merchantCode: string, memberId: number, gameId: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(catalogFavourites)
    .values({ merchantCode, memberId, gameId, createdAt: at })
    .onConflictDoNothing()
    .returning({ gameId: catalogFavourites.gameId });
  return rows.length > 0;
}

/** Removes a favourite; false when it was none. */
export async function deleteFavourite(db: Database, merchantCode: string, memberId: number, gameId: number): Promise<boolean> {
  const rows = await db
    .delete(catalogFavourites)
    .where(and(eq(catalogFavourites.merchantCode, merchantCode), eq(catalogFavourites.memberId, memberId), eq(catalogFavourites.gameId, gameId)))
    .returning({ gameId: catalogFavourites.gameId });
  return rows.length > 0;
}

/** The member's favourite game ids, newest first. */
export async function favouriteIds(db: Database, merchantCode: string, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: catalogFavourites.gameId })
    .from(catalogFavourites)
    .where(and(eq(catalogFavourites.merchantCode, merchantCode), eq(catalogFavourites.memberId, memberId)))
    .orderBy(desc(catalogFavourites.createdAt), desc(catalogFavourites.gameId));
  return rows.map((r) => r.gameId);
}

/**
 * Records a play: one row per game, moved to the front, then trims the member's list to `keep`
 * rows. Both in one transaction, so concurrent plays never leave more than `keep`.
 */
export async function upsertRecent(db: Database, merchantCode: string, memberId: number, gameId: number, at: Date, keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(catalogRecentPlays)
      .values({ merchantCode, memberId, gameId, lastPlayedAt: at })
      .onConflictDoUpdate({
        target: [catalogRecentPlays.merchantCode, catalogRecentPlays.memberId, catalogRecentPlays.gameId],
        set: { lastPlayedAt: at },
      });
    const mine = and(eq(catalogRecentPlays.merchantCode, merchantCode), eq(catalogRecentPlays.memberId, memberId));
    const kept = tx
      .select({ gameId: catalogRecentPlays.gameId })
      .from(catalogRecentPlays)
      .where(mine)
      .orderBy(desc(catalogRecentPlays.lastPlayedAt), desc(catalogRecentPlays.gameId))
      .limit(keep);
    await tx.delete(catalogRecentPlays).where(and(mine, notInArray(catalogRecentPlays.gameId, kept)));
  });
}

/** The member's recent game ids, newest first. */
export async function recentIds(db: Database, merchantCode: string, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: catalogRecentPlays.gameId })
    .from(catalogRecentPlays)
    .where(and(eq(catalogRecentPlays.merchantCode, merchantCode), eq(catalogRecentPlays.memberId, memberId)))
    .orderBy(desc(catalogRecentPlays.lastPlayedAt), desc(catalogRecentPlays.gameId));
  return rows.map((r) => r.gameId);
}

/**
 * Game ids by how many members played them since `since`, most first. A recent-play row is
 * one member's latest play of a game, so this counts players, not rounds.
 */
export async function mostPlayedIds(db: Database, merchantCode: string, since: Date, limit: number): Promise<number[]> {
  const players = count();
  const rows = await db
    .select({ gameId: catalogRecentPlays.gameId, players })
    .from(catalogRecentPlays)
    .where(and(eq(catalogRecentPlays.merchantCode, merchantCode), gte(catalogRecentPlays.lastPlayedAt, since)))
    .groupBy(catalogRecentPlays.gameId)
    .orderBy(desc(players), asc(catalogRecentPlays.gameId))
    .limit(limit);
  return rows.map((r) => r.gameId);
}

