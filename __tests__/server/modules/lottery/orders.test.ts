import { LotteryPath, type Order, type OrderPage } from '@common/contract/lottery';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { lotteryOrders } from '../../../../server/modules/lottery/tables';
import { findMember } from '../../../../server/modules/member/service';
import { DEMO_CREDIT } from '../../../../server/modules/wallet/service';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { balanceOf, detail, expectLedgerClean, fundedPlayer, MANUAL, place, startClock, sureBet, trialToken, upcoming } from './fixtures';

describe.each(databases())('lottery orders on $name', (db) => {
  const clock = startClock();
  const t = suiteApp(db, MANUAL, { now: clock.now }, async (app) => {
    await app.lottery.runDue(clock.now());
  });
  const orderCount = async () => (await t.app.db.select().from(lotteryOrders)).length;

  it('debits unitStake × units × multiple per issue and opens one pending sub-order per issue', async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const issues = (await upcoming(t.app)).slice(0, 3).map((i) => i.issueNumber);
    const res = await place(t.app, player.token, sureBet(issues, { multiple: 2 }));
    expect(res.success).toBe(true);
    expect(res.value).toMatchObject({ units: 10, unitStake: 100, amountPerIssue: 2_000, total: 6_000, status: 'pending' });
    expect(res.value!.suborders.map((s) => [s.issueNumber, s.status, s.amount])).toEqual(issues.map((n) => [n, 'pending', 2_000]));
    expect(await balanceOf(t.app, player.member)).toBe(94_000n);
    await expectLedgerClean(t.app);
  });

  it('returns the first order to a retry with the same request id and debits once', async () => {
    const player = await fundedPlayer(t.app, 10_000n);
    const body = sureBet([(await upcoming(t.app))[0].issueNumber]);
    const [a, b] = await Promise.all([place(t.app, player.token, body), place(t.app, player.token, body)]);
    const c = await place(t.app, player.token, body);
    expect(a.value!.orderId).toBe(b.value!.orderId);
    expect(c.value!.orderId).toBe(a.value!.orderId);
    expect(await balanceOf(t.app, player.member)).toBe(9_000n);
  });

  it('refuses a bet on an issue past its closing time with lottery.issue.closed, never queued', async () => {
    const player = await fundedPlayer(t.app, 10_000n);
    const [first, second] = await upcoming(t.app);
    const before = await orderCount();
    clock.ms = first.closesAt;
    const res = await place(t.app, player.token, sureBet([second.issueNumber, first.issueNumber]));
    expect(res).toMatchObject({ success: false, code: ErrorCode.lotteryIssueClosed });
    expect(res.message).toContain(first.issueNumber);
    expect(await orderCount()).toBe(before);
    expect(await balanceOf(t.app, player.member)).toBe(10_000n);
    expect((await place(t.app, player.token, sureBet(['20300115-0001']))).code).toBe(ErrorCode.lotteryIssueNotFound);
  });

  it('refuses a bet the balance does not cover, changing nothing', async () => {
    const player = await fundedPlayer(t.app, 999n);
    const before = await orderCount();
    const res = await place(t.app, player.token, sureBet([(await upcoming(t.app))[0].issueNumber]));
    expect(res).toMatchObject({ success: false, code: ErrorCode.insufficientFunds });
    expect(await orderCount()).toBe(before);
    expect(await balanceOf(t.app, player.member)).toBe(999n);
  });

  it.each([
    ['an unknown game', { gameCode: 'NOPE' }, ErrorCode.lotteryGameNotFound],
    ['an unknown bet type', { betType: 'nope' }, ErrorCode.lotteryBetTypeInvalid],
    ['a prize mode the bet type is not sold in', { prizeMode: 'Elott' }, ErrorCode.lotteryPrizeModeUnavailable],
    ['a selection that does not fit the bet type', { selection: [['10'], [], [], [], []] }, ErrorCode.lotterySelectionInvalid],
    ['a stake of zero', { unitStake: 0 }, ErrorCode.requestInvalid],
    ['a fractional stake', { unitStake: 1.5 }, ErrorCode.requestInvalid],
    ['a multiple of 1000', { multiple: 1000 }, ErrorCode.requestInvalid],
    ['no issue', { issues: [] }, ErrorCode.requestInvalid],
    ['the same issue twice', { issues: ['20300115-1082', '20300115-1082'] }, ErrorCode.requestInvalid],
    ['a missing request id', { requestId: undefined }, ErrorCode.requestInvalid],
  ])('refuses %s with a clear code and changes nothing', async (_, change, code) => {
    const player = await fundedPlayer(t.app, 10_000n);
    const before = await orderCount();
    const issue = (await upcoming(t.app))[0].issueNumber;
    expect(await place(t.app, player.token, { ...sureBet([issue]), ...change })).toMatchObject({ success: false, code });
    expect(await orderCount()).toBe(before);
    expect(await balanceOf(t.app, player.member)).toBe(10_000n);
  });

  it('lets a trial account bet its demo credit', async () => {
    const token = await trialToken(t.app);
    const headers = { merchant: 'MLOBBYTRIAL' };
    const res = await place(t.app, token, sureBet([(await upcoming(t.app))[0].issueNumber]), headers);
    expect(res.success).toBe(true);
    const [row] = (await t.app.db.select().from(lotteryOrders)).filter((o) => o.id === res.value!.orderId);
    expect(row).toMatchObject({ accountKind: 'demo', merchantCode: 'MLOBBYTRIAL' });
    const member = (await findMember(t.app.db, row.memberId))!;
    expect(await balanceOf(t.app, member)).toBe(DEMO_CREDIT - 1_000n);
    await expectLedgerClean(t.app);
  });

  it('refuses visitors and hides other members’ orders', async () => {
    const owner = await fundedPlayer(t.app, 10_000n);
    const other = await fundedPlayer(t.app, 10_000n);
    const order = (await place(t.app, owner.token, sureBet([(await upcoming(t.app))[0].issueNumber]))).value!;
    const visitor = await call(t.app, 'POST', LotteryPath.orders, { payload: { ...sureBet(['20300115-1090']) } });
    expect(visitor.json()).toMatchObject({ success: false, code: ErrorCode.customerNotLogin });
    expect((await call(t.app, 'GET', `${LotteryPath.orders}?pageNo=1&pageSize=10`)).json()).toMatchObject({ code: ErrorCode.customerNotLogin });
    expect(await detail(t.app, other.token, order.orderId)).toMatchObject({ success: false, code: ErrorCode.lotteryOrderNotFound });
    const cancel = await call(t.app, 'POST', LotteryPath.cancel, { token: other.token, payload: { orderId: order.orderId, suborderIds: [order.suborders[0].id] } });
    expect(cancel.json()).toMatchObject({ success: false, code: ErrorCode.lotteryOrderNotFound });
    const page = (await call(t.app, 'GET', `${LotteryPath.orders}?pageNo=1&pageSize=10`, { token: other.token })).json<Envelope<OrderPage>>();
    expect(page.value!.content).toEqual([]);
    expect((await detail(t.app, owner.token, order.orderId)).value!.orderId).toBe(order.orderId);
  });

  it('pages a member’s orders newest first and filters them by status and date', async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const issues = await upcoming(t.app);
    const placedAt: number[] = [];
    const orders: Order[] = [];
    for (let i = 0; i < 5; i += 1) {
      clock.advance(1);
      placedAt.push(clock.now());
      orders.push((await place(t.app, player.token, sureBet([issues[3].issueNumber]))).value!);
    }
    await call(t.app, 'POST', LotteryPath.cancel, { token: player.token, payload: { orderId: orders[0].orderId, suborderIds: [orders[0].suborders[0].id] } });
    const list = (query: string) =>
      call(t.app, 'GET', `${LotteryPath.orders}?${query}`, { token: player.token }).then((r) => r.json<Envelope<OrderPage>>().value!);
    const first = await list('pageNo=1&pageSize=2');
    expect(first.content.map((o) => o.orderId)).toEqual([orders[4].orderId, orders[3].orderId]);
    expect(first.totalPages).toBe(3);
    expect((await list('pageNo=1&pageSize=10&status=cancelled')).content.map((o) => o.orderId)).toEqual([orders[0].orderId]);
    expect((await list('pageNo=1&pageSize=10&status=pending')).content).toHaveLength(4);
    expect((await list('pageNo=1&pageSize=10&status=settled')).content).toHaveLength(0);
    expect((await list(`pageNo=1&pageSize=10&from=${placedAt[1]}&to=${placedAt[3]}`)).content.map((o) => o.orderId)).toEqual([orders[2].orderId, orders[1].orderId]);
    expect((await call(t.app, 'GET', `${LotteryPath.orders}?pageNo=0&pageSize=10`, { token: player.token })).json()).toMatchObject({ code: ErrorCode.requestInvalid });
    // A time past what a Date holds is refused at the edge, not a 500 from an invalid date.
    expect((await call(t.app, 'GET', `${LotteryPath.orders}?pageNo=1&pageSize=10&from=99999999999999999999`, { token: player.token })).json()).toMatchObject({ code: ErrorCode.requestInvalid });
  });
});
