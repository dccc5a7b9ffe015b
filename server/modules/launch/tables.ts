/** Tables owned by the launch module. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameType, LaunchMode } from '@common/contract/games';
import { members } from '../member/tables';
import type { AccountKind } from '../wallet/tables';

/**
 * A game session: what a launch hands the vendor (the id is named in every wallet call), so the
 * id is random and unguessable; a house game's URL carries a one-time ticket instead. It names the member and the account the
 * vendor moves money on. At most one open session per member and vendor: a new launch ends the
 * previous one, and the partial unique index makes that the database's rule.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    accountKind: text('account_kind').$type<AccountKind>().notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** Null for a vendor-lobby launch (vassKey without a game). */
    gameId: integer('game_id'),
    gameType: text('game_type').$type<GameType>().notNull(),
    mode: text('mode').$type<LaunchMode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the one-time launch ticket a house game's URL carries instead of the id;
     * null once the game page exchanged it (launch/tickets.ts).
     */
    ticketDigest: text('ticket_digest'),
  },
  (t) => [
    uniqueIndex('game_sessions_open_unique').on(t.memberId, t.vendorCode).where(sql`${t.endedAt} is null`),
    index('game_sessions_member_idx').on(t.memberId),
    uniqueIndex('game_sessions_ticket_unique').on(t.ticketDigest).where(sql`${t.ticketDigest} is not null`),
    check('game_sessions_account_kind', sql`${t.accountKind} in ('real', 'demo')`),
  ],
);

export type GameSessionRow = typeof gameSessions.$inferSelect;
