/**
 * A merchant's channels as members see them: the ones open for deposit to the member's type, in
 * the merchant's order, named in the request's language, with their limits and fee.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChannelNames } from '@common/contract/consolePayments';
import type { DepositChannelValue } from '@common/contract/payments';
import { languageHeaderOf, OFFERED_LANGUAGES } from '@common/rules/languages';
import type { Database } from '../../db/connection';
import type { Keyring } from '../crypto';
import { wireAmount } from '../wallet';
import { paymentChannels, type PaymentChannelRow } from './channel-tables';

/** The contract's fee: floor(amount × bps / 10000) + fixed, in integers only. */
export function channelFee(amount: bigint, feeBps: number, feeFixed: bigint): bigint {
  return (amount * BigInt(feeBps)) / 10_000n + feeFixed;
}

/**
 * The channel's name for a Language header (EN, BN, CN…): the first offered language with that
 * header that the channel names (zh-CN before zh-TW for CN), else English, else the code.
 */
export function channelName(names: ChannelNames, code: string, languageHeader: string | undefined): string {
  const header = (languageHeader ?? '').trim().toUpperCase();
  const match = OFFERED_LANGUAGES.find((l) => languageHeaderOf(l.code) === header && names[l.code]);
  return (match && names[match.code]) || names.en || code;
}

/** A channel with deposits on, open to `memberType`, as the site shows it. */
export function depositChannelValue(row: PaymentChannelRow, languageHeader: string | undefined): DepositChannelValue {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: channelName(row.names, row.code, languageHeader),
    icon: row.icon,
    min: wireAmount(row.minDeposit),
    max: wireAmount(row.maxDeposit),
    feeBps: row.depositFeeBps,
    feeFixed: wireAmount(row.depositFeeFixed),
    presets: row.presets.filter((p) => p >= row.minDeposit && p <= row.maxDeposit).map(wireAmount),
  };
}

/** Whether members of `memberType` may deposit through the channel now. */
export function openForDeposit(row: PaymentChannelRow, memberType: number): boolean {
  return row.depositEnabled && row.memberTypes.includes(memberType);
}

/** The merchant's channels on for deposits (or, with side 'withdraw', withdrawals) open to `memberType`, in order (sort, then id). */
export async function depositChannels(db: Database, merchantCode: string, memberType: number, side: 'deposit' | 'withdraw' = 'deposit'): Promise<PaymentChannelRow[]> {
  const enabled = side === 'deposit' ? paymentChannels.depositEnabled : paymentChannels.withdrawEnabled;
  return db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(enabled, true), sql`${memberType} = any(${paymentChannels.memberTypes})`))
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

/** One channel of the merchant by id, or null. */
export async function findChannel(db: Database, merchantCode: string, id: number): Promise<PaymentChannelRow | null> {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.id, id)))
    .limit(1);
  return row ?? null;
}

/** One channel by id, whatever its merchant (the deposit row already names it), or null. */
export async function channelById(db: Database, id: number): Promise<PaymentChannelRow | null> {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id)).limit(1);
  return row ?? null;
}

/**
 * The channels with this code, of the named merchant or, unnamed, of any merchant: a provider's
 * callback URL names the channel and (as ?merchant=) its merchant.
 */
export async function channelsByCode(db: Database, code: string, merchantCode: string | undefined): Promise<PaymentChannelRow[]> {
  const byCode = eq(paymentChannels.code, code);
  return db
    .select()
    .from(paymentChannels)
    .where(merchantCode === undefined ? byCode : and(byCode, eq(paymentChannels.merchantCode, merchantCode)))
    .limit(2);
}

/** The channel's signing secret, opened with the keyring; null when it has none (manual kinds). */
export function openChannelSecret(keyring: Keyring, channel: Pick<PaymentChannelRow, 'secretSealed'>): string | null {
  return channel.secretSealed === null ? null : keyring.unseal(channel.secretSealed);
}

/**
 * The opened secret of the merchant's gateway-simulator channel with this code, or null: what the
 * simulator, standing in for the provider, signs its pages and callbacks with.
 */
export async function simulatorSecret(db: Database, keyring: Keyring, merchantCode: string, code: string): Promise<string | null> {
  const [channel] = await channelsByCode(db, code, merchantCode);
  return channel?.adapter === 'gateway-simulator' ? openChannelSecret(keyring, channel) : null;
}
