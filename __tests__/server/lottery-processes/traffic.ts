/**
 * Member traffic for the process tests: random valid bets built from the odds table the server
 * publishes (GET game), placed, retried and cancelled over HTTP against whichever servers are up.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { randomPrizeMode, randomSelection } from '../../../bench/lottery-seed';
import { ErrorCode } from '@common/contract/envelope';
import { LotteryPath, type LotteryGameInfo, type Order, type PlaceOrderRequest } from '@common/contract/lottery';
import { api } from './harness';

const pick = <T>(values: readonly T[]): T => values[randomInt(values.length)];

/** What a run saw; `unexpected` holds answers no correct server gives (the test fails on any). */
export interface TrafficStats {
  orders: number;
  suborders: number;
  /** Bets refused because their issue had closed meanwhile (allowed: the refusal is the rule). */
  refusedLate: number;
  cancelled: number;
  cancelRefused: number;
  /** Placements retried with the same requestId after a network error, answered with the first order. */
  retried: number;
  unexpected: string[];
}

export const emptyStats = (): TrafficStats => ({ orders: 0, suborders: 0, refusedLate: 0, cancelled: 0, cancelRefused: 0, retried: 0, unexpected: [] });


export interface Member {
  username: string;
  token: string;
}

/**
 * One bet through one of `servers()` (the live base URLs): a chase of 1-3 upcoming issues. A
 * network error or a 503 (a server stopping under it) is retried with the same requestId on another
 * server, which must answer with the same order, never a second one.
 */
export async function placeRandomOrder(servers: () => string[], member: Member, gameCode: string, stats: TrafficStats): Promise<Order | null> {
  const base = pick(servers());
  const info = await api<LotteryGameInfo>(base, 'GET', LotteryPath.game, { query: { gameCode } }).catch(() => null);
  // The server went away under us: this round is skipped, the next picks a live one.
  if (info === null) return null;
  if (!info.success) {
    stats.unexpected.push(`GET game ${gameCode}: ${info.code}`);
    return null;
  }
  const { betTypes, upcoming, serverTime } = info.value!;
  const open = upcoming.filter((issue) => issue.closesAt > serverTime);
  if (open.length === 0) return null;
  const betType = pick(betTypes);
  const body: PlaceOrderRequest = {
    gameCode,
    prizeMode: randomPrizeMode(betType),
    betType: betType.code,
    selection: randomSelection(gameCode, betType),
    unitStake: pick([100, 200, 500]),
    multiple: randomInt(1, 4),
    issues: open.slice(0, randomInt(1, Math.min(3, open.length) + 1)).map((issue) => issue.issueNumber),
    stopOnWin: randomInt(2) === 0,
    requestId: randomUUID(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const target = attempt === 0 ? base : pick(servers());
    const res = await api<Order>(target, 'POST', LotteryPath.orders, { token: member.token, body }).catch(() => null);
    if (res === null) {
      stats.retried += 1;
      continue;
    }
    if (res.success) {
      stats.orders += 1;
      stats.suborders += res.value!.suborders.length;
      return res.value!;
    }
    // The issue closed between reading it and betting on it: refused, as the rules say.
    if (res.code === ErrorCode.lotteryIssueClosed) stats.refusedLate += 1;
    else stats.unexpected.push(`place ${JSON.stringify(body)}: ${res.code} ${res.message ?? ''}`);
    return null;
  }
  stats.unexpected.push(`place ${body.requestId}: no server answered`);
  return null;
}

/** Cancels the last pending sub-order of an order through a (possibly other) server. */
export async function cancelLast(servers: () => string[], member: Member, order: Order, stats: TrafficStats): Promise<void> {
  const last = order.suborders[order.suborders.length - 1];
  const res = await api<Order>(pick(servers()), 'POST', LotteryPath.cancel, {
    token: member.token,
    body: { orderId: order.orderId, suborderIds: [last.id] },
  }).catch(() => null);
  if (res === null) return;
  if (res.success) stats.cancelled += 1;
  // Its issue closed meanwhile, or a stop-on-win already cancelled it.
  else if (res.code === ErrorCode.lotterySuborderNotCancellable) stats.cancelRefused += 1;
  else stats.unexpected.push(`cancel ${order.orderId}/${last.id}: ${res.code}`);
}
