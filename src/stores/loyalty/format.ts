/**
 * How loyalty figures read (issue 17): points grouped, rewards as an amount or points, the time
 * left of a race's period (scores are money: formatMinor). Integer arithmetic only.
 */
import type { RewardKind } from '@common/rules/loyalty';
import type { Message } from '../UiStore';
import { formatMinor } from '../../utils/money';

/** Whole points grouped by thousands: 12345 → "12,345". */
export function formatPoints(points: number): string {
  return points.toLocaleString('en-US');
}

/** A reward as the member reads it: a bonus amount (2 decimals) or points. */
export function rewardText(reward: { kind: RewardKind; amount: number }): Message {
  return reward.kind === 'bonus'
    ? { key: 'loyalty.reward.bonus', params: { amount: formatMinor(reward.amount) } }
    : { key: 'loyalty.reward.points', params: { points: formatPoints(reward.amount) } };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The time left until `end`: days and hours, hours and minutes, or minutes (at least one while any is left). */
export function timeLeft(end: number, now: number): Message {
  const left = Math.max(0, end - now);
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.ceil((left % HOUR_MS) / MINUTE_MS);
  if (days > 0) return { key: 'leaderBoard.leftDays', params: { days, hours } };
  if (hours > 0) return { key: 'leaderBoard.leftHours', params: { hours, minutes: Math.min(minutes, 59) } };
  return { key: 'leaderBoard.leftMinutes', params: { minutes: left > 0 ? Math.max(1, minutes) : 0 } };
}
