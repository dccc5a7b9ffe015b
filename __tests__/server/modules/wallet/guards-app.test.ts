/**
 * The guard hook in the app: a guard registered on app.walletGuards refuses a seamless bet and a
 * lottery order with its code, and the refused call leaves no vendor transaction, order or posting.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { lotteryOrders } from '../../../../server/modules/lottery/tables';
import { seamlessTransactions } from '../../../../server/modules/seamless/tables';
import { guardMember } from '../../../../server/modules/wallet';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import { databases, suiteApp } from '../../helpers/build';
import { dailyStakeLimit } from '../../helpers/wallet-guards';
import { balanceOf, fundedPlayer as lotteryPlayer, MANUAL, place, startClock, sureBet, upcoming } from '../lottery/fixtures';
import { fundedPlayer, MERCHANT, VENDOR } from '../seamless/fixtures';

const LIMIT = 2;

describe.each(databases())('wallet guards in the app on $name', (db) => {
  const clock = startClock();
  const t = suiteApp(db, MANUAL, { now: clock.now }, async (app) => {
    app.walletGuards.register(dailyStakeLimit(LIMIT));
    await app.lottery.runDue(clock.now());
  });

  test('a seamless debit the guard refuses answers its code and stores no transaction', async () => {
    const wallet = createSeamlessClient(t.app, VENDOR);
    const { memberId, sessionId } = await fundedPlayer(t.app, 'guarded1', 1_000n);
    // A stake guard sees the seamless debits of the members marked for it; the others keep the one trip.
    await t.app.db.transaction((tx) => guardMember(tx, memberId, MERCHANT, t.app.now()));
    const debit = (n: number) => wallet.debit({ requestId: `g-rq-${n}`, sessionId, transactionId: `g-tx-${n}`, roundId: 'g-round', gameId: 10_001, amount: 100 });
    for (let n = 0; n < LIMIT; n++) expect((await debit(n)).success).toBe(true);
    const refused = await debit(LIMIT);
    expect(refused).toMatchObject({ success: false, code: ErrorCode.walletLimitReached });
    expect(await t.app.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.transactionId, `g-tx-${LIMIT}`))).toEqual([]);
    expect((await wallet.balance({ requestId: 'g-rq-balance', sessionId })).value).toMatchObject({ balance: 1_000 - LIMIT * 100 });
  });

  test('a lottery order the guard refuses answers its code and leaves no order', async () => {
    const player = await lotteryPlayer(t.app, 10_000n);
    const issue = (await upcoming(t.app))[0]!.issueNumber;
    for (let n = 0; n < LIMIT; n++) expect((await place(t.app, player.token, sureBet([issue]))).success).toBe(true);
    const refused = await place(t.app, player.token, sureBet([issue]));
    expect(refused).toMatchObject({ success: false, code: ErrorCode.walletLimitReached });
    expect(await t.app.db.select().from(lotteryOrders).where(eq(lotteryOrders.memberId, player.member.id))).toHaveLength(LIMIT);
    expect(await balanceOf(t.app, player.member)).toBe(10_000n - BigInt(LIMIT) * 1_000n);
  });
});
