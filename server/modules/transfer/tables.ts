/**
 * The transfer-wallet module's tables (docs/transfer-wallet.md): a member's player account at a
 * transfer-wallet vendor, and every transfer to or from it, by our transfer id. The money itself
 * is in the ledger (the vendor_player account owned by vendor_players.id); these rows say where
 * each transfer stands, so an unknown outcome is queried until known and resolved exactly once.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/**
 * pending: written, vendor not yet answered (the call is in flight); unknown: the call failed
 * without an answer (timeout, connection), held and queried; completed: the vendor applied it;
 * refused: the vendor said no (an `in` is reversed in the same transaction); reversed: an `in`
 * the status query found never applied, its money returned. The last three are final.
 */
export const TRANSFER_STATES = ['pending', 'unknown', 'completed', 'refused', 'reversed'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];
/** The states of a transfer still open: at most one per vendor player. */
export const OPEN_TRANSFER_STATES: readonly TransferState[] = ['pending', 'unknown'];

/** Why a transfer was made: a launch, the member's return or "recall all", or the periodic sweep. */
export const TRANSFER_CAUSES = ['launch', 'return', 'recall', 'sweep', 'operator'] as const;
export type TransferCause = (typeof TRANSFER_CAUSES)[number];

const list = (names: readonly string[]) => sql.raw(names.map((n) => `'${n}'`).join(', '));

/** A member's player at a vendor, created on the first launch (the vendor's createPlayer). */
export const vendorPlayers = pgTable(
  'vendor_players',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code').notNull(),
    /** The vendor's id of the player (its createPlayer answer). */
    vendorPlayerRef: text('vendor_player_ref').notNull(),
    /** The last launch of this vendor's games: the sweep brings back money idle since. */
    lastLaunchAt: timestamp('last_launch_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('vendor_players_member_vendor').on(t.memberId, t.vendorCode), index('vendor_players_vendor_idx').on(t.vendorCode, t.merchantCode)],
);

/** One transfer, by our id: the vendor is asked with it and deduplicates by it. */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: uuid('id').primaryKey(),
    vendorPlayerId: bigint('vendor_player_id', { mode: 'number' })
      .notNull()
      .references(() => vendorPlayers.id),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    vendorCode: text('vendor_code').notNull(),
    direction: text('direction').$type<TransferDirection>().notNull(),
    /** Minor units, > 0. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: text('state').$type<TransferState>().notNull(),
    cause: text('cause').$type<TransferCause>().notNull(),
    /** Status queries made for an unknown outcome. */
    queries: integer('queries').notNull().default(0),
    /** An unknown transfer's next status query; a process querying it moves it ahead (its claim). */
    nextQueryAt: timestamp('next_query_at', { withTimezone: true }),
    /** The vendor's reference once applied, or its refusal reason, or the last failure. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('vendor_transfers_direction', sql`${t.direction} in (${list(TRANSFER_DIRECTIONS)})`),
    check('vendor_transfers_state', sql`${t.state} in (${list(TRANSFER_STATES)})`),
    check('vendor_transfers_cause', sql`${t.cause} in (${list(TRANSFER_CAUSES)})`),
    check('vendor_transfers_amount', sql`${t.amount} > 0`),
    // One open transfer per vendor player: a second launch, return or sweep waits for it instead of racing it.
    uniqueIndex('vendor_transfers_one_open').on(t.vendorPlayerId).where(sql`${t.state} in ('pending', 'unknown')`),
    index('vendor_transfers_due_idx').on(t.nextQueryAt).where(sql`${t.state} in ('pending', 'unknown')`),
    index('vendor_transfers_member_idx').on(t.memberId, t.createdAt),
    index('vendor_transfers_vendor_idx').on(t.merchantCode, t.vendorCode, t.createdAt),
  ],
);

export type VendorPlayerRow = typeof vendorPlayers.$inferSelect;
export type VendorTransferRow = typeof vendorTransfers.$inferSelect;
