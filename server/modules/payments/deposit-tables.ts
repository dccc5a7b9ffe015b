/**
 * Deposits (issue 14): one row per attempt to put money in through a channel. A row is credited
 * at most once: its status moves by conditional UPDATEs only, the ledger posting's idempotency key
 * is derived from its id, and (channel, external id) and (channel, TrxID) are unique, so one
 * provider payment or one mobile-wallet transaction can never credit two deposits.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ErrorCodeValue } from '@common/contract/envelope';
import type { ChannelKind, DepositInstructions, DepositStatus } from '@common/contract/payments';
import { paymentChannels } from './channel-tables';

export const deposits = pgTable(
  'deposits',
  {
    /** A random UUID: the deposit's public id, its ledger reference and the gateway's order id. */
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => paymentChannels.id),
    kind: text('kind').$type<ChannelKind>().notNull(),
    currency: text('currency').notNull(),
    /** What the player pays, minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The channel's fee at the start: floor(amount × bps / 10000) + fixed. */
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    /** amount − fee: what the approval credits. */
    credited: bigint('credited', { mode: 'bigint' }).notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('created'),
    /** The caller's key of the start: a retried start answers the same deposit. */
    requestId: text('request_id').notNull(),
    /** Gateway: where the player pays (set once the adapter answered the start). */
    redirectUrl: text('redirect_url'),
    /** Manual kinds: what the player was told to do. */
    instructions: jsonb('instructions').$type<DepositInstructions>(),
    /** The gateway's id of the payment, from its verified callback. */
    externalId: text('external_id'),
    /** Mobile wallet: the player's transaction id and the number they paid from. */
    trxId: text('trx_id'),
    senderNumber: text('sender_number'),
    /** Bank transfer: storage keys of the proof pictures. */
    proofKeys: text('proof_keys').array().notNull().default(sql`'{}'`),
    /** Why it was rejected or expired, as a code the member reads in their language (expired, failed at the provider). */
    reasonCode: text('reason_code').$type<ErrorCodeValue>(),
    /** An operator's reason for a rejection (shown as written). */
    reason: text('reason'),
    /** The code of the wallet guard that refused the credit; the deposit then waits, pending, for review. */
    guardCode: text('guard_code').$type<ErrorCodeValue>(),
    /** The operator who approved or rejected it in review. */
    decidedById: bigint('decided_by_id', { mode: 'number' }),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('deposits_request').on(t.memberId, t.requestId),
    unique('deposits_external').on(t.channelId, t.externalId),
    unique('deposits_trx').on(t.channelId, t.trxId),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    index('deposits_review_idx').on(t.merchantCode, t.status, t.createdAt),
    index('deposits_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'created'`),
    check('deposits_status', sql`${t.status} in ('created', 'pending', 'approved', 'rejected', 'expired')`),
    check('deposits_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.credited} > 0 and ${t.credited} = ${t.amount} - ${t.fee}`),
  ],
);

export type DepositRow = typeof deposits.$inferSelect;
