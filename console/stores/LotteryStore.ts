/** Lottery (docs/console.md "Catalogue and lottery"): games on and off, the issues to come, and the results with their settlement. */
import { makeAutoObservable } from 'mobx';
import { LotteryAdminPath, type ConsoleIssue, type ConsoleIssuePage, type ConsoleLotteryGame, type SettlementStatus } from '@common/contract/consoleCatalog';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export interface ResultsFilter {
  gameCode?: string;
  settlement?: SettlementStatus;
}

export class LotteryStore implements Clearable {
  /** The game the issues and results show; undefined: every game. */
  gameCode: string | undefined = undefined;
  settlement: SettlementStatus | undefined = undefined;
  readonly games = new Loadable<ConsoleLotteryGame[]>();
  readonly upcoming = new Loadable<ConsoleIssue[]>();
  readonly results = new Loadable<ConsoleIssuePage>();
  /** The last switch's outcome. */
  readonly change = new Loadable<ConsoleLotteryGame[]>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LotteryStore, 'root'>(this, { root: false, games: false, upcoming: false, results: false, change: false });
  }

  loadGames(): Promise<unknown> {
    return this.games.run(() => this.root.api.get(LotteryAdminPath.games));
  }

  /** The issues to come and the first page of results, for the game (and settlement) picked. */
  show(filter: ResultsFilter = { gameCode: this.gameCode, settlement: this.settlement }): Promise<unknown> {
    this.gameCode = filter.gameCode;
    this.settlement = filter.settlement;
    return Promise.all([this.upcoming.run(() => this.root.api.get(LotteryAdminPath.upcoming, { gameCode: this.gameCode })), this.loadResults(1)]);
  }

  loadResults(page: number): Promise<unknown> {
    return this.results.run(() => this.root.api.get(LotteryAdminPath.results, { gameCode: this.gameCode, settlement: this.settlement, page }));
  }

  /** Switches a game on or off (platform-wide operators); the server answers the games as they now are. */
  async switchGame(gameCode: string, enabled: boolean): Promise<void> {
    const games = await this.change.run(() => this.root.api.put<ConsoleLotteryGame[]>(LotteryAdminPath.game(gameCode), { enabled }));
    if (games) this.games.set(games);
  }

  clear(): void {
    this.gameCode = undefined;
    this.settlement = undefined;
    this.games.clear();
    this.upcoming.clear();
    this.results.clear();
    this.change.clear();
  }
}
