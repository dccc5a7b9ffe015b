/**
 * How the loyalty forms refuse: the first problem the operator must fix (an i18n key under
 * loyalty.problems), with the row of a list (a level, a prize tier) it concerns. The server checks
 * the same ranges again (common/rules/loyalty.ts); the form only says it sooner and in words.
 */
import type { LocalizedText } from '@common/contract/announcements';
import { parseLocalInput } from '../../../format';

/** Every problem a loyalty form can name (console keys loyalty.problems.<problem>). */
export const LOYALTY_PROBLEMS = [
  'titleMissing',
  'nameMissing',
  'textTooLong',
  'badUrl',
  'startMissing',
  'endMissing',
  'endBeforeStart',
  'badExpiryDays',
  'badRate',
  'tooManyLevels',
  'badThreshold',
  'firstThreshold',
  'thresholdOrder',
  'badRebate',
  'badRewardAmount',
  'badRewardPoints',
  'badMultiplier',
  'badPrice',
  'badStock',
  'badLimit',
  'badMinLevel',
  'badSortOrder',
  'badBonusAmount',
  'badGameCode',
  'badStake',
  'raceTooLong',
  'tooManyTiers',
  'badRanks',
  'ranksOverlap',
  'prizeMissing',
] as const;
export type LoyaltyProblem = (typeof LOYALTY_PROBLEMS)[number];

export interface Problem {
  problem: LoyaltyProblem;
  /** The 1-based row of a list the problem is in. */
  row?: number;
}

export type Checked<T> = { value: T } | Problem;

class Refused extends Error {
  constructor(readonly found: Problem) {
    super(found.problem);
  }
}

/** A check that refuses with the problem when it fails. */
export function need(ok: boolean, problem: LoyaltyProblem, row?: number): void {
  if (!ok) throw new Refused(row === undefined ? { problem } : { problem, row });
}

/** The value built, or the first problem met while building it. */
export function checked<T>(build: () => T): Checked<T> {
  try {
    return { value: build() };
  } catch (error) {
    if (error instanceof Refused) return error.found;
    throw error;
  }
}

/** The languages' texts written, trimmed; an empty one is left out rather than sent. */
export function written(text: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(text).map(([lang, s]) => [lang, s.trim()] as const).filter(([, s]) => s !== ''));
}

/** Whether every language's text fits. */
export const fits = (text: LocalizedText, max: number) => Object.values(text).every((s) => s.length <= max);

/** A schedule typed: a start (required) and an end after it (empty: none, unless required). */
export function schedule(startsAt: string, endsAt: string, endRequired = false): { startsAt: number; endsAt: number | null } {
  const start = parseLocalInput(startsAt);
  const end = parseLocalInput(endsAt);
  need(start !== null, 'startMissing');
  need(end !== null || !endRequired, 'endMissing');
  need(end === null || end > start!, 'endBeforeStart');
  return { startsAt: start!, endsAt: end };
}

const IMAGE_URL = /^(https?:\/\/\S+|\/(?!\/)\S*)$/;
/** An image address: http(s) or same-origin; empty: none. */
export function imageUrl(text: string): string | null {
  const url = text.trim();
  need(!url || IMAGE_URL.test(url), 'badUrl');
  return url || null;
}
