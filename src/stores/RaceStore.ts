import { makeAutoObservable, runInAction } from 'mobx';
import { LoyaltyPath, type RaceValue, type RankListValue } from '@common/contract/loyalty';
import { LEADERBOARD_REFRESH_MS } from '@common/rules/loyalty';
import { quietGet } from '../api/request';
import type { LoadState } from './DepositStore';
import type { RootStore } from './RootStore';

/**
 * The leaderboard (issue 17, /m/leaderBoard, MISSIONLB3): the races running now, and for the chosen
 * one its §7 rank list (top RACE_TOP_SHOWN and the member's own entry). While the screen is visible
 * the list refreshes every LEADERBOARD_REFRESH_MS, so a member watches their rank move; the screen
 * stops it when hidden or closed.
 */
export class RaceStore {
  races: RaceValue[] = [];
  racesState: LoadState = 'idle';
  selectedId: number | null = null;
  ranks: RankListValue | null = null;
  ranksState: LoadState = 'idle';
  /** When the rank list was last answered: the clock the time left is counted from (it moves with each refresh). */
  checkedAt = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<RaceStore, 'root' | 'timer'>(this, { root: false, timer: false });
  }

  get selected(): RaceValue | null {
    return this.races.find((race) => race.id === this.selectedId) ?? null;
  }

  /** Whether the list refreshes itself now. */
  get refreshing(): boolean {
    return this.timer !== null;
  }

  /** Reads the running races; the first is chosen when none (or a gone one) was; then its rank list. */
  async loadRaces(): Promise<void> {
    if (this.racesState !== 'loaded') this.racesState = 'loading';
    const races = await quietGet<RaceValue[]>(this.root.api, LoyaltyPath.races);
    runInAction(() => {
      if (!races) {
        if (this.racesState !== 'loaded') this.racesState = 'failed';
        return;
      }
      this.races = races;
      this.racesState = 'loaded';
      if (!this.selected) this.selectedId = races[0]?.id ?? null;
    });
    await this.loadRanks();
  }

  /** Chooses a race and reads its rank list. */
  select(id: number): void {
    if (id === this.selectedId) return;
    this.selectedId = id;
    this.ranks = null;
    this.ranksState = 'idle';
    void this.loadRanks();
  }

  /** Reads the chosen race's rank list for its running period. */
  async loadRanks(): Promise<void> {
    const race = this.selected;
    if (!race) return;
    if (this.ranks?.race.id !== race.id) this.ranksState = 'loading';
    const ranks = await quietGet<RankListValue>(this.root.api, LoyaltyPath.rankList, { params: { raceId: race.id, periodStart: race.periodStart } });
    runInAction(() => {
      // The member chose another race meanwhile: this answer is not the one shown.
      if (this.selectedId !== race.id) return;
      if (ranks) {
        this.ranks = ranks;
        this.ranksState = 'loaded';
        this.checkedAt = Date.now();
      } else if (this.ranksState !== 'loaded') {
        this.ranksState = 'failed';
      }
    });
  }

  /**
   * One refresh: the rank list; past the period's end, the ended period's list until its prizes are
   * paid (the screen says "Final"), then the races again (the next period). Reading the races at
   * once would drop an ended custom race (no longer running) before its final standings were shown.
   */
  refresh(): Promise<void> {
    const race = this.selected;
    if (!race) return this.loadRaces();
    const shown = this.ranks?.race.id === race.id ? this.ranks : null;
    if (Date.now() >= race.periodEnd && (shown?.settled ?? true)) return this.loadRaces();
    return this.loadRanks();
  }

  /** Refreshes every LEADERBOARD_REFRESH_MS until stopped (at most one timer). */
  startRefresh(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => void this.refresh(), LEADERBOARD_REFRESH_MS);
  }

  stopRefresh(): void {
    if (this.timer === null) return;
    clearInterval(this.timer);
    this.timer = null;
  }

  clear(): void {
    this.stopRefresh();
    this.races = [];
    this.racesState = 'idle';
    this.selectedId = null;
    this.ranks = null;
    this.ranksState = 'idle';
    this.checkedAt = 0;
  }
}
