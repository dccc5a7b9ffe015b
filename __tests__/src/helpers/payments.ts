import {
  PaymentPath,
  type DepositChannelValue,
  type DepositValue,
  type KycValue,
  type PayoutAccountValue,
  type RecordPage,
  type WithdrawalChannelValue,
  type WithdrawalReadiness,
  type WithdrawalValue,
} from '@common/contract/payments';
import type { Reply } from './fixtures';

/** 2026-11-26 10:00 UTC: every record's time. */
export const AT = Date.UTC(2026, 10, 26, 10, 0, 0);

/** A deposit channel: 100.00 – 25,000.00, 1.5 % + 2.00 fee, presets 500, 1,000 and 5,000. */
export function depositChannel(overrides: Partial<DepositChannelValue> = {}): DepositChannelValue {
  return { id: 1, code: 'bkash', kind: 'mobileWallet', name: 'bKash', icon: '', min: 10_000, max: 2_500_000, feeBps: 150, feeFixed: 200, presets: [50_000, 100_000, 500_000], ...overrides };
}

/** One channel of each kind, in the merchant's order. */
export function depositChannels(): DepositChannelValue[] {
  return [
    depositChannel({ id: 1, code: 'gw', kind: 'gateway', name: 'Online pay', feeBps: 0, feeFixed: 0, presets: [20_000] }),
    depositChannel({ id: 2 }),
    depositChannel({ id: 3, code: 'bank', kind: 'bankTransfer', name: 'City Bank', feeBps: 0, feeFixed: 500, presets: [] }),
  ];
}

/** A deposit of 1,000.00 on bKash, created: the instructions to pay. */
export function deposit(overrides: Partial<DepositValue> = {}): DepositValue {
  return {
    id: 'dep-1',
    channelId: 2,
    channelName: 'bKash',
    kind: 'mobileWallet',
    amount: 100_000,
    fee: 1_700,
    credited: 98_300,
    status: 'created',
    reason: null,
    redirectUrl: null,
    instructions: { accountNumber: '01712345678', accountName: 'Mlobby Ltd', bankName: null, reference: 'MLB-7Q2K', expiresAt: AT + 30 * 60_000 },
    trxId: null,
    senderNumber: null,
    proofCount: 0,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** A payout account: a bKash wallet ending 5678. */
export function payoutAccount(overrides: Partial<PayoutAccountValue> = {}): PayoutAccountValue {
  return { id: 11, channelId: 21, kind: 'mobileWallet', provider: 'bKash', holder: 'Alice Rahman', masked: '*******5678', createdAt: AT, ...overrides };
}

/** A withdrawal channel: 200.00 – 50,000.00, 1 % fee. */
export function withdrawalChannel(overrides: Partial<WithdrawalChannelValue> = {}): WithdrawalChannelValue {
  return { id: 21, code: 'bkash-out', kind: 'mobileWallet', name: 'bKash', min: 20_000, max: 5_000_000, feeBps: 100, feeFixed: 0, ...overrides };
}

/** Everything ready: 5,000.00 available, a password, one account, turnover met, no identity needed. */
export function readiness(overrides: Partial<WithdrawalReadiness> = {}): WithdrawalReadiness {
  return {
    available: 500_000,
    held: 0,
    channels: [withdrawalChannel(), withdrawalChannel({ id: 22, code: 'bank-out', kind: 'bankTransfer', name: 'City Bank' })],
    accounts: [payoutAccount()],
    maxAccounts: 3,
    hasWithdrawalPassword: true,
    turnover: { required: 0, done: 0, remaining: 0 },
    bonusWagering: { remaining: 0, bonuses: [] },
    kyc: { status: 'none', singleThreshold: null, cumulativeThreshold: null, requiredNow: false },
    blockers: [],
    ...overrides,
  };
}

/** A withdrawal of 1,000.00 just requested: held, waiting for finance. */
export function withdrawal(overrides: Partial<WithdrawalValue> = {}): WithdrawalValue {
  return {
    id: 'wd-1',
    amount: 100_000,
    fee: 1_000,
    payout: 99_000,
    status: 'pending',
    reason: null,
    account: payoutAccount(),
    channelName: 'bKash',
    steps: [{ status: 'pending', at: AT }],
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** Identity not yet sent. */
export function kyc(overrides: Partial<KycValue> = {}): KycValue {
  return { status: 'none', reason: null, fields: null, documents: { front: false, back: false, selfie: false }, submittedAt: null, decidedAt: null, ...overrides };
}

/** One page of records. */
export function recordPage<T>(content: T[], pageNum = 1, totalPages = 1): RecordPage<T> {
  return { content, pageNum, totalPages, total: content.length };
}

/** A successful envelope. */
export const ok = <T>(value: T) => ({ success: true, value });

/** A refusal as the server words it. */
export const refused = (code: string, message: string) => ({ success: false, code, message });

/** The member's money routes: channels of each kind, a ready withdrawal, no identity yet, empty records. */
export function paymentRoutes(): Record<string, Reply> {
  return {
    [`GET ${PaymentPath.channels}`]: ok(depositChannels()),
    [`GET ${PaymentPath.withdraw}`]: ok(readiness()),
    [`GET ${PaymentPath.bankCards}`]: ok([payoutAccount()]),
    [`GET ${PaymentPath.kyc}`]: ok(kyc()),
    [`GET ${PaymentPath.deposits}`]: ok(recordPage([])),
    [`GET ${PaymentPath.withdrawals}`]: ok(recordPage([])),
    [`GET ${PaymentPath.transactions}`]: ok(recordPage([])),
    [`GET ${PaymentPath.codeList}`]: ok(['bet', 'win', 'deposit', 'withdrawal']),
  };
}

/** A picture file of the given type and size. */
export function picture(name = 'proof.jpg', type = 'image/jpeg', size = 1024): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  if (size > 16) Object.defineProperty(file, 'size', { value: size });
  return file;
}
