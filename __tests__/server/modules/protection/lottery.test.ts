/** Lottery orders run the stake guard: an order past a wager limit answers the guard's code and leaves no order. */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { lotteryOrders } from '../../../../server/modules/lottery/tables';
import { memberChange } from '../../../../server/modules/protection/settings';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, MANUAL, place, sureBet, upcoming } from '../lottery/fixtures';
import { MERCHANT, realClock } from './fixtures';

describe.each(databases())('lottery orders under protection on $name', (db) => {
  const clock = realClock();
  const t = suiteApp(db, MANUAL, { now: clock.now }, async (app) => {
    await app.lottery.runDue(clock.now());
  });

  test('an order past the wager limit is refused with protection.wager.limit and leaves no order', async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    await memberChange(t.app.db, { id: player.member.id, merchantCode: MERCHANT }, { target: 'wager', period: 'day' }, 500, clock.now());
    const issue = (await upcoming(t.app))[0]!.issueNumber;
    expect(await place(t.app, player.token, sureBet([issue]))).toMatchObject({ success: false, code: ErrorCode.protectionWagerLimit });
    expect(await t.app.db.select().from(lotteryOrders).where(eq(lotteryOrders.memberId, player.member.id))).toEqual([]);
  });
});
