import { GamePath, type WinnerEntry } from '@common/contract/games';
import { LotteryPath, type Order, type PlaceOrderRequest, type VerifyResult } from '@common/contract/lottery';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { findBetType, findLotteryGame } from '@common/lottery/games';
import { settleSuborder } from '@common/lottery/settlement';
import { closeDue, drawDue } from '../../../../server/modules/lottery/draw';
import { settleIssue } from '../../../../server/modules/lottery/settlement';
import { lotteryIssues } from '../../../../server/modules/lottery/tables';
import { ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { balanceOf, detail, drawPast, expectLedgerClean, fundedPlayer, MANUAL, place, startClock, sureBet, upcoming } from './fixtures';

/** What the engine pays a sub-order of `body` on the posted result. */
async function enginePays(app: Parameters<typeof call>[0], body: PlaceOrderRequest, issueNumber: string): Promise<bigint> {
  const verify = (await call(app, 'GET', `${LotteryPath.verify}?gameCode=${body.gameCode}&issueNumber=${issueNumber}`)).json<Envelope<VerifyResult>>();
  const game = findLotteryGame(body.gameCode)!;
  const { winAmount, rebateAmount } = settleSuborder({
    game,
    betType: findBetType(game, body.betType)!,
    selection: body.selection,
    prizeMode: body.prizeMode,
    unitStake: body.unitStake,
    multiple: body.multiple,
    numbers: verify.value!.issue.numbers,
    prizes: verify.value!.issue.prizes,
  });
  return BigInt(winAmount + rebateAmount);
}

describe.each(databases())('lottery settlement on $name', (db) => {
  const clock = startClock();
  const t = suiteApp(db, MANUAL, { now: clock.now }, async (app) => {
    await app.lottery.runDue(clock.now());
  });

  it('pays each sub-order exactly what the engine computes, through the ledger, once', async () => {
    const [ssc] = await upcoming(t.app, 'SSC1');
    const [k3] = await upcoming(t.app, 'K3_1');
    const bets: PlaceOrderRequest[] = [
      sureBet([ssc.issueNumber], { multiple: 3 }),
      sureBet([ssc.issueNumber], { betType: 'sum_big_small', selection: [['big']], prizeMode: 'ZY' }),
      sureBet([ssc.issueNumber], { betType: 'sum_odd_even', selection: [['odd']], prizeMode: 'Elott' }),
      sureBet([ssc.issueNumber], { betType: 'last2', selection: [['0', '1', '2', '3', '4'], ['5', '6', '7']], prizeMode: 'ZY' }),
      sureBet([k3.issueNumber], { gameCode: 'K3_1', betType: 'big_small', selection: [['small']], unitStake: 250 }),
      sureBet([k3.issueNumber], { gameCode: 'K3_1', betType: 'sum', selection: [['10']], prizeMode: 'ZY' }),
    ];
    const placed: { player: Awaited<ReturnType<typeof fundedPlayer>>; body: PlaceOrderRequest; order: Order; issue: string }[] = [];
    for (const body of bets) {
      const player = await fundedPlayer(t.app, 100_000n);
      const order = (await place(t.app, player.token, body)).value!;
      placed.push({ player, body, order, issue: body.issues[0] });
    }
    await drawPast(t.app, clock, { drawAt: Math.max(ssc.drawAt, k3.drawAt) });
    for (const { player, body, order, issue } of placed) {
      const pays = await enginePays(t.app, body, issue);
      expect(await balanceOf(t.app, player.member)).toBe(100_000n - BigInt(order.total) + pays);
      const settled = (await detail(t.app, player.token, order.orderId)).value!;
      expect(settled.status).toBe('settled');
      expect(BigInt(settled.suborders[0].winAmount + settled.suborders[0].rebateAmount)).toBe(pays);
    }
    expect((await t.app.lottery.runDue(clock.now())).settled).toBe(0);
    const keys = (await t.app.db.select().from(ledgerTransactions)).map((r) => r.idempotencyKey).filter((k) => k.startsWith('lottery:win:'));
    expect(new Set(keys).size).toBe(keys.length);
    await expectLedgerClean(t.app);
  });

  it('stop-on-win cancels and refunds the rest of a chase when a sub-order wins', async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const issues = (await upcoming(t.app)).slice(0, 4);
    const order = (await place(t.app, player.token, sureBet(issues.map((i) => i.issueNumber), { stopOnWin: true }))).value!;
    expect(await balanceOf(t.app, player.member)).toBe(96_000n);
    await drawPast(t.app, clock, issues[0]);
    const after = (await detail(t.app, player.token, order.orderId)).value!;
    expect(after.suborders.map((s) => s.status)).toEqual(['won', 'cancelled', 'cancelled', 'cancelled']);
    expect(after.status).toBe('settled');
    // The position bet on all ten digits wins 100 × 1 hit × 9.8 = 980 on the first draw; three issues of 1,000 come back.
    expect(await balanceOf(t.app, player.member)).toBe(96_000n + 980n + 3_000n);
    await drawPast(t.app, clock, issues[3]);
    expect(await balanceOf(t.app, player.member)).toBe(99_980n);
    await expectLedgerClean(t.app);
  });

  it('a chase without stop-on-win plays every issue', async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const issues = (await upcoming(t.app)).slice(0, 2);
    const order = (await place(t.app, player.token, sureBet(issues.map((i) => i.issueNumber)))).value!;
    await drawPast(t.app, clock, issues[1]);
    expect((await detail(t.app, player.token, order.orderId)).value!.suborders.map((s) => s.status)).toEqual(['won', 'won']);
    expect(await balanceOf(t.app, player.member)).toBe(100_000n - 2_000n + 2n * 980n);
  });

  it('cancels only pending sub-orders of issues still open, refunds each exactly once, and refuses the rest changing nothing', async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const issues = (await upcoming(t.app)).slice(0, 3);
    const order = (await place(t.app, player.token, sureBet(issues.map((i) => i.issueNumber), { multiple: 2 }))).value!;
    const [first, second, third] = order.suborders;
    const cancel = (suborderIds: number[], orderId = order.orderId) =>
      call(t.app, 'POST', LotteryPath.cancel, { token: player.token, payload: { orderId, suborderIds } }).then((r) => r.json<Envelope<Order>>());

    const done = await cancel([third.id]);
    expect(done.value!.suborders.map((s) => s.status)).toEqual(['pending', 'pending', 'cancelled']);
    expect(await balanceOf(t.app, player.member)).toBe(100_000n - 6_000n + 2_000n);
    expect(await cancel([third.id])).toMatchObject({ success: false, code: ErrorCode.lotterySuborderNotCancellable });

    clock.ms = issues[0].closesAt;
    // The first issue has closed: a request naming it cancels nothing, not even the second.
    expect(await cancel([first.id, second.id])).toMatchObject({ success: false, code: ErrorCode.lotterySuborderNotCancellable });
    expect((await detail(t.app, player.token, order.orderId)).value!.suborders.map((s) => s.status)).toEqual(['pending', 'pending', 'cancelled']);
    expect(await balanceOf(t.app, player.member)).toBe(96_000n);
    expect((await cancel([second.id])).value!.suborders.map((s) => s.status)).toEqual(['pending', 'cancelled', 'cancelled']);
    expect(await cancel([999_999])).toMatchObject({ success: false, code: ErrorCode.lotterySuborderNotCancellable });
    expect(await cancel([second.id], 999_999)).toMatchObject({ success: false, code: ErrorCode.lotteryOrderNotFound });

    await drawPast(t.app, clock, issues[2]);
    const settled = (await detail(t.app, player.token, order.orderId)).value!;
    expect(settled.suborders.map((s) => s.status)).toEqual(['won', 'cancelled', 'cancelled']);
    expect(await balanceOf(t.app, player.member)).toBe(98_000n + 1_960n);
    await expectLedgerClean(t.app);
  });

  it('two settlers racing over one issue settle and pay each sub-order once: the pending condition decides', async () => {
    const [issue] = await upcoming(t.app);
    const players = [];
    for (let i = 0; i < 6; i += 1) {
      const player = await fundedPlayer(t.app, 10_000n);
      await place(t.app, player.token, sureBet([issue.issueNumber]));
      players.push(player);
    }
    clock.ms = issue.drawAt;
    await closeDue(t.app.db, clock.now());
    await drawDue(t.app.db, clock.now());
    const [row] = (await t.app.db.select().from(lotteryIssues)).filter((r) => r.gameCode === 'SSC1' && r.issueNumber === issue.issueNumber);
    // Different batch sizes, so the two overlap on some sub-orders and not on others.
    const settled = await Promise.all([settleIssue(t.app.db, row, clock.now, undefined, 2), settleIssue(t.app.db, row, clock.now, undefined, 3)]);
    expect(settled[0] + settled[1]).toBe(players.length);
    for (const player of players) expect(await balanceOf(t.app, player.member)).toBe(10_000n - 1_000n + 980n);
    await expectLedgerClean(t.app);
  });

  it('shows real-money lottery wins on the winner board', async () => {
    const board = (await call(t.app, 'GET', `${GamePath.winners}?gameCategory=LOTT&limitNum=10`)).json<Envelope<WinnerEntry[]>>().value!;
    expect(board.length).toBeGreaterThan(0);
    expect(board[0]).toMatchObject({ gameType: 'LOTT', vendorCode: 'HOUSE_LOTTERY', gameName: 'SSC 1 Minute', lotteryCode: 'SSC1' });
    expect(board[0].userName).toContain('***');
    const rng = (await call(t.app, 'GET', `${GamePath.winners}?gameCategory=RNG&limitNum=10`)).json<Envelope<WinnerEntry[]>>().value!;
    expect(rng).toEqual([]);
  });
});
