/**
 * The guard hook: guarded intents run the registered guards in the posting's transaction, after
 * locking its accounts; a refusal carries the guard's code and writes nothing, also under
 * concurrent stakes. A test guard stands in for the player-protection limits.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../../../server/db/connection';
import { balanceOf, channelAccount, ensureMemberAccount, houseAccount, vendorAccount } from '../../../../server/modules/wallet/accounts';
import { adjust, deposit, withdrawHold } from '../../../../server/modules/wallet/cashier-intents';
import { payout, stake } from '../../../../server/modules/wallet/game-intents';
import { walletPlugin, WalletGuards, type GuardAttempt, type WalletGuard } from '../../../../server/modules/wallet/guards';
import type { MemberSide } from '../../../../server/modules/wallet/intents';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';
import { count, dailyStakeLimit, STAKES_TODAY } from '../../helpers/wallet-guards';

const M = 'MLOBBY';
const GAME = { vendorCode: 'SIM', gameType: 'RNG', gameId: 7, roundId: 'round-1' };
const STAKES_PER_DAY = 5;

describe.each(databases())('wallet guards on $name', (dbCase) => {
  let handle: TestDatabase;
  let db: Database;
  let nextMember = 1;
  let vendor: number;
  let houseReal: number;
  const guards = new WalletGuards();
  const seen: GuardAttempt[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase(dbCase);
    db = handle.handle.db;
    vendor = (await vendorAccount(db, M, 1, 'real')).id;
    houseReal = (await houseAccount(db, M, 'real')).id;
    guards.register(dailyStakeLimit(STAKES_PER_DAY));
    guards.register({ id: 'test.recorder', name: 'Records what it sees', intents: ['stake', 'withdrawHold'], check: async (_tx, attempt) => (seen.push(attempt), null) });
    const refuseBigDeposits: WalletGuard = { id: 'test.deposit-cap', name: 'Deposits up to 500', intents: ['deposit'], check: async (_tx, a) => (a.amount > 500n ? { code: ErrorCode.walletLimitReached } : null) };
    guards.register(refuseBigDeposits);
  }, 30_000);
  afterAll(() => handle.dispose());

  async function funded(amount = 10_000n): Promise<MemberSide> {
    const memberId = nextMember++;
    const member: MemberSide = { memberId, accountId: (await ensureMemberAccount(db, M, memberId, 'real')).account.id, kind: 'real' };
    const reference = { operatorReference: `f${memberId}`, reason: 'test' };
    if (amount > 0n) await adjust(db, { merchant: M, member, houseAccountId: houseReal, amount, idempotencyKey: `fund-${memberId}`, reference });
    return member;
  }
  const bet = (member: MemberSide, key: string, amount = 100n) =>
    stake(db, guards, { merchant: M, member, vendorAccountId: vendor, amount, idempotencyKey: key, reference: { ...GAME, transactionId: key } });
  const keysLike = (prefix: string) => count(db, sql`select count(*)::int as n from ledger_transactions where idempotency_key like ${`${prefix}%`}`);

  test(`of 20 concurrent stakes a guard allowing ${STAKES_PER_DAY} a day admits exactly ${STAKES_PER_DAY} and writes nothing for the rest`, async () => {
    const member = await funded();
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => bet(member, `race-${member.memberId}-${i}`)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.length - refused.length).toBe(STAKES_PER_DAY);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: ErrorCode.walletLimitReached });
    expect(await count(db, STAKES_TODAY(member.accountId))).toBe(STAKES_PER_DAY);
    expect(await keysLike(`race-${member.memberId}-`)).toBe(STAKES_PER_DAY);
    expect(await balanceOf(db, member.accountId)).toBe(10_000n - BigInt(STAKES_PER_DAY) * 100n);
  });

  test('a retried stake the guard admitted replays even once the limit is reached', async () => {
    const member = await funded();
    const first = await bet(member, `retry-${member.memberId}-0`);
    for (let i = 1; i < STAKES_PER_DAY; i++) await bet(member, `retry-${member.memberId}-${i}`);
    await expect(bet(member, `retry-${member.memberId}-new`)).rejects.toMatchObject({ code: ErrorCode.walletLimitReached });
    expect(await bet(member, `retry-${member.memberId}-0`)).toMatchObject({ replayed: true, transaction: { id: first.transaction.id } });
  });

  test('a guard sees the intent, the member, the amount and the reference, with the accounts locked', async () => {
    const member = await funded();
    seen.length = 0;
    await bet(member, `seen-${member.memberId}`, 250n);
    expect(seen).toEqual([
      expect.objectContaining({ intent: 'stake', merchant: M, memberId: member.memberId, memberAccountId: member.accountId, accountKind: 'real', amount: 250n, reference: expect.objectContaining(GAME) }),
    ]);
  });

  test('guards run only for the intents they name: payouts and unguarded intents never meet them', async () => {
    const member = await funded();
    seen.length = 0;
    for (let i = 0; i < STAKES_PER_DAY + 2; i++) {
      await payout(db, { merchant: M, member, vendorAccountId: vendor, amount: 10n, idempotencyKey: `win-${member.memberId}-${i}`, reference: GAME });
    }
    expect(seen).toEqual([]);
    const hold = (await ensureMemberAccount(db, M, member.memberId, 'withdrawal')).account.id;
    await withdrawHold(db, guards, { merchant: M, member, holdAccountId: hold, amount: 10n, idempotencyKey: `hold-${member.memberId}`, reference: { withdrawalId: 'w' } });
    expect(seen.map((a) => a.intent)).toEqual(['withdrawHold']);
  });

  test('deposits run their guards too: a refused deposit credits nothing', async () => {
    const member = await funded(0n);
    const channel = (await channelAccount(db, M, 9)).id;
    const dep = (amount: bigint, key: string) => deposit(db, guards, { merchant: M, member, channelAccountId: channel, amount, idempotencyKey: key, reference: { channelCode: 'BANK', channelOrderId: key } });
    await expect(dep(501n, `dep-big-${member.memberId}`)).rejects.toMatchObject({ code: ErrorCode.walletLimitReached });
    expect(await balanceOf(db, member.accountId)).toBe(0n);
    expect(await keysLike(`dep-big-${member.memberId}`)).toBe(0);
    await dep(500n, `dep-ok-${member.memberId}`);
    expect(await balanceOf(db, member.accountId)).toBe(500n);
  });

  test('a refusal inside a caller\'s transaction rolls back what the caller wrote there too', async () => {
    const member = await funded();
    for (let i = 0; i < STAKES_PER_DAY; i++) await bet(member, `outer-${member.memberId}-${i}`);
    const attempt = db.transaction(async (tx) => {
      await payout(tx, { merchant: M, member, vendorAccountId: vendor, amount: 7n, idempotencyKey: `outer-${member.memberId}-win`, reference: GAME });
      await stake(tx, guards, { merchant: M, member, vendorAccountId: vendor, amount: 1n, idempotencyKey: `outer-${member.memberId}-x`, reference: GAME });
    });
    await expect(attempt).rejects.toMatchObject({ code: ErrorCode.walletLimitReached });
    expect(await keysLike(`outer-${member.memberId}-x`)).toBe(0);
    expect(await keysLike(`outer-${member.memberId}-win`)).toBe(0);
  });
});

describe('the wallet plugin', () => {
  const guard: WalletGuard = { id: 'test.guard', name: 'Test guard', intents: ['stake'], check: async () => null };
  const registering = fp(async (app) => app.walletGuards.register(guard), { name: 'test-limits', dependencies: ['wallet'] });

  test('a named plugin that depends on the wallet registers its guard on app.walletGuards', async () => {
    const app = Fastify();
    await app.register(walletPlugin);
    await app.register(registering);
    await app.ready();
    expect(() => app.walletGuards.register(guard)).toThrow(/Duplicate registry id: test.guard/);
    await app.close();
  });

  test('a guard plugin registered without the wallet fails to start', async () => {
    const app = Fastify();
    await expect(app.register(registering).ready()).rejects.toThrow(/dependency 'wallet'/);
  });
});
