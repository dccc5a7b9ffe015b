/**
 * Contract periods (docs/agents.md "Contracts"), UTC: the hour, the day, the half-month (1st–15th,
 * 16th–end of month) and the month holding an instant, and the next one.
 */
import type { ContractCycle } from '@common/rules/agents';

/** One period: [start, end). */
export interface Period {
  start: Date;
  end: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The period of `cycle` holding instant `at` (epoch ms). */
export function periodOf(cycle: ContractCycle, at: number): Period {
  if (cycle === 'hour' || cycle === 'day') {
    const size = cycle === 'hour' ? HOUR_MS : DAY_MS;
    const start = Math.floor(at / size) * size;
    return { start: new Date(start), end: new Date(start + size) };
  }
  const d = new Date(at);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth();
  if (cycle === 'month') return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
  return d.getUTCDate() <= 15
    ? { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month, 16)) }
    : { start: new Date(Date.UTC(year, month, 16)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

/** The period after `period` of the same cycle. */
export const nextPeriod = (cycle: ContractCycle, period: Period): Period => periodOf(cycle, period.end.getTime());

/** The period before `period` of the same cycle. */
export const previousPeriod = (cycle: ContractCycle, period: Period): Period => periodOf(cycle, period.start.getTime() - 1);
