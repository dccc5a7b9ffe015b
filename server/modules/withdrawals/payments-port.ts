/**
 * What withdrawals take from the payments module (a merchant's payment rules, its channels) and
 * from the channel adapters. TEMPORARY: until the deposits branch brings the payments index and
 * server/channels' registry, this reads the channel tables itself and stands in for the gateway
 * simulator's payouts; it then becomes re-exports of those.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChannelAdapter, PayoutState } from '../../channels/adapter';
import type { Database } from '../../db/connection';
// eslint-disable-next-line no-restricted-imports -- temporary, see above
import { paymentChannels, paymentSettings, type PaymentChannelRow } from '../payments/channel-tables';

export type { PaymentChannelRow };

export interface PaymentSettings {
  turnoverMultiplierPercent: number;
  withdrawalApprovalThreshold: bigint;
  kycSingleWithdrawalThreshold: bigint | null;
  kycCumulativeDepositThreshold: bigint | null;
  maxPayoutAccounts: number;
  depositExpiryMinutes: number;
}

const DEFAULTS: PaymentSettings = {
  turnoverMultiplierPercent: 100,
  withdrawalApprovalThreshold: 5_000_000n,
  kycSingleWithdrawalThreshold: 2_500_000n,
  kycCumulativeDepositThreshold: 10_000_000n,
  maxPayoutAccounts: 5,
  depositExpiryMinutes: 30,
};

/** The merchant's payment rules (its row, or the defaults). */
export async function paymentSettingsOf(db: Database, merchantCode: string): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.merchantCode, merchantCode)).limit(1);
  return row ?? { ...DEFAULTS };
}

/** One channel of the merchant, or null. */
export async function channelOf(db: Database, merchantCode: string, id: number): Promise<PaymentChannelRow | null> {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.id, id)))
    .limit(1);
  return row ?? null;
}

/** The merchant's channels open for withdrawals to a member type, in order. */
export function withdrawalChannelsFor(db: Database, merchantCode: string, memberType: number): Promise<PaymentChannelRow[]> {
  return db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.withdrawEnabled, true), sql`${memberType} = any(${paymentChannels.memberTypes})`))
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

/** A channel's name in `language` (falls back to English, then its code). */
export function channelName(channel: Pick<PaymentChannelRow, 'names' | 'code'>, language: string): string {
  return channel.names[language] ?? channel.names.en ?? channel.code;
}

/** Stand-in payouts: numbers ending 0000 fail, 1111 stay pending until asked about, the rest are paid. */
const standIn = {
  id: 'gateway-simulator',
  name: 'stand-in',
  kind: 'gateway',
  startDeposit: () => Promise.reject(new Error('stand-in: no deposits')),
  startPayout: async (context): Promise<PayoutState> => {
    if (context.account.number.endsWith('0000')) return { status: 'failed', reason: 'account closed' };
    if (context.account.number.endsWith('1111')) return { status: 'pending', externalId: `sim-${context.withdrawalId}` };
    return { status: 'paid', externalId: `sim-${context.withdrawalId}` };
  },
  payoutStatus: async (_channel, _withdrawalId, externalId): Promise<PayoutState> => ({ status: 'paid', externalId }),
} satisfies ChannelAdapter;

/** The adapter a channel runs on. */
export function adapterOf(channel: PaymentChannelRow): ChannelAdapter {
  void channel;
  return standIn;
}
