import { LotteryPath } from '@common/contract/lottery';
import { clockOffset, currentIssue } from '../../../src/stores/LotteryStore';
import { createTestStore } from '../helpers/renderApp';
import { gameInfo, issue, lotteryTile, T0 } from '../helpers/lottery';

describe('clockOffset', () => {
  it('adds half the round trip to the server stamp and compares with the receipt time', () => {
    // Sent at 1000, received at 1400 (400 ms round trip); the server stamped 5000.
    expect(clockOffset(5000, 1000, 1400)).toBe(5000 + 200 - 1400);
  });
});

describe('currentIssue', () => {
  it('is the first open issue whose close is still ahead on the server clock', () => {
    const upcoming = [issue(1), issue(2)];
    expect(currentIssue(upcoming, issue(1).closesAt - 1)?.issueNumber).toBe(issue(1).issueNumber);
    expect(currentIssue(upcoming, issue(1).closesAt)?.issueNumber).toBe(issue(2).issueNumber);
  });
});

describe('LotteryStore', () => {
  it('reads the server clock corrected for skew measured at the game answer', async () => {
    // The device runs 90 s behind the server; the call takes 2 s there and back.
    let device = T0 - 90_000;
    const { store } = await createTestStore({
      routes: {
        [`GET ${LotteryPath.game}`]: () => {
          device += 1_000;
          const answer = { success: true, value: gameInfo({ serverTime: T0 }) };
          device += 1_000;
          return answer;
        },
      },
    });
    store.lottery.deviceNow = () => device;
    await store.lottery.loadGame('SSC1');
    expect(store.lottery.serverNow()).toBe(T0 + 1_000);
  });

  it('lists Lott and Elott lotteries once each, asking for both prize modes', async () => {
    const { store, fetch } = await createTestStore({
      routes: {
        [`GET ${LotteryPath.list}`]: ({ url }: { url: string }) => {
          const mode = new URL(url, 'http://x').searchParams.get('prizeMode');
          const tiles = mode === 'Lott' ? [lotteryTile(), lotteryTile({ gameCode: 'K3_1' })] : [lotteryTile({ gameCode: 'K3_1' }), lotteryTile({ gameCode: 'VN_NORTH' })];
          return { success: true, value: tiles };
        },
      },
    });
    await store.lottery.loadList();
    expect(store.lottery.tiles?.map((t) => t.gameCode)).toEqual(['SSC1', 'K3_1', 'VN_NORTH']);
    expect(fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams.get('prizeMode')).filter(Boolean).sort()).toEqual(['Elott', 'Lott']);
  });
});
