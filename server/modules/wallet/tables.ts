/**
 * Tables owned by the wallet module: a double-entry ledger (ARCHITECTURE.md "Money"). Other
 * modules go through the wallet's service, never these tables.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Who an account belongs to: a member, the merchant's house, a game vendor, or a payment channel
 * (its clearing account: what the channel has collected for or paid out of the merchant).
 */
/**
 * Who owns an account. `vendor_player` is a member's player account at a transfer-wallet vendor
 * (vendor_players.id): its balance is the money we hold that vendor to be keeping for the member
 * (docs/transfer-wallet.md), real money bounded like a member's.
 */
export const OWNER_KINDS = ['member', 'house', 'vendor', 'channel', 'vendor_player'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];
/**
 * What an account holds: real money, demo credit for trial play, the house's bonus budget (a bonus
 * is paid from it into the member's real balance), loyalty points, or real money held for a
 * withdrawal in flight, or the house's agent commission budget (agent salaries and dividends are paid
 * from it, docs/agents.md). A transaction moves one pool (ledger.ts POOL_OF): demo credit and points
 * never turn into real money inside a posting.
 */
export const ACCOUNT_KINDS = ['real', 'demo', 'bonus', 'points', 'withdrawal', 'commission'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/**
 * The stored kind of a posting: one per wallet intent (intents.ts INTENT_KIND). The first five
 * predate the intents and keep their names, because ledger rows are never rewritten.
 */
export const TRANSACTION_KINDS = [
  'bet',
  'win',
  'rollback',
  'adjustment',
  'demo_credit',
  'deposit',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_pay',
  'bonus_grant',
  'bonus_forfeit',
  'points_earn',
  'points_redeem',
  'points_expire',
  'agent_transfer',
  'agent_commission',
  'transfer_in',
  'transfer_reverse',
  'transfer_out',
  'vendor_result',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
/** A list of names as the body of an SQL `in (...)` (constants only, never input). */
const sqlList = (names: readonly string[]) => sql.raw(names.map((n) => `'${n}'`).join(', '));

/**
 * One balance per owner, currency and kind. `balance` is a cache of the sum of the account's
 * entries, kept in step inside the posting transaction (verifyBalances checks it). Only member and
 * vendor-player accounts must stay non-negative: the house pays wins and demo credit out of a running total.
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
    /**
     * Sub-account of a vendor's side (0 for every other account, and for the intent path): the
     * one-trip seamless wallet puts each posting's vendor leg on a sub-account above 0 that no
     * other transaction holds, so bets never queue on one counterparty row (docs/seamless-wallet.md "Counterparty").
     */
    shard: smallint('shard').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_unique').on(t.merchantCode, t.ownerKind, t.ownerId, t.currency, t.kind, t.shard),
    check('ledger_accounts_member_non_negative', sql`${t.ownerKind} not in ('member', 'vendor_player') or ${t.balance} >= 0`),
    check('ledger_accounts_kind', sql`${t.kind} in (${sqlList(ACCOUNT_KINDS)})`),
    check('ledger_accounts_owner_kind', sql`${t.ownerKind} in (${sqlList(OWNER_KINDS)})`),
  ],
);

/**
 * One balance change; the idempotency key (round id, order id, request id) makes a retry apply
 * once. `kind` names the intent that posted it and `reference` its typed reference (intents.ts).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<TransactionKind>().notNull(),
    reference: jsonb('reference').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The id of the database transaction that wrote the posting. Ids are handed out at insert and
     * committed in another order; the posting feed reads in (xid, id) order only below the oldest
     * transaction still running, so a posting that commits late is never skipped (postings.ts).
     */
    xid: bigint('xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
  },
  (t) => [
    unique('ledger_transactions_idempotency_unique').on(t.merchantCode, t.idempotencyKey),
    index('ledger_transactions_feed_idx').on(t.xid, t.id),
    // The console dashboard sums a time window (dashboard.ts).
    index('ledger_transactions_created_idx').on(t.createdAt),
    check('ledger_transactions_kind', sql`${t.kind} in (${sqlList(TRANSACTION_KINDS)})`),
  ],
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
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    // Player-protection limits sum one account's rolling windows (flows.ts).
    index('ledger_entries_account_time_idx').on(t.accountId, t.createdAt),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * Members some wallet guard must see (docs/seamless-wallet.md "One round trip"): the one-trip
 * seamless function sends a marked member's debit to the guarded intent path and keeps every
 * other member's in one round trip. Modules holding guard state mark the member (guardMember) in
 * the transaction that stores it; a row is never removed (a stale one only costs the slower path).
 */
export const walletGuardedMembers = pgTable('wallet_guarded_members', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
