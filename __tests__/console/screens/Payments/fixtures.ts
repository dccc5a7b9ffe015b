/** Channels and rules as the console's payment calls answer them. */
import type { ConsoleChannel, PaymentSettingsValue } from '@common/contract/consolePayments';

export const bkash: ConsoleChannel = {
  id: 4,
  merchantCode: 'MLOBBY',
  kind: 'mobileWallet',
  code: 'bkash',
  adapter: 'mobile-wallet',
  names: { en: 'bKash', bn: 'বিকাশ' },
  icon: '',
  depositEnabled: true,
  withdrawEnabled: false,
  sort: 1,
  memberTypes: [0, 1, 2],
  minDeposit: 10_000,
  maxDeposit: 2_500_000,
  minWithdraw: 50_000,
  maxWithdraw: 5_000_000,
  depositFeeBps: 150,
  depositFeeFixed: 0,
  withdrawFeeBps: 0,
  withdrawFeeFixed: 1_000,
  dailyDepositCap: null,
  dailyWithdrawCap: 10_000_000,
  accountNumber: '01711000000',
  accountName: 'M Lobby Ltd',
  bankName: null,
  presets: [50_000, 100_000],
  createdAt: 1,
  updatedAt: 1,
};

export const gateway: ConsoleChannel = { ...bkash, id: 5, kind: 'gateway', code: 'sim', adapter: 'gateway-simulator', names: { en: 'Card' }, sort: 2, accountNumber: '', accountName: '', presets: [] };

export const rules: PaymentSettingsValue = {
  merchantCode: 'MLOBBY',
  turnoverMultiplierPercent: 100,
  withdrawalApprovalThreshold: 5_000_000,
  kycSingleWithdrawalThreshold: 10_000_000,
  kycCumulativeDepositThreshold: null,
  maxPayoutAccounts: 3,
  depositExpiryMinutes: 30,
};
