/**
 * A payment channel being edited (docs/payments.md "Review queues and the console"): the form's
 * strings, and the ChannelInput made of them or the first problem to fix. Amounts are typed with
 * 2 decimals and sent in minor units; fees are typed as percent with 2 decimals (basis points on
 * the wire). Pure, so the rules are tested without a form; the server checks them again.
 */
import type { ChannelAdapterId, ChannelInput, ConsoleChannel } from '@common/contract/consolePayments';
import { money, parseMoney } from '../../format';

export interface NameRow {
  lang: string;
  name: string;
}

export interface ChannelDraft {
  code: string;
  adapter: ChannelAdapterId;
  names: NameRow[];
  icon: string;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  sort: string;
  memberTypes: number[];
  minDeposit: string;
  maxDeposit: string;
  minWithdraw: string;
  maxWithdraw: string;
  depositFeePercent: string;
  depositFeeFixed: string;
  withdrawFeePercent: string;
  withdrawFeeFixed: string;
  dailyDepositCap: string;
  dailyWithdrawCap: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
  /** Amounts separated by commas or spaces. */
  presets: string;
}

/** The member types a channel can be open to (0, 1, 2: §4; trial accounts never deposit). */
export const CHANNEL_MEMBER_TYPES = [0, 1, 2] as const;

export const CHANNEL_PROBLEMS = ['badCode', 'nameMissing', 'badLanguage', 'badAmount', 'minAboveMax', 'badFee', 'badSort', 'noMemberType', 'presetOutOfRange', 'accountMissing'] as const;
export type ChannelProblem = (typeof CHANNEL_PROBLEMS)[number];

/** The manual kinds show the merchant's account to the player, so they need one. */
export const isManual = (adapter: ChannelAdapterId) => adapter !== 'gateway-simulator';

/** Minor units as the form shows them, without thousands separators (so they read back). */
const plain = (minor: number) => money(minor).replace(/,/g, '');

/** The form of a new channel (a manual mobile wallet, on for both ways) or an existing one. */
export function draftOfChannel(c: ConsoleChannel | null): ChannelDraft {
  if (!c) {
    return {
      code: '',
      adapter: 'mobile-wallet',
      names: [{ lang: 'en', name: '' }],
      icon: '',
      depositEnabled: true,
      withdrawEnabled: true,
      sort: '0',
      memberTypes: [...CHANNEL_MEMBER_TYPES],
      minDeposit: '',
      maxDeposit: '',
      minWithdraw: '',
      maxWithdraw: '',
      depositFeePercent: '0.00',
      depositFeeFixed: '0.00',
      withdrawFeePercent: '0.00',
      withdrawFeeFixed: '0.00',
      dailyDepositCap: '',
      dailyWithdrawCap: '',
      accountNumber: '',
      accountName: '',
      bankName: '',
      presets: '',
    };
  }
  return {
    code: c.code,
    adapter: c.adapter,
    names: Object.entries(c.names).map(([lang, name]) => ({ lang, name })),
    icon: c.icon,
    depositEnabled: c.depositEnabled,
    withdrawEnabled: c.withdrawEnabled,
    sort: String(c.sort),
    memberTypes: [...c.memberTypes],
    minDeposit: plain(c.minDeposit),
    maxDeposit: plain(c.maxDeposit),
    minWithdraw: plain(c.minWithdraw),
    maxWithdraw: plain(c.maxWithdraw),
    depositFeePercent: plain(c.depositFeeBps),
    depositFeeFixed: plain(c.depositFeeFixed),
    withdrawFeePercent: plain(c.withdrawFeeBps),
    withdrawFeeFixed: plain(c.withdrawFeeFixed),
    dailyDepositCap: c.dailyDepositCap === null ? '' : plain(c.dailyDepositCap),
    dailyWithdrawCap: c.dailyWithdrawCap === null ? '' : plain(c.dailyWithdrawCap),
    accountNumber: c.accountNumber,
    accountName: c.accountName,
    bankName: c.bankName ?? '',
    presets: c.presets.map(plain).join(', '),
  };
}

class Problem extends Error {
  constructor(readonly problem: ChannelProblem) {
    super(problem);
  }
}

/** An amount of at least `min` minor units. */
function amount(text: string, min = 0): number {
  const minor = parseMoney(text);
  if (minor === null || minor < min) throw new Problem('badAmount');
  return minor;
}

/** A percent with 2 decimals as basis points (0 to 100 %). */
function feeBps(text: string): number {
  const bps = parseMoney(text);
  if (bps === null || bps < 0 || bps > 10_000) throw new Problem('badFee');
  return bps;
}

const cap = (text: string): number | null => (text.trim() === '' ? null : amount(text, 1));

const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

function namesOf(rows: readonly NameRow[]): Record<string, string> {
  const written = rows.map((r) => ({ lang: r.lang.trim(), name: r.name.trim() })).filter((r) => r.lang !== '' || r.name !== '');
  if (written.some((r) => !LANGUAGE.test(r.lang))) throw new Problem('badLanguage');
  const names = Object.fromEntries(written.filter((r) => r.name !== '').map((r) => [r.lang, r.name]));
  // English is every other language's fallback on the site.
  if (!names.en) throw new Problem('nameMissing');
  return names;
}

/** The ChannelInput of a draft for `merchantCode`, or the first problem the operator must fix. */
export function channelInputOf(draft: ChannelDraft, merchantCode: string): { input: ChannelInput } | { problem: ChannelProblem } {
  try {
    const code = draft.code.trim();
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(code)) throw new Problem('badCode');
    const names = namesOf(draft.names);
    const sort = Number(draft.sort);
    if (!/^\d{1,6}$/.test(draft.sort.trim()) || !Number.isSafeInteger(sort)) throw new Problem('badSort');
    if (draft.memberTypes.length === 0) throw new Problem('noMemberType');
    const [minDeposit, maxDeposit, minWithdraw, maxWithdraw] = [draft.minDeposit, draft.maxDeposit, draft.minWithdraw, draft.maxWithdraw].map((text) => amount(text, 1)) as [number, number, number, number];
    if (maxDeposit < minDeposit || maxWithdraw < minWithdraw) throw new Problem('minAboveMax');
    const presets = draft.presets.split(/[\s,]+/).filter((text) => text !== '').map((text) => amount(text, 1));
    if (presets.some((p) => p < minDeposit || p > maxDeposit)) throw new Problem('presetOutOfRange');
    const accountNumber = draft.accountNumber.trim();
    const accountName = draft.accountName.trim();
    if (isManual(draft.adapter) && (!accountNumber || !accountName)) throw new Problem('accountMissing');
    return {
      input: {
        merchantCode,
        code,
        adapter: draft.adapter,
        names,
        icon: draft.icon.trim(),
        depositEnabled: draft.depositEnabled,
        withdrawEnabled: draft.withdrawEnabled,
        sort,
        memberTypes: [...draft.memberTypes].sort(),
        minDeposit,
        maxDeposit,
        minWithdraw,
        maxWithdraw,
        depositFeeBps: feeBps(draft.depositFeePercent),
        depositFeeFixed: amount(draft.depositFeeFixed),
        withdrawFeeBps: feeBps(draft.withdrawFeePercent),
        withdrawFeeFixed: amount(draft.withdrawFeeFixed),
        dailyDepositCap: cap(draft.dailyDepositCap),
        dailyWithdrawCap: cap(draft.dailyWithdrawCap),
        accountNumber,
        accountName,
        bankName: draft.bankName.trim() || null,
        presets,
      },
    };
  } catch (err) {
    if (err instanceof Problem) return { problem: err.problem };
    throw err;
  }
}
