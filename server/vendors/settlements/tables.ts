/**
 * The table owned by the house vendors (server/vendors/): every credit and rollback their game
 * servers owe the seamless wallet, written before the first attempt and kept until the wallet
 * accepts it, so a win survives a failed wallet, a crash or a restart. An open round's row is the
 * rollback of its debit, written before the debit and due only after the open-round timeout
 * (open-rounds.ts); the round's outcome replaces it.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CreditRequest, RollbackRequest } from '../seamless/contract';

export type SettlementOperation = 'credit' | 'rollback';

export const houseVendorSettlements = pgTable(
  'house_vendor_settlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorCode: text('vendor_code').notNull(),
    operation: text('operation').$type<SettlementOperation>().notNull(),
    /** The exact request, resent unchanged: the same requestId and transactionId every time. */
    body: jsonb('body').$type<CreditRequest | RollbackRequest>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Due for a resend from then on; a process sending it first moves it ahead (its claim). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** When the wallet accepted it; null while owed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // One row per wallet request: the wallet is idempotent per (vendor, requestId), so is this table.
    uniqueIndex('house_vendor_settlements_request_unique').on(t.vendorCode, sql`(${t.body}->>'requestId')`),
    check('house_vendor_settlements_operation', sql`${t.operation} in ('credit', 'rollback')`),
    // The resend scan: owed rows by due time.
    index('house_vendor_settlements_due_idx').on(t.nextAttemptAt).where(sql`${t.settledAt} is null`),
  ],
);

export type SettlementRow = typeof houseVendorSettlements.$inferSelect;
