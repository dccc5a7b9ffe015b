import { GamePath, type WinnerEntry } from '@common/contract/games';
import type { Envelope } from '@common/contract/envelope';
import { startGameSession } from '../../../../server/modules/launch/sessions';
import { maskUsername } from '../../../../server/modules/seamless/winners';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import { call, TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, MERCHANT, VENDOR } from './fixtures';

describe('maskUsername', () => {
  it('keeps two letters at each end of a name', () => {
    expect(maskUsername('devil1234')).toBe('de***34');
  });
  it('keeps only the first letter of a short name', () => {
    expect(maskUsername('abcd')).toBe('a***');
  });
});

describe.each(databases())('winner board on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  let seq = 0;

  const board = async (query: string) => (await call(t.app, 'GET', `${GamePath.winners}?${query}`)).json<Envelope<WinnerEntry[]>>();

  beforeAll(async () => {
    const wallet = createSeamlessClient(t.app, VENDOR);
    const win = (sessionId: string, amount: number) =>
      wallet.credit({ requestId: `w-${++seq}`, sessionId, transactionId: `w-${seq}`, roundId: `r-${seq}`, gameId: 10_001, amount });
    const { sessionId, memberId } = await fundedPlayer(t.app, 'winner1234', 0n);
    for (const amount of [100, 0, 300]) {
      await win(sessionId, amount);
      clock.advance(1_000);
    }
    // Demo wins are play money: never on the board.
    const demo = await startGameSession(
      t.app.db,
      { merchantCode: MERCHANT, memberId, accountKind: 'demo', vendorCode: VENDOR, gameId: 10_001, gameType: 'RNG', mode: 'trial' },
      clock.now(),
    );
    await win(demo.id, 5_000);
    const fisher = await fundedPlayer(t.app, 'fisher5678', 0n, 'OCN', 'FISH');
    const ocean = createSeamlessClient(t.app, 'OCN');
    clock.advance(1_000);
    await ocean.credit({ requestId: 'fish-1', sessionId: fisher.sessionId, transactionId: 'fish-1', roundId: 'f', gameId: null, amount: 700 });
  });

  it('lists real wins newest first, names masked, without a token', async () => {
    const res = await board('gameCategory=ALL&language=EN&limitNum=10');
    expect(res.success).toBe(true);
    expect(res.value!.map((w) => [w.userName, w.vendorCode, w.amount])).toEqual([
      ['fi***78', 'OCN', 700],
      ['wi***34', 'MLS', 300],
      ['wi***34', 'MLS', 100],
    ]);
    expect(res.value![1]).toMatchObject({ gameType: 'RNG', gameName: expect.any(String) as string, lotteryCode: null, time: expect.any(Number) as number });
    expect(res.value![1]!.gameName).not.toBe('MLS');
  });

  it('filters by game type and honours limitNum', async () => {
    const rng = await board('gameCategory=RNG&language=EN&limitNum=1');
    expect(rng.value!.map((w) => w.amount)).toEqual([300]);
  });

  it('refuses a limitNum above 10', async () => {
    expect((await board('gameCategory=ALL&limitNum=11')).success).toBe(false);
  });
});
