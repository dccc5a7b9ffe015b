import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TURNOVER_CLEAR_BELOW } from '@common/rules/limits';
import { catchUp } from '../../../../server/modules/feed';
import { bonusGrant, ensureMemberAccount, houseAccount, refund, stake, vendorAccount } from '../../../../server/modules/wallet';
import { foldLeg, turnoverValue, wageringConsumer, wageringOf, type WageringState } from '../../../../server/modules/withdrawals/wagering';
import { memberWagering } from '../../../../server/modules/withdrawals/tables';
import { databases, suiteApp } from '../../helpers/build';
import { drain } from '../feed/fixtures';
import { deposited, funded, M, player, setRules, staked } from './fixtures';

const env = { PAYOUT_CHECK_SECONDS: '0' };
const start: WageringState = { balance: 0n, required: 0n, done: 0n, deposited: 0n, clearedAt: null, xid: 0, lastId: 0 };
const at = new Date(Date.UTC(2030, 0, 1));
const fold = (legs: [Parameters<typeof foldLeg>[1], bigint][], multiplier = 100) => legs.reduce((s, [kind, amount]) => foldLeg(s, kind, amount, at, multiplier), start);

describe('the turnover requirement rule', () => {
  it('adds each deposit times the multiplier, rounded down, and counts real stakes against it', () => {
    const state = fold([['deposit', 10_000n], ['bet', -3_000n], ['deposit', 5_001n]], 150);
    expect(turnoverValue(state)).toEqual({ required: 15_000 + 7_501, done: 3_000, remaining: 19_501 });
    expect(state).toMatchObject({ balance: 12_001n, deposited: 15_001n });
  });

  it('never counts stakes made before a deposit toward it: surplus turnover is dropped at the next deposit', () => {
    const state = fold([['deposit', 1_000n], ['adjustment', 9_000n], ['bet', -5_000n], ['win', 50_000n], ['deposit', 2_000n]]);
    expect(turnoverValue(state)).toEqual({ required: 3_000, done: 1_000, remaining: 2_000 });
  });

  it('takes a refunded stake back (never below nothing), and ignores wins, adjustments and withdrawals', () => {
    const state = fold([['adjustment', 9_000n], ['deposit', 1_000n], ['bet', -400n], ['rollback', 400n], ['bet', -300n], ['win', 700n], ['withdraw_hold', -500n], ['rollback', 900n]]);
    expect(turnoverValue(state)).toEqual({ required: 1_000, done: 0, remaining: 1_000 });
    expect(state.balance).toBe(10_000n - 400n + 400n - 300n + 700n - 500n + 900n);
  });

  it(`clears the requirement when a real stake leaves the balance below ${TURNOVER_CLEAR_BELOW} minor units, and only then`, () => {
    const lost = fold([['deposit', 1_000n], ['bet', -950n]], 300);
    expect(turnoverValue(lost)).toEqual({ required: 0, done: 0, remaining: 0 });
    expect(lost.clearedAt).toEqual(at);
    const kept = fold([['deposit', 1_000n], ['bet', -900n]], 300);
    expect(turnoverValue(kept)).toEqual({ required: 3_000, done: 900, remaining: 2_100 });
    // Money leaving otherwise (a withdrawal hold, a transfer) clears nothing.
    expect(turnoverValue(fold([['deposit', 1_000n], ['agent_transfer', -1_000n]])).remaining).toBe(1_000);
    // The next deposit starts afresh.
    expect(turnoverValue(foldLeg(lost, 'deposit', 2_000n, at, 100))).toEqual({ required: 2_000, done: 0, remaining: 2_000 });
  });
});

describe.each(databases())('the turnover requirement from the posting feed on $name', (db) => {
  const t = suiteApp(db, env, {}, (app) => setRules(app, { turnoverMultiplierPercent: 200 }));

  it('reads as of now whether or not the feed consumer has caught up, and the same after it has', async () => {
    const who = await player(t.app);
    await deposited(t.app, who.id, 10_000n);
    await staked(t.app, who.id, 2_500n);
    const before = await wageringOf(t.app.db, M, who.id);
    expect(turnoverValue(before)).toEqual({ required: 20_000, done: 2_500, remaining: 17_500 });
    await drain(t.app.db, wageringConsumer);
    const [stored] = await t.app.db.select().from(memberWagering).where(eq(memberWagering.memberId, who.id));
    expect(stored).toMatchObject({ required: 20_000n, done: 2_500n, balance: 7_500n, deposited: 10_000n });
    await staked(t.app, who.id, 1_000n);
    expect(turnoverValue(await wageringOf(t.app.db, M, who.id))).toEqual({ required: 20_000, done: 3_500, remaining: 16_500 });
    await drain(t.app.db, wageringConsumer);
    expect(await wageringOf(t.app.db, M, who.id)).toEqual({ ...before, done: 3_500n, balance: 6_500n, xid: expect.any(Number), lastId: expect.any(Number) });
  });

  it('is not raised by a bonus credited to the real balance (the bonus carries its own wagering)', async () => {
    const who = await player(t.app);
    await deposited(t.app, who.id, 5_000n);
    const real = { memberId: who.id, accountId: (await ensureMemberAccount(t.app.db, M, who.id, 'real')).account.id, kind: 'real' as const };
    const house = await houseAccount(t.app.db, M, 'bonus');
    await bonusGrant(t.app.db, { merchant: M, member: real, houseAccountId: house.id, amount: 50_000n, idempotencyKey: `b-${randomUUID()}`, reference: { bonusId: 'welcome' } });
    expect(turnoverValue(await wageringOf(t.app.db, M, who.id))).toEqual({ required: 10_000, done: 0, remaining: 10_000 });
    await drain(t.app.db, wageringConsumer);
    expect(await wageringOf(t.app.db, M, who.id)).toMatchObject({ required: 10_000n, balance: 55_000n, deposited: 5_000n });
  });

  it('is not raised by money an operator gives, and a refund takes its stake back', async () => {
    const who = await player(t.app);
    await funded(t.app, who.id, 100_000n);
    expect(turnoverValue(await wageringOf(t.app.db, M, who.id)).required).toBe(0);
    await deposited(t.app, who.id, 1_000n);
    const real = { memberId: who.id, accountId: (await ensureMemberAccount(t.app.db, M, who.id, 'real')).account.id, kind: 'real' as const };
    const vendor = await vendorAccount(t.app.db, M, 1, 'real');
    const round = randomUUID();
    const reference = { vendorCode: 'SIM', gameType: 'RNG', gameId: 1, roundId: round };
    const base = { merchant: M, member: real, vendorAccountId: vendor.id, amount: 800n, reference };
    await stake(t.app.db, t.app.walletGuards, { ...base, idempotencyKey: `${round}:bet` });
    expect(turnoverValue(await wageringOf(t.app.db, M, who.id)).done).toBe(800);
    await refund(t.app.db, { ...base, idempotencyKey: `${round}:refund`, reference: { ...reference, reverses: `${round}:bet` } });
    await catchUp(t.app.db, wageringConsumer, 500, Date.now);
    expect(turnoverValue(await wageringOf(t.app.db, M, who.id))).toEqual({ required: 2_000, done: 0, remaining: 2_000 });
  });
});
