import type { FastifyInstance } from 'fastify';
import { PlayerPath, type GameRound, type Page, type PlayerDetail, type PlayerPosting } from '@common/contract/consolePlayers';
import { DASHBOARD_DAYS, ReportPath, type DashboardValue } from '@common/contract/consoleReports';
import { ErrorCode } from '@common/contract/envelope';
import type { Member } from '../../../../server/modules/member/service';
import { adjust, bonusForfeit, bonusGrant, channelAccount, deposit, ensureMemberAccount, houseAccount, payout, refund, stake, vendorAccount, withdrawHold, withdrawPay } from '../../../../server/modules/wallet';
import { dashboard } from '../../../../server/modules/wallet/dashboard';
import { WalletGuards } from '../../../../server/modules/wallet/guards';
import { memberAccount } from '../../../../server/modules/wallet/service';
import { addMember } from '../../helpers/accounts';
import { build, databases, type TestApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';

const M = 'MLOBBY';
const OTHER = 'OTHERCO';
const DAY_MS = 86_400_000;
const guards = new WalletGuards();
let keys = 0;
const key = (what: string) => `ply-${what}-${(keys += 1)}`;

describe.each(databases())('console wallet calls and the dashboard ($name)', (db) => {
  let test: TestApp;
  let app: FastifyInstance;
  let alice: Member;
  let bob: Member;
  let many: Member;
  let stranger: Member;
  const ops: Record<string, TestOperator> = {};

  /** A member's real account as an intent's member side. */
  const side = async (member: Member, kind: 'real' | 'bonus' | 'withdrawal' | 'demo' = 'real') => ({
    memberId: member.id,
    accountId: (await ensureMemberAccount(app.db, member.merchantCode, member.id, kind)).account.id,
    kind,
  });
  const game = async (member: Member, amounts: { stake?: bigint; win?: bigint; refund?: bigint }, ref: { vendor: string; type: string; round: string }, vendorId: number) => {
    const reference = { vendorCode: ref.vendor, gameType: ref.type, gameId: 7, roundId: ref.round };
    const base = { merchant: member.merchantCode, member: await side(member), vendorAccountId: (await vendorAccount(app.db, member.merchantCode, vendorId, 'real')).id, reference };
    if (amounts.stake) await stake(app.db, guards, { ...base, amount: amounts.stake, idempotencyKey: key('bet') });
    if (amounts.win) await payout(app.db, { ...base, amount: amounts.win, idempotencyKey: key('win') });
    if (amounts.refund) await refund(app.db, { ...base, amount: amounts.refund, idempotencyKey: key('refund'), reference: { ...reference, reverses: 'x' } });
  };
  const adjustBy = async (member: Member, amount: bigint) =>
    adjust(app.db, { merchant: member.merchantCode, member: await side(member), houseAccountId: (await houseAccount(app.db, member.merchantCode, 'real')).id, amount, idempotencyKey: key('adj'), reference: { operatorReference: key('ref'), reason: 'test' } });

  beforeAll(async () => {
    test = await build(db);
    app = test.app;
    alice = await addMember(app, { username: 'plywalice', password: 'Secret123' });
    bob = await addMember(app, { username: 'plywbob', password: 'Secret123' });
    many = await addMember(app, { username: 'plywmany', password: 'Secret123' });
    stranger = await addMember(app, { username: 'plywstranger', password: 'Secret123', merchantCode: OTHER });
    const trial = await addMember(app, { username: 'plywtrial', type: 4, demo: true });

    const channel = (await channelAccount(app.db, M, 1)).id;
    await deposit(app.db, guards, { merchant: M, member: await side(alice), channelAccountId: channel, amount: 100_000n, idempotencyKey: key('dep'), reference: { channelCode: 'SIM', channelOrderId: key('order') } });
    await game(alice, { stake: 5_000n, win: 12_000n }, { vendor: 'SIM', type: 'RNG', round: 'r1' }, 1);
    await game(alice, { stake: 3_000n }, { vendor: 'HSLOT', type: 'SLOT', round: 'r2' }, 2);
    await game(alice, { stake: 2_000n, refund: 2_000n }, { vendor: 'SIM', type: 'FISH', round: 'r3' }, 1);
    await adjustBy(alice, -1_500n);

    await adjustBy(bob, 50_000n);
    await game(bob, { stake: 10_000n }, { vendor: 'SIM', type: 'RNG', round: 'r4' }, 1);
    const bonusHouse = (await houseAccount(app.db, M, 'bonus')).id;
    await bonusGrant(app.db, { merchant: M, member: await side(bob), houseAccountId: bonusHouse, amount: 700n, idempotencyKey: key('bonus'), reference: { bonusId: 'b1' } });
    await bonusForfeit(app.db, { merchant: M, member: await side(bob), houseAccountId: bonusHouse, amount: 200n, idempotencyKey: key('forfeit'), reference: { bonusId: 'b1' } });
    const hold = await side(bob, 'withdrawal');
    await withdrawHold(app.db, guards, { merchant: M, member: await side(bob), holdAccountId: hold.accountId, amount: 4_000n, idempotencyKey: key('hold'), reference: { withdrawalId: 'w1' } });
    await withdrawPay(app.db, { merchant: M, member: await side(bob), holdAccountId: hold.accountId, channelAccountId: channel, amount: 4_000n, idempotencyKey: key('pay'), reference: { withdrawalId: 'w1', channelCode: 'SIM' } });

    // Play money is not revenue: a trial's demo stake counts nowhere.
    const demo = await memberAccount(app.db, trial, 'demo');
    const demoVendor = (await vendorAccount(app.db, M, 1, 'demo')).id;
    await stake(app.db, guards, { merchant: M, member: { memberId: trial.id, accountId: demo.id, kind: 'demo' }, vendorAccountId: demoVendor, amount: 999n, idempotencyKey: key('demo'), reference: { vendorCode: 'SIM', gameType: 'RNG', gameId: 7, roundId: 'd1' } });

    await adjustBy(stranger, 777n);
    await game(stranger, { stake: 777n }, { vendor: 'SIM', type: 'RNG', round: 'o1' }, 1);

    await adjustBy(many, 1_000n);
    for (let i = 0; i < 55; i++) await game(many, { stake: 1n }, { vendor: 'SIM', type: 'RNG', round: `m${i}` }, 1);

    ops.support = await operatorWith(app, ['support']);
    ops.finance = await operatorWith(app, ['finance']);
    ops.platform = await operatorWith(app, ['owner'], null);
    ops.other = await operatorWith(app, ['owner'], OTHER);
  }, 120_000);
  afterAll(() => test.close());

  it('the player page shows balances by account', async () => {
    const res = await consoleCall<PlayerDetail>(app, ops.support!, 'GET', PlayerPath.player(bob.id));
    expect(res.body.value!.balances).toEqual({ real: 36_500, bonus: 0, withdrawal: 0, points: 0, demo: 0 });
  });

  it('postings: newest first, by intent name, filtered by kind and by time, paged by CONSOLE_PAGE_SIZE', async () => {
    const all = await consoleCall<Page<PlayerPosting>>(app, ops.support!, 'GET', PlayerPath.postings(alice.id));
    expect(all.body.value!.total).toBe(7);
    expect(all.body.value!.items.map((p) => [p.kind, p.amount])).toEqual([
      ['adjust', -1_500],
      ['refund', 2_000],
      ['stake', -2_000],
      ['stake', -3_000],
      ['payout', 12_000],
      ['stake', -5_000],
      ['deposit', 100_000],
    ]);
    expect(all.body.value!.items[4]).toMatchObject({ account: 'real', detail: { vendorCode: 'SIM', roundId: 'r1' } });
    const stakes = await consoleCall<Page<PlayerPosting>>(app, ops.support!, 'GET', `${PlayerPath.postings(alice.id)}?kind=stake`);
    expect(stakes.body.value!.items.map((p) => p.amount)).toEqual([-2_000, -3_000, -5_000]);
    const future = await consoleCall<Page<PlayerPosting>>(app, ops.support!, 'GET', `${PlayerPath.postings(alice.id)}?from=${Date.now() + DAY_MS}`);
    expect(future.body.value).toMatchObject({ items: [], total: 0 });
    const past = await consoleCall<Page<PlayerPosting>>(app, ops.support!, 'GET', `${PlayerPath.postings(alice.id)}?to=${Date.now() - DAY_MS}`);
    expect(past.body.value!.total).toBe(0);
    expect((await consoleCall(app, ops.support!, 'GET', `${PlayerPath.postings(alice.id)}?kind=bet`)).body.code).toBe(ErrorCode.requestInvalid);

    const first = (await consoleCall<Page<PlayerPosting>>(app, ops.support!, 'GET', PlayerPath.postings(many.id))).body.value!;
    const second = (await consoleCall<Page<PlayerPosting>>(app, ops.support!, 'GET', `${PlayerPath.postings(many.id)}?page=2`)).body.value!;
    expect([first.items.length, first.total, first.pageSize, second.items.length, second.page]).toEqual([50, 56, 50, 6, 2]);
    expect(second.items.at(-1)!.kind).toBe('adjust');
    expect(new Set([...first.items, ...second.items].map((p) => p.transactionId)).size).toBe(56);
  });

  it('rounds: postings grouped by vendor and round, stake net of refunds, paged', async () => {
    const res = await consoleCall<Page<GameRound>>(app, ops.support!, 'GET', PlayerPath.rounds(alice.id));
    const byRound = Object.fromEntries(res.body.value!.items.map((r) => [r.roundId, [r.vendorCode, r.gameType, r.gameCode, r.stake, r.win]]));
    expect(byRound).toEqual({ r1: ['SIM', 'RNG', '7', 5_000, 12_000], r2: ['HSLOT', 'SLOT', '7', 3_000, 0], r3: ['SIM', 'FISH', '7', 0, 0] });
    const pages = await consoleCall<Page<GameRound>>(app, ops.support!, 'GET', `${PlayerPath.rounds(many.id)}?page=2`);
    expect([pages.body.value!.items.length, pages.body.value!.total]).toEqual([5, 55]);
  });

  it('another merchant player answers 404 on postings and rounds', async () => {
    expect((await consoleCall(app, ops.support!, 'GET', PlayerPath.postings(stranger.id))).status).toBe(404);
    expect((await consoleCall(app, ops.support!, 'GET', PlayerPath.rounds(stranger.id))).status).toBe(404);
    expect((await consoleCall(app, ops.other!, 'GET', PlayerPath.postings(stranger.id))).status).toBe(200);
  });

  const mlobbyToday = {
    deposits: 100_000,
    withdrawals: 4_000,
    stakes: 5_000 + 3_000 + 2_000 - 2_000 + 10_000 + 55,
    wins: 12_000,
    bonuses: 700 - 200,
    adjustments: -1_500 + 50_000 + 1_000,
    activePlayers: 3,
  };

  it('dashboard: the hand-computed figures of a known set of postings, GGR = stakes − wins, NGR = GGR − bonuses − adjustments', async () => {
    const res = await consoleCall<DashboardValue>(app, ops.finance!, 'GET', ReportPath.dashboard);
    const ggr = mlobbyToday.stakes - mlobbyToday.wins;
    expect(res.body.value!.merchantCode).toBe(M);
    expect(res.body.value!.today).toEqual({ ...mlobbyToday, ggr, ngr: ggr - mlobbyToday.bonuses - mlobbyToday.adjustments });
    expect(res.body.value!.days).toHaveLength(DASHBOARD_DAYS);
    expect(res.body.value!.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), ...res.body.value!.today });
    expect(res.body.value!.days.slice(0, -1).every((d) => d.stakes === 0 && d.deposits === 0 && d.activePlayers === 0)).toBe(true);
    const vendors = res.body.value!.byVendor.map((v) => [v.key, v.stakes, v.wins, v.ggr, v.ngr, v.activePlayers, v.deposits]);
    // Highest GGR first.
    expect(vendors).toEqual([
      ['SIM', 15_055, 12_000, 3_055, 3_055, 3, 0],
      ['HSLOT', 3_000, 0, 3_000, 3_000, 1, 0],
    ]);
    expect(res.body.value!.byGameType.map((v) => [v.key, v.stakes, v.ggr, v.activePlayers])).toEqual([
      ['RNG', 15_055, 3_055, 3],
      ['SLOT', 3_000, 3_000, 1],
      ['FISH', 0, 0, 1],
    ]);
  });

  it('dashboard: a posting of today is yesterday tomorrow (UTC days), and today is then empty', async () => {
    const tomorrow = await dashboard(app.db, M, Date.now() + DAY_MS);
    expect(tomorrow.today.stakes).toBe(0);
    expect(tomorrow.days.at(-2)!.stakes).toBe(mlobbyToday.stakes);
  });

  it('dashboard: a platform-wide operator gets every merchant or the one it names; a merchant operator only its own', async () => {
    const all = (await consoleCall<DashboardValue>(app, ops.platform!, 'GET', ReportPath.dashboard)).body.value!;
    expect(all.merchantCode).toBeNull();
    expect([all.today.stakes, all.today.adjustments, all.today.activePlayers]).toEqual([mlobbyToday.stakes + 777, mlobbyToday.adjustments + 777, 4]);
    const named = (await consoleCall<DashboardValue>(app, ops.platform!, 'GET', `${ReportPath.dashboard}?merchantCode=${OTHER}`)).body.value!;
    expect([named.merchantCode, named.today.stakes, named.today.ggr, named.today.ngr]).toEqual([OTHER, 777, 777, 0]);
    expect((await consoleCall<DashboardValue>(app, ops.other!, 'GET', ReportPath.dashboard)).body.value!.today.stakes).toBe(777);
    expect((await consoleCall(app, ops.other!, 'GET', `${ReportPath.dashboard}?merchantCode=${M}`)).status).toBe(403);
  });

  it('dashboard needs dashboard.view: support is refused unless a role grants it', async () => {
    expect((await consoleCall(app, ops.support!, 'GET', ReportPath.dashboard)).status).toBe(403);
    const both = await operatorWith(app, ['support', 'risk']);
    expect((await consoleCall(app, both, 'GET', ReportPath.dashboard)).status).toBe(200);
  });
});
