import { makeAutoObservable } from 'mobx';
import type { BetType, IssueSummary, LotteryGameInfo, PrizeMode } from '@common/contract/lottery';
import { LOTTERY_CHASE_MAX } from '../../config/constants';
import { findLotteryGame } from '@common/lottery/games';
import { unitsOf, validateSelection, type SelectionError } from '@common/lottery/settlement';
import type { OrderDraft } from '../../stores/OrderStore';
import { parseMinor } from '../../utils/amount';

/** Odds and amounts are integers: odds in thousandths, money in minor units (common/contract/lottery.ts). */
const ODDS_SCALE = 1000;

export { parseMinor } from '../../utils/amount';

/** A positive whole number typed in a field, or null. */
function parseCount(text: string): number | null {
  return /^\d{1,6}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null;
}

/**
 * The bet slip of one game (screen state, not a store: it lives while /m/startLottery shows the
 * game). Units come from the engine's unitsOf, so the slip and the server count alike.
 */
export class BetSlip {
  betTypeCode: string;
  /** Rows as PlaceOrderRequest.selection: digits one row per position, numbers one row of picks, option [[option]]. */
  selection: string[][] = [];
  prizeMode: PrizeMode;
  unitStakeText = '1';
  multipleText = '1';
  chaseCount = 1;
  stopOnWin = false;

  /** `game` reads the store's current answer: a re-fetch after an issue closes brings new upcoming issues. */
  constructor(private readonly game: () => LotteryGameInfo) {
    const info = game();
    this.betTypeCode = info.betTypes[0]?.code ?? '';
    this.prizeMode = info.tile.prizeModes[0] ?? 'Lott';
    this.selection = this.emptySelection();
    makeAutoObservable<BetSlip, 'game'>(this, { game: false });
  }

  get info(): LotteryGameInfo {
    return this.game();
  }

  get betType(): BetType | undefined {
    return this.info.betTypes.find((type) => type.code === this.betTypeCode);
  }

  /** Why the selection cannot be bet yet; null when it can. */
  get selectionError(): SelectionError | null {
    const game = findLotteryGame(this.info.tile.gameCode);
    if (!game || !this.betType) return 'betType.unknown';
    return validateSelection(game, this.betType, this.selection);
  }

  get units(): number {
    const game = findLotteryGame(this.info.tile.gameCode);
    return this.selectionError || !game || !this.betType ? 0 : unitsOf(game, this.betType, this.selection);
  }

  get unitStake(): number | null {
    return parseMinor(this.unitStakeText);
  }

  get multiple(): number | null {
    return parseCount(this.multipleText);
  }

  get amountPerIssue(): number {
    return (this.unitStake ?? 0) * this.units * (this.multiple ?? 0);
  }

  /** Odds in thousandths for the chosen mode; an option with its own odds (K3 sums) uses those. */
  get odds(): number | undefined {
    const type = this.betType;
    const option = type?.selection.kind === 'option' ? this.selection[0]?.[0] : undefined;
    const own = option ? type?.optionOdds?.[option]?.[this.prizeMode] : undefined;
    return own ?? type?.odds[this.prizeMode];
  }

  get rebateBp(): number {
    return this.betType?.rebateBp[this.prizeMode] ?? 0;
  }

  /** What one hit pays at this stake and multiple (each unit covers one hit), floored to the minor unit. */
  get winPerHit(): number {
    return this.odds === undefined ? 0 : Math.floor(((this.unitStake ?? 0) * (this.multiple ?? 0) * this.odds) / ODDS_SCALE);
  }

  /** Issues a chase may span at the server time `now`: the open ones, up to the limit. */
  chaseable(now: number): IssueSummary[] {
    return this.info.upcoming.filter((issue) => issue.status === 'open' && issue.closesAt > now).slice(0, LOTTERY_CHASE_MAX);
  }

  /** The order to place at server time `now`, or null while anything is missing or invalid. */
  draft(now: number): OrderDraft | null {
    const issues = this.chaseable(now).slice(0, this.chaseCount).map((issue) => issue.issueNumber);
    if (this.units === 0 || !this.unitStake || !this.multiple || issues.length === 0) return null;
    return {
      gameCode: this.info.tile.gameCode,
      prizeMode: this.prizeMode,
      betType: this.betTypeCode,
      selection: this.selection.map((row) => [...row].sort()),
      unitStake: this.unitStake,
      multiple: this.multiple,
      issues,
      stopOnWin: issues.length > 1 && this.stopOnWin,
    };
  }

  total(now: number): number {
    return this.amountPerIssue * Math.min(this.chaseCount, this.chaseable(now).length);
  }

  chooseBetType(code: string): void {
    this.betTypeCode = code;
    this.selection = this.emptySelection();
  }

  /** Adds or removes one value: per position for digits, among the picks for numbers; an option replaces the last. */
  toggle(value: string, row = 0): void {
    if (this.betType?.selection.kind === 'option') {
      this.selection = this.isPicked(value, row) ? [] : [[value]];
      return;
    }
    this.selection = this.selection.map((values, i) =>
      i !== row ? values : values.includes(value) ? values.filter((v) => v !== value) : [...values, value],
    );
  }

  isPicked(value: string, row = 0): boolean {
    return this.selection[row]?.includes(value) ?? false;
  }

  setPrizeMode(mode: PrizeMode): void {
    this.prizeMode = mode;
  }

  setUnitStake(text: string): void {
    this.unitStakeText = text;
  }

  setMultiple(text: string): void {
    this.multipleText = text;
  }

  setChase(count: number, stopOnWin: boolean): void {
    this.chaseCount = Math.max(1, count);
    this.stopOnWin = stopOnWin;
  }

  /** After a placement the picks go; stake, multiple and chase stay for the next bet. */
  clearSelection(): void {
    this.selection = this.emptySelection();
  }

  private emptySelection(): string[][] {
    const rule = this.betType?.selection;
    if (rule?.kind === 'digits') return Array.from({ length: rule.count ?? 1 }, () => []);
    return rule?.kind === 'numbers' ? [[]] : [];
  }
}
