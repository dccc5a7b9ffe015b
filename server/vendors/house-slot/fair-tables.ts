/**
 * The provably fair house slot's tables (docs/house-slot.md "Provably fair"): each member's seed
 * pairs, and every spin with the seed, client seed and nonce its stops were derived from.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A member's server seed (secret until rotated) with its SHA-256 shown before play, the client
 * seed the member chose, and the next nonce. One active (unrevealed) row per member.
 */
export const houseSlotSeeds = pgTable(
  'house_slot_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** 32 random bytes, hex; never answered while the row is active. */
    serverSeed: text('server_seed').notNull(),
    /** SHA-256 of the server seed's bytes (not its hex text, as the lottery's), hex: the commitment shown before the first spin. */
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next spin: 0, 1, 2… with this server seed. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the member rotated it: the seed is shown from then on and no spin uses it again. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('house_slot_seeds_one_active').on(t.memberId).where(sql`${t.revealedAt} is null`)],
);

/** One spin: what it was derived from and what it showed. */
export const houseSlotSpins = pgTable(
  'house_slot_spins',
  {
    /** The round id of the wallet's stake and payout. */
    roundId: uuid('round_id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => houseSlotSeeds.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** The reel stops, reel 1 first. */
    stops: integer('stops').array().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('house_slot_spins_seed_nonce').on(t.seedId, t.nonce), index('house_slot_spins_member_idx').on(t.memberId, t.createdAt)],
);
