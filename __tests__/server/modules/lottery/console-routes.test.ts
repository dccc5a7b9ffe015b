import { PlayerPath, type Page, type PlayerLotteryOrder } from '@common/contract/consolePlayers';
import { addMember } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith } from '../../helpers/operators';
import { drawPast, fundedPlayer, MANUAL, place, startClock, sureBet, upcoming } from './fixtures';

describe.each(databases())('GET /console/api/players/:id/lottery-orders ($name)', (db) => {
  const clock = startClock();
  const t = suiteApp(db, MANUAL, { now: clock.now }, async (app) => {
    await app.lottery.runDue(clock.now());
  });

  it('lists one line per issue, newest first: stake, and the win once the issue is settled (null while pending)', async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const issues = await upcoming(t.app);
    const order = (await place(t.app, player.token, sureBet(issues.slice(0, 2).map((i) => i.issueNumber)))).value!;
    await drawPast(t.app, clock, issues[0]!);
    const support = await operatorWith(t.app, ['support']);
    const res = await consoleCall<Page<PlayerLotteryOrder>>(t.app, support, 'GET', PlayerPath.lotteryOrders(player.member.id));
    const [second, first] = res.body.value!.items;
    expect(res.body.value!.total).toBe(2);
    expect(first).toMatchObject({ orderNo: String(order.orderId), lotteryCode: 'SSC1', issue: issues[0]!.issueNumber, stake: 1_000, status: 'won' });
    expect(first!.win).toBeGreaterThan(0);
    expect(second).toMatchObject({ issue: issues[1]!.issueNumber, status: 'pending', win: null });
  });

  it('another merchant player answers 404', async () => {
    const stranger = await addMember(t.app, { username: 'plylotstranger', merchantCode: 'OTHERCO' });
    const owner = await operatorWith(t.app, ['owner']);
    expect((await consoleCall(t.app, owner, 'GET', PlayerPath.lotteryOrders(stranger.id))).status).toBe(404);
  });
});
