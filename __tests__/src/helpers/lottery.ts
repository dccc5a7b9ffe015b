import type { DrawResult, IssueSummary, LotteryGameInfo, LotteryTile, Order } from '@common/contract/lottery';
import { findLotteryGame } from '@common/lottery/games';

/** A fixed "now" of the server (ms) the lottery fixtures count from. */
export const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

export function issue(n: number, overrides: Partial<IssueSummary> = {}): IssueSummary {
  const drawAt = T0 + n * 60_000;
  return { gameCode: 'SSC1', issueNumber: `20261121-${String(n).padStart(4, '0')}`, opensAt: drawAt - 60_000, closesAt: drawAt - 10_000, drawAt, status: 'open', seedHash: 'ab'.repeat(32), ...overrides };
}

export function result(n: number, numbers: string[], overrides: Partial<DrawResult> = {}): DrawResult {
  return { ...issue(n), status: 'settled', numbers, prizes: null, seed: null, ...overrides };
}

export function lotteryTile(overrides: Partial<LotteryTile> = {}): LotteryTile {
  return {
    gameCode: 'SSC1',
    gameGroupCode: 'SSC',
    labelName: 'SSC 1 Minute',
    kind: 'ssc',
    prizeModes: ['Lott', 'ZY'],
    intervalSeconds: 60,
    closeSeconds: 10,
    iconUrl: '/icons/ssc1.png',
    vendorCode: null,
    next: issue(1),
    last: result(0, ['1', '2', '3', '4', '5']),
    ...overrides,
  };
}

/** The game answer of SSC1 with the engine's own odds table; serverTime T0 unless given. */
export function gameInfo(overrides: Partial<LotteryGameInfo> = {}, gameCode = 'SSC1'): LotteryGameInfo {
  const game = findLotteryGame(gameCode);
  if (!game) throw new Error(`no engine game ${gameCode}`);
  return {
    tile: lotteryTile({ gameCode, kind: game.kind, prizeModes: [...game.prizeModes], vendorCode: game.vendorCode, labelName: game.labelName }),
    betTypes: [...game.betTypes],
    upcoming: [issue(1), issue(2), issue(3)],
    serverTime: T0,
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 7,
    gameCode: 'SSC1',
    betType: 'position',
    selection: [['1'], [], [], [], []],
    prizeMode: 'Lott',
    unitStake: 100,
    multiple: 1,
    units: 1,
    amountPerIssue: 100,
    total: 200,
    stopOnWin: false,
    status: 'pending',
    createdAt: T0,
    suborders: [
      { id: 71, issueNumber: issue(1).issueNumber, amount: 100, status: 'pending', winAmount: 0, rebateAmount: 0, settledAt: null },
      { id: 72, issueNumber: issue(0).issueNumber, amount: 100, status: 'pending', winAmount: 0, rebateAmount: 0, settledAt: null },
    ],
    ...overrides,
  };
}
