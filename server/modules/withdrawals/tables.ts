/**
 * Tables owned by the withdrawals module (issue 14): the members' payout accounts, withdrawals
 * with every step they went through, and each member's wagering requirement as the posting feed
 * has built it. Amounts are minor units.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { WITHDRAWAL_STATUSES, type ChannelKind, type WithdrawalStatus } from '@common/contract/payments';

/** A list of names as the body of an SQL `in (...)` (constants only, never input). */
const sqlList = (names: readonly string[]) => sql.raw(names.map((n) => `'${n}'`).join(', '));

/**
 * A member's bank account or mobile-wallet number on one withdrawal channel. Removal keeps the row
 * (removedAt), so a withdrawal made to it still shows where it went; a live number is unique per
 * member and channel.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    channelId: bigint('channel_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<ChannelKind>().notNull(),
    /** The bank's or wallet's name as the member saw it when adding the account. */
    provider: text('provider').notNull(),
    holder: text('holder').notNull(),
    /** Upper case, spaces and dashes removed (payout-accounts.ts normalNumber). */
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_accounts_live_unique').on(t.memberId, t.channelId, t.accountNumber).where(sql`${t.removedAt} is null`),
    index('payout_accounts_member_idx').on(t.memberId, t.id),
  ],
);

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/**
 * One withdrawal request: the amount held at request (wallet withdrawHold), its fee and payout,
 * and where it stands. `requestId` is the member's key: a retried request finds its row.
 * `firstApproverId` is the operator whose approval moved it to checking (maker-checker);
 * `externalId` the provider's id of the payout once started.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    payoutAccountId: bigint('payout_account_id', { mode: 'number' })
      .notNull()
      .references(() => payoutAccounts.id),
    channelId: bigint('channel_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    /** Why it was rejected (the operator's words) or why the payout failed. */
    reason: text('reason'),
    firstApproverId: bigint('first_approver_id', { mode: 'number' }),
    externalId: text('external_id'),
    /** How many times the payout was sent to the channel (the call is idempotent by withdrawal id). */
    payoutAttempts: integer('payout_attempts').notNull().default(0),
    /** When the payout was last sent or its status last read; the payout job waits a while after it. */
    payoutCheckedAt: timestamp('payout_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('withdrawals_request_unique').on(t.memberId, t.requestId),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_queue_idx').on(t.merchantCode, t.status, t.createdAt),
    index('withdrawals_paying_idx').on(t.payoutCheckedAt).where(sql`${t.status} = 'paying'`),
    check('withdrawals_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.payout} > 0 and ${t.payout} = ${t.amount} - ${t.fee}`),
    check('withdrawals_status', sql`${t.status} in (${sqlList(WITHDRAWAL_STATUSES)})`),
  ],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Every status a withdrawal reached, who moved it there and why (the member sees them as steps). */
export const withdrawalSteps = pgTable(
  'withdrawal_steps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    withdrawalId: text('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    /** The audit actor: member:<id>, operator:<id> or 'payout' (the channel's answer). */
    actor: text('actor').notNull(),
    /** The deciding operator, for the review queue's decisions. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('withdrawal_steps_withdrawal_idx').on(t.withdrawalId, t.id)],
);

export type WithdrawalStepRow = typeof withdrawalSteps.$inferSelect;

/**
 * Each member's wagering requirement, folded from the posting feed (wagering.ts) up to the
 * consumer's cursor: the real balance the feed has seen, the turnover required by deposits since
 * the requirement last cleared and the real stakes counted against it, and all deposits ever.
 */
export const memberWagering = pgTable(
  'member_wagering',
  {
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    done: bigint('done', { mode: 'bigint' }).notNull(),
    deposited: bigint('deposited', { mode: 'bigint' }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** The member's last posting folded in (feed order): a reader folds the member's later ones on top. */
    xid: bigint('xid', { mode: 'number' }).notNull(),
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.memberId] })],
);

export type WageringRow = typeof memberWagering.$inferSelect;
