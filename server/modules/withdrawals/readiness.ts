/**
 * GET /wps/transaction/withdraw: everything standing between the member and a withdrawal, in plain
 * terms, before the player asks (common/contract/payments.ts WithdrawalReadiness). The request
 * (request.ts) enforces the same rules; this only reports them.
 */
import type { KycStatus, WithdrawalBlocker, WithdrawalChannelValue, WithdrawalReadiness } from '@common/contract/payments';
import type { Database } from '../../db/connection';
import type { Member } from '../member';
import { memberBalances, wireAmount } from '../wallet';
import { kycStatusOf } from '../kyc';
import { channelName, depositChannels, paymentSettingsOf, type PaymentChannelRow, type PaymentSettings } from '../payments';
import { livePayoutAccounts, payoutAccountValue } from './payout-accounts';
import type { BonusWagering } from './bonus-wagering';
import { turnoverValue, wageringOf, type WageringState } from './wagering';

const nullableWire = (value: bigint | null) => (value === null ? null : wireAmount(value));

/** Whether every withdrawal needs verified identity now: approved deposits have passed the merchant's cumulative threshold. */
export function kycRequiredNow(settings: PaymentSettings, wagering: Pick<WageringState, 'deposited'>): boolean {
  return settings.kycCumulativeDepositThreshold !== null && wagering.deposited > settings.kycCumulativeDepositThreshold;
}

/** Whether a withdrawal of `amount` needs verified identity (single or cumulative threshold). */
export function kycRequiredFor(settings: PaymentSettings, wagering: Pick<WageringState, 'deposited'>, amount: bigint): boolean {
  const single = settings.kycSingleWithdrawalThreshold;
  return kycRequiredNow(settings, wagering) || (single !== null && amount > single);
}

function channelValue(channel: PaymentChannelRow, language: string | undefined): WithdrawalChannelValue {
  return {
    id: channel.id,
    code: channel.code,
    kind: channel.kind,
    name: channelName(channel.names, channel.code, language),
    min: wireAmount(channel.minWithdraw),
    max: wireAmount(channel.maxWithdraw),
    feeBps: channel.withdrawFeeBps,
    feeFixed: wireAmount(channel.withdrawFeeFixed),
  };
}

/** The member's withdrawal readiness as of now: the deposits' turnover and the bonuses' wagering both block it while any remains. */
export async function withdrawalReadiness(db: Database, bonusWagering: BonusWagering, member: Member, language: string | undefined): Promise<WithdrawalReadiness> {
  const settings = await paymentSettingsOf(db, member.merchantCode);
  const channels = await depositChannels(db, member.merchantCode, member.type, 'withdraw');
  const accounts = await livePayoutAccounts(db, member.id);
  const balances = await memberBalances(db, { id: member.id, merchantCode: member.merchantCode });
  const wagering = await wageringOf(db, member.merchantCode, member.id);
  const kyc: KycStatus = await kycStatusOf(db, member.id);
  const turnover = turnoverValue(wagering);
  const bonuses = await bonusWagering.of(db, member.merchantCode, member.id, language);
  const requiredNow = kycRequiredNow(settings, wagering);
  const usable = channels.filter((c) => accounts.some((a) => a.channelId === c.id));
  // The least a withdrawal can be: on the channels of the member's accounts, or any open one before there is an account.
  const smallest = (usable.length > 0 ? usable : channels).reduce<bigint | null>((min, c) => (min === null || c.minWithdraw < min ? c.minWithdraw : min), null);
  const blockers: WithdrawalBlocker[] = [];
  if (member.withdrawalPasswordHash === null) blockers.push('withdrawalPassword');
  if (usable.length === 0) blockers.push('payoutAccount');
  if (turnover.remaining > 0 || bonuses.remaining > 0n) blockers.push('turnover');
  if (requiredNow && kyc !== 'verified') blockers.push('kyc');
  if (BigInt(balances.real) < (smallest ?? 1n)) blockers.push('balance');
  return {
    available: balances.real,
    held: balances.withdrawal,
    channels: channels.map((c) => channelValue(c, language)),
    accounts: accounts.map(payoutAccountValue),
    maxAccounts: settings.maxPayoutAccounts,
    hasWithdrawalPassword: member.withdrawalPasswordHash !== null,
    turnover,
    bonusWagering: { remaining: wireAmount(bonuses.remaining), bonuses: bonuses.bonuses },
    kyc: {
      status: kyc,
      singleThreshold: nullableWire(settings.kycSingleWithdrawalThreshold),
      cumulativeThreshold: nullableWire(settings.kycCumulativeDepositThreshold),
      requiredNow,
    },
    blockers,
  };
}
