/**
 * Tables owned by the catalogue module: vendors, games, each merchant's category and vendor
 * configuration (§3 "Vendor configuration"), and members' favourites and recent plays.
 * Other modules go through the catalogue's service, never these tables.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { GameType } from '@common/contract/games';
import { members } from '../member/tables';

/** A game vendor (what the site calls vassalage); its code is stable and appears in URLs. */
export const catalogVendors = pgTable('catalog_vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  gameTypes: text('game_types').array().$type<GameType[]>().notNull(),
  /** Seamless-wallet vendors debit the member's wallet directly (server/vendors/seamless). */
  seamless: boolean('seamless').notNull().default(false),
  /** Default position among a category's vendors, for merchants without their own sorting rows. */
  ordinal: integer('ordinal').notNull(),
});

/**
 * One game of a vendor. Ids are given by the seed, not generated, so a game keeps its id (and
 * its icon URL, favourites and recent plays) across databases and rebuilds.
 */
export const catalogGames = pgTable(
  'catalog_games',
  {
    id: integer('id').primaryKey(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => catalogVendors.code),
    gameType: text('game_type').$type<GameType>().notNull(),
    /** "RNG_Lucky Lanterns": the vendor's node name; gameName is the part after the first underscore. */
    nodeName: text('node_name').notNull(),
    gameName: text('game_name').notNull(),
    nodeId: integer('node_id').notNull(),
    roomId: integer('room_id'),
    /** 0: a free trial is offered besides real play (§3); 1: real play only. */
    supportPlay: smallint('support_play').notNull(),
    jackpot: boolean('jackpot').notNull().default(false),
    /** Listed under gameClassify AC besides the AC category (arcade-style slots). */
    arcade: boolean('arcade').notNull().default(false),
    hot: boolean('hot').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('catalog_games_vendor_name_unique').on(t.vendorCode, t.gameName),
    index('catalog_games_type_idx').on(t.gameType, t.vendorCode, t.sortOrder),
    check('catalog_games_support_play', sql`${t.supportPlay} in (0, 1)`),
  ],
);

/** A merchant's categories: position on the home page and category bar, and whether shown. */
export const catalogCategorySorting = pgTable(
  'catalog_category_sorting',
  {
    merchantCode: text('merchant_code').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    ordinal: integer('ordinal').notNull(),
    display: boolean('display').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.gameType] })],
);

/** A merchant's vendors within a category: their order and whether shown. */
export const catalogVendorSorting = pgTable(
  'catalog_vendor_sorting',
  {
    merchantCode: text('merchant_code').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => catalogVendors.code),
    ordinal: integer('ordinal').notNull(),
    display: boolean('display').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.gameType, t.vendorCode] })],
);

/** A member's favourite games; the unique key makes a repeated add a no-op. */
export const catalogFavourites = pgTable(
  'catalog_favourites',
  {
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => catalogGames.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.memberId, t.gameId] }), index('catalog_favourites_member_idx').on(t.memberId, t.createdAt)],
);

/** A member's recently played games: one row per game, moved to the front on each play. */
export const catalogRecentPlays = pgTable(
  'catalog_recent_plays',
  {
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => catalogGames.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.memberId, t.gameId] }),
    index('catalog_recent_member_idx').on(t.memberId, t.lastPlayedAt),
    index('catalog_recent_played_idx').on(t.merchantCode, t.lastPlayedAt),
  ],
);

export type VendorRow = typeof catalogVendors.$inferSelect;
export type GameRow = typeof catalogGames.$inferSelect;
export type NewGameRow = typeof catalogGames.$inferInsert;
