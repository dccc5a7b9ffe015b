/**
 * The transfer-wallet vendor simulator's own books (docs/transfer-wallet.md "Simulator"): what a
 * third-party vendor keeps on its side. Our platform never reads these tables; it learns them only
 * through the vendor's answers, as it would from a real vendor.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A player at the simulated vendor, with the balance the vendor holds for it. */
export const transferSimPlayers = pgTable(
  'transfer_sim_players',
  {
    ref: text('ref').primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    /** The operator's (our) name for the player: merchant and member id. */
    externalId: text('external_id').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('transfer_sim_players_balance', sql`${t.balance} >= 0`), index('transfer_sim_players_external_idx').on(t.vendorCode, t.externalId)],
);

/**
 * Every transfer id the vendor has seen: applied, refused, or (`expired`) asked about before it
 * arrived: a transfer whose status was answered "not found" is refused if it arrives later, so
 * the operator's reversal after that answer is final.
 */
export const transferSimTransfers = pgTable(
  'transfer_sim_transfers',
  {
    transferId: text('transfer_id').primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    playerRef: text('player_ref').notNull(),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('transfer_sim_transfers_direction', sql`${t.direction} in ('in', 'out')`),
    check('transfer_sim_transfers_outcome', sql`${t.outcome} in ('applied', 'refused', 'expired')`),
  ],
);

/** A round played at the simulated vendor, against its own balance (no wallet call). */
export const transferSimRounds = pgTable(
  'transfer_sim_rounds',
  {
    id: uuid('id').primaryKey(),
    playerRef: text('player_ref').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('transfer_sim_rounds_player_idx').on(t.playerRef, t.at)],
);
