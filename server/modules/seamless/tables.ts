/**
 * Tables owned by the seamless-wallet module (server/vendors/seamless/contract.ts). Money itself
 * lives in the wallet's ledger; these tables hold what makes the vendor API exactly-once: the
 * vendors' secrets, every answered request and every vendor transaction id seen.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { SeamlessOperation, SeamlessResponse } from '../../vendors/seamless/contract';
import type { AccountKind } from '../wallet/tables';

/**
 * One signing secret per vendor code, sealed with the keyring (credentials.ts); `id` is also the
 * owner id of the vendor's ledger accounts, so rotation replaces the secret in place.
 */
export const vendorCredentials = pgTable('vendor_credentials', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  vendorCode: text('vendor_code').notNull().unique(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When an operator last issued it a new secret; null: the first one still. */
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});

/**
 * The first response to each (vendor, requestId), written in the operation's transaction: by the
 * one-trip function with its answer as the last write (a duplicate meeting the taken id undoes its
 * own work and returns the stored answer), by the guarded path (answerOnce) as a claim before the
 * operation, answered at its end. Either way a concurrent duplicate waits on the unique index and
 * then returns the stored response; the operation applies once.
 */
export const seamlessRequests = pgTable(
  'seamless_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorCode: text('vendor_code').notNull(),
    requestId: text('request_id').notNull(),
    operation: text('operation').$type<SeamlessOperation>().notNull(),
    response: jsonb('response').$type<SeamlessResponse>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('seamless_requests_vendor_request_unique').on(t.vendorCode, t.requestId)],
);

/**
 * debit / credit: a vendor transaction applied. tombstone: a rollback named this id before any
 * debit with it arrived, so that debit is refused when it comes late.
 */
export type SeamlessTransactionKind = 'debit' | 'credit' | 'tombstone';

/** Each vendor transaction id at most once (the unique constraint decides, not a prior read). */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<SeamlessTransactionKind>().notNull(),
    sessionId: text('session_id').notNull(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    accountKind: text('account_kind').$type<AccountKind>().notNull(),
    gameType: text('game_type').notNull(),
    gameId: integer('game_id'),
    roundId: text('round_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The ledger posting; null for a zero win (a lost round closing) and for tombstones. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('seamless_transactions_vendor_transaction_unique').on(t.vendorCode, t.transactionId),
    check('seamless_transactions_amount', sql`${t.amount} >= 0`),
    // The winner board: newest real wins of a merchant.
    index('seamless_transactions_wins_idx')
      .on(t.merchantCode, t.createdAt)
      .where(sql`${t.kind} = 'credit' and ${t.accountKind} = 'real' and ${t.amount} > 0`),
  ],
);

export type VendorCredentialRow = typeof vendorCredentials.$inferSelect;
export type SeamlessTransactionRow = typeof seamlessTransactions.$inferSelect;
