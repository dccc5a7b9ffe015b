/**
 * The console's payment calls (issue 14): each merchant's channels and payment rules, and what
 * a player's page shows of deposits, withdrawals, turnover and identity. Review queues for manual
 * deposits, withdrawals and KYC are the generic ones of review.ts.
 */
import type { ChannelKind, DepositValue, KycValue, WithdrawalValue } from './payments';
import { CONSOLE_API } from './operator';

export const ConsolePaymentPath = {
  /** GET ?merchantCode → ConsoleChannel[] (in order); POST ChannelInput → CreatedChannel. */
  channels: `${CONSOLE_API}/payments/channels`,
  /** PUT ChannelInput → ConsoleChannel. */
  channel: (id: number | string) => `${CONSOLE_API}/payments/channels/${id}`,
  /** GET ?merchantCode → PaymentSettingsValue; PUT PaymentSettingsValue. */
  settings: `${CONSOLE_API}/payments/settings`,
  /** GET → PlayerPaymentsValue. */
  player: (id: number | string) => `${CONSOLE_API}/players/${id}/payments`,
} as const;

/** The adapters a channel can run on (server/channels/). */
export const CHANNEL_ADAPTERS = ['gateway-simulator', 'mobile-wallet', 'bank-transfer'] as const;
export type ChannelAdapterId = (typeof CHANNEL_ADAPTERS)[number];

/** Texts per language code (en, bn, …); en is the fallback. */
export type ChannelNames = Record<string, string>;

export interface ChannelInput {
  merchantCode?: string;
  /** Unique within the merchant; letters, digits, - and _. */
  code: string;
  adapter: ChannelAdapterId;
  names: ChannelNames;
  icon: string;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  sort: number;
  /** Member types (0, 1, 2) that may use it. */
  memberTypes: number[];
  minDeposit: number;
  maxDeposit: number;
  minWithdraw: number;
  maxWithdraw: number;
  depositFeeBps: number;
  depositFeeFixed: number;
  withdrawFeeBps: number;
  withdrawFeeFixed: number;
  /** Per member per day, minor units; null: no cap. */
  dailyDepositCap: number | null;
  dailyWithdrawCap: number | null;
  /** Manual kinds: where players pay (receiving number or bank account). Gateway: unused. */
  accountNumber: string;
  accountName: string;
  bankName: string | null;
  /** Deposit amount buttons. */
  presets: number[];
}

export interface ConsoleChannel extends ChannelInput {
  id: number;
  merchantCode: string;
  kind: ChannelKind;
  createdAt: number;
  updatedAt: number;
}

/** The answer that created a channel: a gateway channel's signing secret, shown this once (null for manual kinds). */
export interface CreatedChannel extends ConsoleChannel {
  secret: string | null;
}

/** A merchant's payment rules. */
export interface PaymentSettingsValue {
  merchantCode?: string;
  /** Turnover required per approved deposit, in percent of the deposit (100 = 1×). */
  turnoverMultiplierPercent: number;
  /** A withdrawal above this needs a second finance operator's approval. */
  withdrawalApprovalThreshold: number;
  /** A single withdrawal above this needs verified identity; null: never. */
  kycSingleWithdrawalThreshold: number | null;
  /** Once approved deposits pass this, every withdrawal needs verified identity; null: never. */
  kycCumulativeDepositThreshold: number | null;
  maxPayoutAccounts: number;
  /** Minutes an unpaid deposit stays open before it expires. */
  depositExpiryMinutes: number;
}

export interface PlayerPaymentsValue {
  turnover: { required: number; done: number; remaining: number };
  kyc: KycValue & { documentUrls: Partial<Record<'front' | 'back' | 'selfie', string>> };
  deposits: DepositValue[];
  withdrawals: WithdrawalValue[];
}
