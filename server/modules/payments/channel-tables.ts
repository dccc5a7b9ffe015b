/**
 * A merchant's payment channels and payment rules (issue 14). Amounts are minor units; fees are
 * basis points plus a fixed part (common/contract/payments.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ChannelAdapterId, ChannelNames } from '@common/contract/consolePayments';
import type { ChannelKind } from '@common/contract/payments';

export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    code: text('code').notNull(),
    adapter: text('adapter').$type<ChannelAdapterId>().notNull(),
    kind: text('kind').$type<ChannelKind>().notNull(),
    names: jsonb('names').$type<ChannelNames>().notNull(),
    icon: text('icon').notNull().default(''),
    depositEnabled: boolean('deposit_enabled').notNull(),
    withdrawEnabled: boolean('withdraw_enabled').notNull(),
    sort: integer('sort').notNull().default(0),
    memberTypes: integer('member_types').array().notNull(),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull(),
    maxDeposit: bigint('max_deposit', { mode: 'bigint' }).notNull(),
    minWithdraw: bigint('min_withdraw', { mode: 'bigint' }).notNull(),
    maxWithdraw: bigint('max_withdraw', { mode: 'bigint' }).notNull(),
    depositFeeBps: integer('deposit_fee_bps').notNull().default(0),
    depositFeeFixed: bigint('deposit_fee_fixed', { mode: 'bigint' }).notNull().default(sql`0`),
    withdrawFeeBps: integer('withdraw_fee_bps').notNull().default(0),
    withdrawFeeFixed: bigint('withdraw_fee_fixed', { mode: 'bigint' }).notNull().default(sql`0`),
    dailyDepositCap: bigint('daily_deposit_cap', { mode: 'bigint' }),
    dailyWithdrawCap: bigint('daily_withdraw_cap', { mode: 'bigint' }),
    accountNumber: text('account_number').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    bankName: text('bank_name'),
    presets: bigint('presets', { mode: 'bigint' }).array().notNull().default(sql`'{}'`),
    /**
     * The provider's signing secret for callbacks and payouts (gateway kinds), sealed like vendor
     * secrets (crypto module); null for manual kinds.
     */
    secretSealed: text('secret_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_channels_code').on(t.merchantCode, t.code),
    index('payment_channels_merchant_idx').on(t.merchantCode, t.sort),
    check('payment_channels_limits', sql`${t.minDeposit} > 0 and ${t.maxDeposit} >= ${t.minDeposit} and ${t.minWithdraw} > 0 and ${t.maxWithdraw} >= ${t.minWithdraw}`),
    check('payment_channels_fees', sql`${t.depositFeeBps} between 0 and 10000 and ${t.withdrawFeeBps} between 0 and 10000 and ${t.depositFeeFixed} >= 0 and ${t.withdrawFeeFixed} >= 0`),
  ],
);

export type PaymentChannelRow = typeof paymentChannels.$inferSelect;

/** A merchant's payment rules; a merchant without a row uses PAYMENT_SETTINGS_DEFAULTS. */
export const paymentSettings = pgTable('payment_settings', {
  merchantCode: text('merchant_code').primaryKey(),
  turnoverMultiplierPercent: integer('turnover_multiplier_percent').notNull(),
  withdrawalApprovalThreshold: bigint('withdrawal_approval_threshold', { mode: 'bigint' }).notNull(),
  kycSingleWithdrawalThreshold: bigint('kyc_single_withdrawal_threshold', { mode: 'bigint' }),
  kycCumulativeDepositThreshold: bigint('kyc_cumulative_deposit_threshold', { mode: 'bigint' }),
  maxPayoutAccounts: integer('max_payout_accounts').notNull(),
  depositExpiryMinutes: integer('deposit_expiry_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;
