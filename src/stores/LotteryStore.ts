import { makeAutoObservable, runInAction } from 'mobx';
import {
  LotteryPath,
  type IssueSummary,
  type LotteryGameInfo,
  type LotteryResultPage,
  type LotteryTile,
  type PrizeMode,
  type VerifyResult,
} from '@common/contract/lottery';
import { quietGet } from '../api/request';
import { PAGE_SIZE_LOTTERY_RESULTS } from '../config/constants';
import { SharedCall } from './base/SharedCall';
import type { RootStore } from './RootStore';

/** The modes /m/moreLottery lists (§7 lottery list): the lottery centre's and the e-lottery's. */
const LIST_MODES: readonly PrizeMode[] = ['Lott', 'Elott'];

/**
 * How far the server's clock is ahead of ours (ms). serverTime was stamped about half a round
 * trip before the answer reached us, so that half is added back.
 */
export function clockOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  return serverTime + (receivedAt - sentAt) / 2 - receivedAt;
}

/** The first issue still taking bets at the server time `now`, if any. */
export function currentIssue(upcoming: readonly IssueSummary[], now: number): IssueSummary | undefined {
  return upcoming.find((issue) => issue.status === 'open' && issue.closesAt > now);
}

/**
 * The lottery's read side (issue 5): tiles of /m/moreLottery and the home, one game's odds
 * table with the server clock, its results history and fairness verification. It holds no
 * engine code (the home bundle carries this store); the bet slip's maths lives in the lazy
 * screen chunk.
 */
export class LotteryStore {
  /** Every lottery (Lott and Elott lists), or null until loaded. */
  tiles: LotteryTile[] | null = null;
  /** The lottery centre's games (home lottery tiles). */
  centre: LotteryTile[] | null = null;
  game: LotteryGameInfo | null = null;
  /** The game code the last loadGame could not find (unknown code, or the call failed). */
  missingGame: string | null = null;
  results: LotteryResultPage | null = null;
  verification: VerifyResult | null = null;
  /** Added to Date.now() it reads the server's clock; 0 until a game answer measured it. */
  clockOffsetMs = 0;
  /** Date.now() of the device; tests replace it. */
  deviceNow: () => number = () => Date.now();
  private readonly listLoad = new SharedCall(() => this.fetchList());

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LotteryStore, 'root' | 'listLoad'>(this, { root: false, deviceNow: false, listLoad: false });
  }

  /** The server's clock now, corrected for the measured skew. */
  serverNow(): number {
    return this.deviceNow() + this.clockOffsetMs;
  }

  /** Tiles of the games another tile's vendor serves (the Vietnamese lobby's north/south switch). */
  siblingsOf(gameCode: string): LotteryTile[] {
    const vendor = this.tiles?.find((tile) => tile.gameCode === gameCode)?.vendorCode;
    return vendor ? (this.tiles ?? []).filter((tile) => tile.vendorCode === vendor) : [];
  }

  /** Loads every lottery; a game in both lists shows once. Calls while one is under way share it. */
  loadList(): Promise<void> {
    return this.listLoad.run();
  }

  private async fetchList(): Promise<void> {
    const lists = await Promise.all(LIST_MODES.map((prizeMode) => quietGet<LotteryTile[]>(this.root.api, LotteryPath.list, { params: { prizeMode } })));
    const byCode = new Map<string, LotteryTile>();
    for (const tile of lists.flatMap((list) => list ?? [])) if (!byCode.has(tile.gameCode)) byCode.set(tile.gameCode, tile);
    runInAction(() => {
      this.tiles = [...byCode.values()];
    });
  }

  async loadCentre(): Promise<void> {
    const tiles = await quietGet<LotteryTile[]>(this.root.api, LotteryPath.centre);
    runInAction(() => {
      this.centre = tiles ?? [];
    });
  }

  /** Loads a game's odds table and upcoming issues, and measures the clock skew on the way. */
  async loadGame(gameCode: string): Promise<void> {
    const sentAt = this.deviceNow();
    const info = await quietGet<LotteryGameInfo>(this.root.api, LotteryPath.game, { params: { gameCode } });
    const receivedAt = this.deviceNow();
    runInAction(() => {
      this.missingGame = info ? null : gameCode;
      if (!info) return;
      this.game = info;
      this.clockOffsetMs = clockOffset(info.serverTime, sentAt, receivedAt);
    });
  }

  async loadResults(gameCode: string, pageNo = 1): Promise<void> {
    const page = await quietGet<LotteryResultPage>(this.root.api, LotteryPath.results, { params: { gameCode, pageNo, pageSize: PAGE_SIZE_LOTTERY_RESULTS } });
    runInAction(() => {
      this.results = page ?? null;
    });
  }

  /** The server's verify answer for one issue; null when it could not be had. */
  async verify(gameCode: string, issueNumber: string): Promise<void> {
    this.verification = null;
    const answer = await quietGet<VerifyResult>(this.root.api, LotteryPath.verify, { params: { gameCode, issueNumber } });
    runInAction(() => {
      this.verification = answer ?? null;
    });
  }

  clear(): void {
    this.tiles = null;
    this.centre = null;
    this.game = null;
    this.results = null;
    this.verification = null;
  }

}
