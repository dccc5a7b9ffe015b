/**
 * Tables owned by the wallet module: a double-entry ledger (ARCHITECTURE.md "Money"). Other
 * modules go through the wallet's service, never these tables.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Who an account belongs to: a member, the merchant's house, a game vendor (more later: agents, bonuses). */
export type OwnerKind = 'member' | 'house' | 'vendor';
/** Real money, or demo credit for trial play; one transaction never mixes the two. */
export type AccountKind = 'real' | 'demo';
export type TransactionKind = 'bet' | 'win' | 'rollback' | 'adjustment' | 'demo_credit';

/**
 * One balance per owner, currency and kind. `balance` is a cache of the sum of the account's
 * entries, kept in step inside the posting transaction (verifyBalances checks it). Only member
 * accounts must stay non-negative: the house pays wins and demo credit out of a running total.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    ownerKind: text('owner_kind').$type<OwnerKind>().notNull(),
    /** members.id for member accounts; 0 for the house; the vendor's id for vendors. */
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').$type<AccountKind>().notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_unique').on(t.merchantCode, t.ownerKind, t.ownerId, t.currency, t.kind),
    check('ledger_accounts_member_non_negative', sql`${t.ownerKind} <> 'member' or ${t.balance} >= 0`),
    check('ledger_accounts_kind', sql`${t.kind} in ('real', 'demo')`),
  ],
);

/** One balance change; the idempotency key (round id, order id, request id) makes a retry apply once. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<TransactionKind>().notNull(),
    reference: jsonb('reference').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ledger_transactions_idempotency_unique').on(t.merchantCode, t.idempotencyKey)],
);

/** The legs of a transaction: signed amounts in minor units that sum to zero per transaction. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_transaction_idx').on(t.transactionId), index('ledger_entries_account_idx').on(t.accountId, t.id)],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
