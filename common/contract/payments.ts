/**
 * Money in and out (issue 14), member side: deposit channels, deposits, withdrawals, payout
 * accounts (§7 bankCard), identity verification (KYC) and the member's records. Amounts are minor
 * units on the wire; fees are basis points (1 bp = 0.01 %) plus a fixed part, so no float is ever
 * needed: fee = floor(amount × feeBps / 10000) + feeFixed.
 */
import type { BonusValue } from './promotions';

export const PaymentPath = {
  /** GET → DepositChannelValue[]: the merchant's deposit channels open to the caller's member type, in order. */
  channels: '/wps/payments/channels',
  /** POST DepositStartRequest → DepositValue (gateway: redirectUrl; manual kinds: instructions). GET RecordsQuery → RecordPage<DepositValue>. */
  deposits: '/wps/payments/deposits',
  /** GET → DepositValue (the caller's own). */
  deposit: (id: string) => `/wps/payments/deposits/${id}`,
  /** POST MobileWalletConfirmRequest → DepositValue: the sender number and TrxID of a mobile-wallet payment; the deposit then waits for review. */
  depositConfirm: (id: string) => `/wps/payments/deposits/${id}/confirm`,
  /** POST multipart (field `pictures`, 1..IMAGES_MAX_COUNT files of §5 (common/rules/limits.ts)) → DepositValue: a bank transfer's proof; the deposit then waits for review. */
  depositProof: (id: string) => `/wps/payments/deposits/${id}/proof`,
  /** POST: a provider's signed server-to-server callback for a gateway channel (not the browser's). */
  callback: (channelCode: string) => `/wps/payments/callback/${channelCode}`,
  /** GET → WithdrawalReadiness; POST WithdrawalRequest → WithdrawalValue (§7 /wps/transaction/withdraw). */
  withdraw: '/wps/transaction/withdraw',
  /** GET RecordsQuery → RecordPage<WithdrawalValue>. */
  withdrawals: '/wps/transaction/withdrawals',
  /** GET → PayoutAccountValue[]; POST AddPayoutAccountRequest → PayoutAccountValue (§7 bankCard). */
  bankCards: '/wps/member/bankCard',
  /** POST RemovePayoutAccountRequest → null. */
  bankCardRemove: '/wps/member/bankCard/remove',
  /** GET TransactionQuery → RecordPage<TransactionValue>: the caller's postings (§7 transaction via /wps/relay/). */
  transactions: '/wps/relay/transaction',
  /** GET → TransactionKind[]: the kinds the transaction filter offers (§7 code list via /wps/relay/). */
  codeList: '/wps/relay/codeList',
  /** GET → KycValue; POST multipart (files front, back, selfie; fields address, nationality, occupation, sourceOfIncome) → KycValue. */
  kyc: '/wps/member/kyc',
} as const;

/** How a channel takes money. */
export const CHANNEL_KINDS = ['gateway', 'mobileWallet', 'bankTransfer'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** A deposit channel as the site shows it. */
export interface DepositChannelValue {
  id: number;
  code: string;
  kind: ChannelKind;
  /** In the request's language (falls back to English, then the code). */
  name: string;
  /** A URL, or '' for the kind's default icon. */
  icon: string;
  min: number;
  max: number;
  feeBps: number;
  feeFixed: number;
  /** Amount buttons, minor units, within min..max. */
  presets: number[];
}

export interface DepositStartRequest {
  channelId: number;
  amount: number;
  /** The caller's key for this attempt (uuid): a retried start returns the same deposit. */
  requestId: string;
}

export interface MobileWalletConfirmRequest {
  /** The number the player paid from. */
  senderNumber: string;
  /** The provider's transaction id (TrxID) from the player's confirmation SMS; unique per channel. */
  trxId: string;
}

export const DEPOSIT_STATUSES = ['created', 'pending', 'approved', 'rejected', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** What the player does to pay a manual channel. */
export interface DepositInstructions {
  /** Mobile wallet: the merchant's receiving number; bank: the account number. */
  accountNumber: string;
  accountName: string;
  /** Bank transfer: the bank (and branch). */
  bankName: string | null;
  /** Put this in the payment's reference or memo. */
  reference: string;
  /** Epoch ms after which an unpaid (created) deposit expires. */
  expiresAt: number;
}

export interface DepositValue {
  id: string;
  channelId: number;
  channelName: string;
  kind: ChannelKind;
  amount: number;
  fee: number;
  /** amount − fee: what reaches the balance when approved. */
  credited: number;
  status: DepositStatus;
  /** Why it was rejected or expired, in the request's language; null otherwise. */
  reason: string | null;
  /** Gateway, status created: where the player pays. */
  redirectUrl: string | null;
  /** Manual kinds: how to pay. */
  instructions: DepositInstructions | null;
  trxId: string | null;
  senderNumber: string | null;
  proofCount: number;
  createdAt: number;
  updatedAt: number;
}

/** A payout account: a bank account or a mobile-wallet number of the member (§7 bankCard). */
export interface PayoutAccountValue {
  id: number;
  /** The withdrawal channel it pays through. */
  channelId: number;
  kind: ChannelKind;
  /** The bank or wallet's name. */
  provider: string;
  holder: string;
  /** The number with all but its last 4 characters hidden. */
  masked: string;
  createdAt: number;
}

export interface AddPayoutAccountRequest {
  channelId: number;
  holder: string;
  accountNumber: string;
  /** Bank accounts: the bank and branch. */
  bankName?: string;
  withdrawalPassword: string;
}

export interface RemovePayoutAccountRequest {
  id: number;
  withdrawalPassword: string;
}

/** A withdrawal channel as the withdrawal screen shows it. */
export interface WithdrawalChannelValue {
  id: number;
  code: string;
  kind: ChannelKind;
  name: string;
  min: number;
  max: number;
  feeBps: number;
  feeFixed: number;
}

/** What stands between the member and a withdrawal, in the order the screen lists them. */
export const WITHDRAWAL_BLOCKERS = ['withdrawalPassword', 'payoutAccount', 'turnover', 'kyc', 'balance'] as const;
export type WithdrawalBlocker = (typeof WITHDRAWAL_BLOCKERS)[number];

export const KYC_STATUSES = ['none', 'review', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** GET /wps/transaction/withdraw: everything the screen needs to say what is possible, before the player asks. */
export interface WithdrawalReadiness {
  /** The real balance that may be withdrawn now. */
  available: number;
  /** Held in requests under review or payout. */
  held: number;
  channels: WithdrawalChannelValue[];
  accounts: PayoutAccountValue[];
  maxAccounts: number;
  hasWithdrawalPassword: boolean;
  /** Wagering still required by approved deposits (deposit × the merchant's multiplier). */
  turnover: { required: number; done: number; remaining: number };
  /** Wagering still required by the member's active bonuses (docs/promotions.md "Wagering"): all together, and each one. */
  bonusWagering: { remaining: number; bonuses: BonusValue[] };
  kyc: {
    status: KycStatus;
    /** A single withdrawal above this needs verified identity; null: never. */
    singleThreshold: number | null;
    /** Verified identity is needed for any withdrawal once approved deposits pass this; null: never. */
    cumulativeThreshold: number | null;
    /** True when every withdrawal needs it now (the cumulative threshold is passed). */
    requiredNow: boolean;
  };
  /** Empty when a withdrawal of some amount is possible now. */
  blockers: WithdrawalBlocker[];
}

export interface WithdrawalRequest {
  payoutAccountId: number;
  amount: number;
  withdrawalPassword: string;
  /** The caller's key (uuid): a retried request returns the same withdrawal. */
  requestId: string;
}

export const WITHDRAWAL_STATUSES = ['pending', 'checking', 'paying', 'paid', 'rejected', 'failed'] as const;
/**
 * pending: held, waiting for finance; checking: approved once, above the merchant's threshold so a
 * second operator must approve; paying: sent to the channel; paid; rejected (released, with the
 * reason); failed (the payout failed, released, with the reason).
 */
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export interface WithdrawalStep {
  status: WithdrawalStatus;
  at: number;
}

export interface WithdrawalValue {
  id: string;
  amount: number;
  fee: number;
  /** amount − fee: what the payout account receives. */
  payout: number;
  status: WithdrawalStatus;
  /** Why it was rejected or failed, in the request's language. */
  reason: string | null;
  account: PayoutAccountValue;
  channelName: string;
  steps: WithdrawalStep[];
  createdAt: number;
  updatedAt: number;
}

/** A list filter: dates as yyyy-mm-dd (the merchant's day, UTC for now), inclusive. */
export interface RecordsQuery {
  pageNum?: number;
  from?: string;
  to?: string;
  status?: string;
}

export const RECORD_PAGE_SIZE = 20;

/** One page of the member's records, newest first. */
export interface RecordPage<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** What the transaction history groups postings into (the member's words, not the ledger's). */
export const TRANSACTION_KINDS = ['bet', 'win', 'refund', 'deposit', 'withdrawal', 'adjustment', 'bonus', 'transfer', 'points'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export interface TransactionQuery extends RecordsQuery {
  kind?: TransactionKind;
}

export interface TransactionValue {
  transactionId: number;
  kind: TransactionKind;
  /** Signed minor units on the member's account. */
  amount: number;
  /** real, bonus, withdrawal, points. */
  account: string;
  /** A short description: the game or vendor, the channel, the lottery order… ('' when nothing to say). */
  description: string;
  createdAt: number;
}

export interface KycFields {
  address: string;
  nationality: string;
  occupation: string;
  sourceOfIncome: string;
}

export const KYC_DOCUMENTS = ['front', 'back', 'selfie'] as const;
export type KycDocument = (typeof KYC_DOCUMENTS)[number];

export interface KycValue {
  status: KycStatus;
  /** Why it was rejected, as the operator wrote it. */
  reason: string | null;
  fields: KycFields | null;
  /** Which documents are on file. */
  documents: Record<KycDocument, boolean>;
  submittedAt: number | null;
  decidedAt: number | null;
}

/** Field limits of the KYC form. */
export const KYC_FIELD_MAX = 200;
