/**
 * The level ladder being written: rows in rank order (the first reached by everyone at 0), each with
 * its name per language, the turnover that reaches it (major units), its reward and its rebate (%).
 * Ranks are the rows' order, so adding, removing and moving rows renumbers them.
 */
import type { LocalizedText } from '@common/contract/announcements';
import type { LevelDraft } from '@common/contract/consoleLoyalty';
import { LEVEL_NAME_MAX, LEVELS_MAX } from '@common/rules/loyalty';
import { RATE_BP_MAX } from '@common/rules/promotions';
import { amountText, parseAmount, parsePercent, percentText, within } from '../units';
import { checked, fits, need, written, type Checked } from './check';
import { rewardFormOf, rewardOfForm, type RewardForm } from './reward';


export interface LevelRow {
  /** The row's own key (React), kept while rows move. */
  key: number;
  name: LocalizedText;
  threshold: string;
  reward: RewardForm;
  rebate: string;
  /** Members who reached it (read only; a reached level cannot be removed). */
  members: number;
}

let nextKey = 1;

export function levelRowOf(level: LevelDraft | null): LevelRow {
  return {
    key: nextKey++,
    name: { ...level?.name },
    threshold: level ? amountText(level.threshold) : '',
    reward: rewardFormOf(level?.reward ?? null),
    rebate: percentText(level?.rebateBp ?? 0),
    members: level?.members ?? 0,
  };
}

/** The ladder's rows, lowest rank first. */
export const levelRowsOf = (levels: readonly LevelDraft[]) => [...levels].sort((a, b) => a.rank - b.rank).map(levelRowOf);

/** The rows with one moved by `by` places (−1 up, +1 down); unchanged at an end. */
export function moved<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The ladder to send: ranks 1.., the first at 0, each threshold above the one before; or the first problem and its row. */
export function levelsOfRows(rows: readonly LevelRow[]): Checked<LevelDraft[]> {
  return checked(() => {
    need(rows.length <= LEVELS_MAX, 'tooManyLevels');
    let previous = -1;
    return rows.map((row, i) => {
      const rank = i + 1;
      const name = written(row.name);
      need(Object.keys(name).length > 0, 'nameMissing', rank);
      need(fits(name, LEVEL_NAME_MAX), 'textTooLong', rank);
      const threshold = parseAmount(row.threshold);
      need(threshold !== null, 'badThreshold', rank);
      need(rank > 1 || threshold === 0, 'firstThreshold', rank);
      need(threshold! > previous, 'thresholdOrder', rank);
      previous = threshold!;
      const rebateBp = parsePercent(row.rebate);
      need(within(rebateBp, 0, RATE_BP_MAX), 'badRebate', rank);
      return { rank, name, threshold: threshold!, reward: rewardOfForm(row.reward, rank), rebateBp: rebateBp! };
    });
  });
}
