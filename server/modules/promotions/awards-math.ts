/**
 * The arithmetic of periodic awards (docs/promotions.md "Periodic awards"): the UTC periods of a cashback or
 * rebate promotion, the basis of a period's award and its amount. Pure functions on minor units
 * (bigint): the settlement job, the claim and the running estimate all compute here.
 */
import { AWARD_MIN_AMOUNT, type AwardPeriod, type PromotionType } from '@common/rules/promotions';
import { capped, rateOf } from './arithmetic';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: the first Monday 00:00 UTC after the epoch is 4 days later. */
const MONDAY_OFFSET_MS = 4 * DAY_MS;

/** One award period: [start, end), UTC. */
export interface AwardWindow {
  start: Date;
  end: Date;
}

/** The period of kind `period` holding instant `at`: its UTC day, or its ISO week from Monday 00:00 UTC. */
export function periodAt(period: AwardPeriod, at: number): AwardWindow {
  const size = period === 'day' ? DAY_MS : WEEK_MS;
  const offset = period === 'day' ? 0 : MONDAY_OFFSET_MS;
  const start = Math.floor((at - offset) / size) * size + offset;
  return { start: new Date(start), end: new Date(start + size) };
}

/** The window's turnover days (YYYY-MM-DD, both included): its first day to the day before its end. */
export function windowDays(window: AwardWindow): { from: string; to: string } {
  return { from: window.start.toISOString().slice(0, 10), to: new Date(window.end.getTime() - DAY_MS).toISOString().slice(0, 10) };
}

/** What bounds a promotion's periods: its schedule, and when it was ended early (null: not ended). */
export interface AwardSchedule {
  period: AwardPeriod;
  startsAt: Date;
  endsAt: Date | null;
  endedAt: Date | null;
}

/**
 * The periods that overlap the schedule and have ended by `now`, oldest first: from the period
 * holding startsAt to the last one ending by now, by endsAt and by endedAt (a period the promotion
 * ended within is not awarded: it never ran to its end).
 */
export function endedPeriods(schedule: AwardSchedule, now: number): AwardWindow[] {
  const bound = Math.min(now, schedule.endsAt?.getTime() ?? Infinity, schedule.endedAt?.getTime() ?? Infinity);
  const periods: AwardWindow[] = [];
  for (let w = periodAt(schedule.period, schedule.startsAt.getTime()); w.end.getTime() <= bound; w = periodAt(schedule.period, w.end.getTime())) periods.push(w);
  return periods;
}

/** A member's sums over a period (real money, the counted game types). */
export interface PeriodTurnover {
  stakes: bigint;
  payouts: bigint;
  refunds: bigint;
}

/** Cashback: the net loss, max(0, stakes − payouts − refunds); rebate: the turnover, max(0, stakes − refunds). */
export function awardBasis(type: PromotionType, totals: PeriodTurnover): bigint {
  const basis = type === 'cashback' ? totals.stakes - totals.payouts - totals.refunds : totals.stakes - totals.refunds;
  return basis > 0n ? basis : 0n;
}

/** min(floor(basis × rateBp / 10 000), maxBonus); 0 when that is below AWARD_MIN_AMOUNT (no award is made). */
export function awardAmount(basis: bigint, rateBp: number, maxBonus: bigint | null): bigint {
  const amount = capped(rateOf(basis, rateBp), maxBonus);
  return amount < BigInt(AWARD_MIN_AMOUNT) ? 0n : amount;
}
