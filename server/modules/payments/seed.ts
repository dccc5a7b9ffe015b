/**
 * The demo merchant's channels (README "Demo merchant and accounts"): the gateway simulator, the
 * Alipay, QQ and WeChat configurations of §7 on it, a bKash-style mobile wallet and a bank
 * transfer, with limits in BDT minor units (100 = 1 BDT). Only missing channels are inserted, so
 * an operator's changes survive restarts. The simulator channels' secrets are random and never
 * shown: the simulator reads them through the keyring like our callback route does.
 */
import type { ChannelInput } from '@common/contract/consolePayments';
import type { Database } from '../../db/connection';
import type { Keyring } from '../crypto';
import { insertChannel, newChannelSecret } from './channel-admin';

const BDT = (taka: number) => taka * 100;

const COMMON = {
  icon: '',
  memberTypes: [0, 1, 2],
  depositFeeBps: 0,
  depositFeeFixed: 0,
  withdrawFeeBps: 0,
  withdrawFeeFixed: 0,
  dailyWithdrawCap: BDT(100_000),
  accountNumber: '',
  accountName: '',
  bankName: null,
} as const;

/** A deposit-only gateway configuration of the simulator (the §7 wallets of China take money in, they do not pay out here). */
const gatewayWallet = (code: string, sort: number, names: Record<string, string>, depositFeeBps: number): ChannelInput => ({
  ...COMMON,
  memberTypes: [...COMMON.memberTypes],
  code,
  adapter: 'gateway-simulator',
  names,
  depositEnabled: true,
  withdrawEnabled: false,
  sort,
  minDeposit: BDT(100),
  maxDeposit: BDT(50_000),
  minWithdraw: BDT(500),
  maxWithdraw: BDT(25_000),
  depositFeeBps,
  dailyDepositCap: BDT(100_000),
  presets: [BDT(500), BDT(1_000), BDT(5_000), BDT(10_000)],
});

export const DEMO_CHANNELS: readonly ChannelInput[] = [
  {
    ...gatewayWallet('gateway', 10, { en: 'Payment gateway (simulator)', bn: 'পেমেন্ট গেটওয়ে (সিমুলেটর)', 'zh-CN': '支付网关（模拟）' }, 0),
    withdrawEnabled: true,
  },
  {
    ...COMMON,
    memberTypes: [...COMMON.memberTypes],
    code: 'bkash',
    adapter: 'mobile-wallet',
    names: { en: 'bKash', bn: 'বিকাশ' },
    depositEnabled: true,
    withdrawEnabled: true,
    sort: 20,
    minDeposit: BDT(200),
    maxDeposit: BDT(25_000),
    minWithdraw: BDT(500),
    maxWithdraw: BDT(25_000),
    dailyDepositCap: BDT(50_000),
    accountNumber: '01700000000',
    accountName: 'MLOBBY Demo',
    presets: [BDT(500), BDT(1_000), BDT(2_000), BDT(5_000)],
  },
  {
    ...COMMON,
    memberTypes: [...COMMON.memberTypes],
    code: 'bank',
    adapter: 'bank-transfer',
    names: { en: 'Bank transfer', bn: 'ব্যাংক ট্রান্সফার' },
    depositEnabled: true,
    withdrawEnabled: true,
    sort: 30,
    minDeposit: BDT(1_000),
    maxDeposit: BDT(100_000),
    minWithdraw: BDT(1_000),
    maxWithdraw: BDT(100_000),
    dailyDepositCap: null,
    accountNumber: '1234567890123',
    accountName: 'MLOBBY Demo Ltd',
    bankName: 'Demo Bank, Gulshan branch',
    presets: [BDT(1_000), BDT(5_000), BDT(10_000), BDT(50_000)],
  },
  gatewayWallet('alipay', 40, { en: 'Alipay', 'zh-CN': '支付宝', 'zh-TW': '支付寶' }, 150),
  gatewayWallet('qq', 50, { en: 'QQ Wallet', 'zh-CN': 'QQ钱包', 'zh-TW': 'QQ錢包' }, 100),
  gatewayWallet('wechat', 60, { en: 'WeChat Pay', 'zh-CN': '微信支付', 'zh-TW': '微信支付' }, 100),
];

/**
 * Inserts the demo channels the merchant does not have yet. `simulator` false (production, where
 * the gateway simulator is not mounted) leaves out the gateway channels, which would send players
 * to a page that does not exist; the manual ones work anywhere.
 */
export async function seedPaymentChannels(db: Database, keyring: Keyring, merchantCode: string, now: number, simulator = true): Promise<void> {
  const channels = simulator ? DEMO_CHANNELS : DEMO_CHANNELS.filter((channel) => channel.adapter !== 'gateway-simulator');
  for (const channel of channels) await insertChannel({ keyring }, db, merchantCode, channel, newChannelSecret(), new Date(now));
}
