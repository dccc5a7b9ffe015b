/**
 * Every wallet intent: who it debits and credits, the kind and reference it stores, one posting
 * per idempotency key, and no overdraw where the money leaves a member's account.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../../../server/db/connection';
import { balanceOf, channelAccount, ensureMemberAccount, houseAccount, vendorAccount } from '../../../../server/modules/wallet/accounts';
import { adjust, demoCredit, deposit, withdrawHold, withdrawPay, withdrawRelease } from '../../../../server/modules/wallet/cashier-intents';
import { payout, refund, stake } from '../../../../server/modules/wallet/game-intents';
import { WalletGuards } from '../../../../server/modules/wallet/guards';
import type { MemberSide } from '../../../../server/modules/wallet/intents';
import type { Posted } from '../../../../server/modules/wallet/ledger';
import { agentTransfer, bonusForfeit, bonusGrant, pointsEarn, pointsRedeem } from '../../../../server/modules/wallet/reward-intents';
import type { AccountKind, TransactionKind } from '../../../../server/modules/wallet/tables';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';

const M = 'MLOBBY';
const GAME = { vendorCode: 'SIM', gameType: 'RNG', gameId: 7, roundId: 'round-1' };
/** What each member-side account holds before a case runs; an overdraw asks for more than this. */
const FUNDED = 1_000n;

/** One intent posted with `amount` under `key`, and the accounts it must debit and credit. */
interface Case {
  kind: TransactionKind;
  from: number;
  to: number;
  /** Whether `from` is a member's account (then it can never go below zero). */
  memberPays: boolean;
  reference: Record<string, unknown>;
  post(key: string, amount: bigint): Promise<Posted>;
}

describe.each(databases())('wallet intents on $name', (dbCase) => {
  let handle: TestDatabase;
  let db: Database;
  const guards = new WalletGuards();
  let nextMember = 1;
  const house: Partial<Record<AccountKind, number>> = {};
  let vendor: number;
  let channel: number;

  beforeAll(async () => {
    handle = await openTestDatabase(dbCase);
    db = handle.handle.db;
    for (const kind of ['real', 'demo', 'bonus', 'points'] as const) house[kind] = (await houseAccount(db, M, kind)).id;
    vendor = (await vendorAccount(db, M, 1, 'real')).id;
    channel = (await channelAccount(db, M, 1)).id;
  }, 30_000);
  afterAll(() => handle.dispose());

  async function side(kind: AccountKind, memberId = nextMember++): Promise<MemberSide> {
    return { memberId, accountId: (await ensureMemberAccount(db, M, memberId, kind)).account.id, kind };
  }
  /** A real member holding FUNDED (an operator adjustment). */
  async function funded(): Promise<MemberSide> {
    const member = await side('real');
    const reference = { operatorReference: `fund-${member.memberId}`, reason: 'test' };
    await adjust(db, { merchant: M, member, houseAccountId: house.real!, amount: FUNDED, idempotencyKey: `fund-${member.memberId}`, reference });
    return member;
  }
  const base = (key: string, amount: bigint) => ({ merchant: M, idempotencyKey: key, amount });

  const cases: Record<string, () => Promise<Case>> = {
    stake: async () => {
      const member = await funded();
      const post = (key: string, amount: bigint) => stake(db, guards, { ...base(key, amount), member, vendorAccountId: vendor, reference: { ...GAME, transactionId: 'tx-1' } });
      return { kind: 'bet', from: member.accountId, to: vendor, memberPays: true, reference: { memberId: member.memberId, ...GAME, transactionId: 'tx-1' }, post };
    },
    payout: async () => {
      const member = await side('real');
      const post = (key: string, amount: bigint) => payout(db, { ...base(key, amount), member, vendorAccountId: vendor, reference: GAME });
      return { kind: 'win', from: vendor, to: member.accountId, memberPays: false, reference: { memberId: member.memberId, ...GAME }, post };
    },
    refund: async () => {
      const member = await side('real');
      const reference = { ...GAME, reverses: 'stake-key' };
      const post = (key: string, amount: bigint) => refund(db, { ...base(key, amount), member, vendorAccountId: vendor, reference });
      return { kind: 'rollback', from: vendor, to: member.accountId, memberPays: false, reference, post };
    },
    'adjust (credit)': async () => {
      const member = await side('real');
      const reference = { operatorReference: 'op-1', reason: 'goodwill' };
      const post = (key: string, amount: bigint) => adjust(db, { ...base(key, amount), member, houseAccountId: house.real!, reference });
      return { kind: 'adjustment', from: house.real!, to: member.accountId, memberPays: false, reference: { memberId: member.memberId, ...reference }, post };
    },
    'adjust (debit)': async () => {
      const member = await funded();
      const reference = { operatorReference: 'op-2', reason: 'correction' };
      const post = (key: string, amount: bigint) => adjust(db, { ...base(key, -amount), member, houseAccountId: house.real!, reference });
      return { kind: 'adjustment', from: member.accountId, to: house.real!, memberPays: true, reference, post };
    },
    demoCredit: async () => {
      const member = await side('demo');
      const post = (key: string, amount: bigint) => demoCredit(db, { ...base(key, amount), member, houseAccountId: house.demo! });
      return { kind: 'demo_credit', from: house.demo!, to: member.accountId, memberPays: false, reference: { memberId: member.memberId }, post };
    },
    deposit: async () => {
      const member = await side('real');
      const reference = { channelCode: 'BANK', channelOrderId: 'c-1' };
      const post = (key: string, amount: bigint) => deposit(db, guards, { ...base(key, amount), member, channelAccountId: channel, reference });
      return { kind: 'deposit', from: channel, to: member.accountId, memberPays: false, reference, post };
    },
    withdrawHold: async () => {
      const member = await funded();
      const hold = await side('withdrawal', member.memberId);
      const post = (key: string, amount: bigint) => withdrawHold(db, guards, { ...base(key, amount), member, holdAccountId: hold.accountId, reference: { withdrawalId: 'w-1' } });
      return { kind: 'withdraw_hold', from: member.accountId, to: hold.accountId, memberPays: true, reference: { withdrawalId: 'w-1' }, post };
    },
    withdrawRelease: async () => {
      const { member, hold } = await held();
      const post = (key: string, amount: bigint) => withdrawRelease(db, { ...base(key, amount), member, holdAccountId: hold, reference: { withdrawalId: 'w-2' } });
      return { kind: 'withdraw_release', from: hold, to: member.accountId, memberPays: true, reference: { withdrawalId: 'w-2' }, post };
    },
    withdrawPay: async () => {
      const { member, hold } = await held();
      const reference = { withdrawalId: 'w-3', channelCode: 'BANK' };
      const post = (key: string, amount: bigint) => withdrawPay(db, { ...base(key, amount), member, holdAccountId: hold, channelAccountId: channel, reference });
      return { kind: 'withdraw_pay', from: hold, to: channel, memberPays: true, reference, post };
    },
    bonusGrant: async () => {
      const member = await side('real');
      const post = (key: string, amount: bigint) => bonusGrant(db, { ...base(key, amount), member, houseAccountId: house.bonus!, reference: { bonusId: 'b-1' } });
      return { kind: 'bonus_grant', from: house.bonus!, to: member.accountId, memberPays: false, reference: { bonusId: 'b-1' }, post };
    },
    bonusForfeit: async () => {
      const member = await side('real');
      await bonusGrant(db, { ...base(`grant-${member.memberId}`, FUNDED), member, houseAccountId: house.bonus!, reference: { bonusId: 'b-2' } });
      const post = (key: string, amount: bigint) => bonusForfeit(db, { ...base(key, amount), member, houseAccountId: house.bonus!, reference: { bonusId: 'b-2' } });
      return { kind: 'bonus_forfeit', from: member.accountId, to: house.bonus!, memberPays: true, reference: { bonusId: 'b-2' }, post };
    },
    pointsEarn: async () => {
      const member = await side('points');
      const reference = { source: 'turnover', sourceId: '2026-11-25' };
      const post = (key: string, amount: bigint) => pointsEarn(db, { ...base(key, amount), member, houseAccountId: house.points!, reference });
      return { kind: 'points_earn', from: house.points!, to: member.accountId, memberPays: false, reference, post };
    },
    pointsRedeem: async () => {
      const member = await side('points');
      const earned = { source: 'turnover', sourceId: 'day-1' };
      await pointsEarn(db, { ...base(`earn-${member.memberId}`, FUNDED), member, houseAccountId: house.points!, reference: earned });
      const reference = { source: 'reward', sourceId: 'r-1' };
      const post = (key: string, amount: bigint) => pointsRedeem(db, { ...base(key, amount), member, houseAccountId: house.points!, reference });
      return { kind: 'points_redeem', from: member.accountId, to: house.points!, memberPays: true, reference, post };
    },
    agentTransfer: async () => {
      const agent = await funded();
      const member = await side('real');
      const post = (key: string, amount: bigint) => agentTransfer(db, guards, { ...base(key, amount), agent, member, reference: { transferId: 't-1' } });
      return { kind: 'agent_transfer', from: agent.accountId, to: member.accountId, memberPays: true, reference: { memberId: agent.memberId, toMemberId: member.memberId }, post };
    },
  };

  /** A funded member with FUNDED held for a withdrawal. */
  async function held(): Promise<{ member: MemberSide; hold: number }> {
    const member = await funded();
    const hold = (await side('withdrawal', member.memberId)).accountId;
    await withdrawHold(db, guards, { ...base(`hold-${member.memberId}`, FUNDED), member, holdAccountId: hold, reference: { withdrawalId: 'w-0' } });
    return { member, hold };
  }

  const transactionsWithKey = async (key: string) =>
    Number(((await db.execute(sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${key}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  test.each(Object.keys(cases))('%s debits its source, credits its counterparty and stores its kind and reference', async (name) => {
    const c = await cases[name]!();
    const [from, to] = [await balanceOf(db, c.from), await balanceOf(db, c.to)];
    const posted = await c.post(`${name}-once`, 100n);
    expect(posted.replayed).toBe(false);
    expect(posted.transaction).toMatchObject({ kind: c.kind, reference: expect.objectContaining(c.reference) });
    expect(posted.entries.map((e) => [e.accountId, e.amount]).sort()).toEqual([[c.from, -100n], [c.to, 100n]].sort());
    expect([await balanceOf(db, c.from), await balanceOf(db, c.to)]).toEqual([from - 100n, to + 100n]);
  });

  test.each(Object.keys(cases))('%s applies once per idempotency key', async (name) => {
    const c = await cases[name]!();
    const to = await balanceOf(db, c.to);
    const first = await c.post(`${name}-twice`, 100n);
    const again = await c.post(`${name}-twice`, 100n);
    expect(again).toMatchObject({ replayed: true, transaction: { id: first.transaction.id } });
    expect(await balanceOf(db, c.to)).toBe(to + 100n);
  });

  const memberPays = ['stake', 'adjust (debit)', 'withdrawHold', 'withdrawRelease', 'withdrawPay', 'bonusForfeit', 'pointsRedeem', 'agentTransfer'];
  test.each(memberPays)('%s refuses to take a member below zero and writes nothing', async (name) => {
    const c = await cases[name]!();
    expect(c.memberPays).toBe(true);
    const before = await balanceOf(db, c.from);
    await expect(c.post(`${name}-over`, before + 1n)).rejects.toMatchObject({ code: ErrorCode.insufficientFunds });
    expect(await balanceOf(db, c.from)).toBe(before);
    expect(await transactionsWithKey(`${name}-over`)).toBe(0);
  });

  test('every case that takes money from a member is in the overdraw list', async () => {
    const paying = [];
    for (const [name, make] of Object.entries(cases)) if ((await make()).memberPays) paying.push(name);
    expect(paying.sort()).toEqual([...memberPays].sort());
  });

  test('an intent refuses an account in the wrong role and writes nothing', async () => {
    const member = await funded();
    const asVendor = stake(db, guards, { ...base('wrong-role', 10n), member, vendorAccountId: house.real!, reference: GAME });
    await expect(asVendor).rejects.toThrow(/is house real, not vendor/);
    expect(await transactionsWithKey('wrong-role')).toBe(0);
    expect(await balanceOf(db, member.accountId)).toBe(FUNDED);
  });

  test('a posting never turns points or demo credit into real money, and a bonus lands only in the real balance', async () => {
    const intoPoints = bonusGrant(db, { ...base('bonus-to-points', 10n), member: await side('points'), houseAccountId: house.bonus!, reference: { bonusId: 'b-x' } });
    await expect(intoPoints).rejects.toThrow(/not member real/);
    const demoStake = stake(db, guards, { ...base('demo-vs-real', 10n), member: await side('demo'), vendorAccountId: vendor, reference: GAME });
    await expect(demoStake).rejects.toThrow(/not vendor demo/);
    expect(await transactionsWithKey('bonus-to-points')).toBe(0);
  });

  test('an intent moves a positive amount', async () => {
    const member = await side('real');
    await expect(payout(db, { ...base('zero', 0n), member, vendorAccountId: vendor, reference: GAME })).rejects.toThrow(/positive amount/);
  });
});
