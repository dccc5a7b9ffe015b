import { formatPoints, rewardText, timeLeft } from '../../../../src/stores/loyalty/format';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('loyalty figures', () => {
  it('points are grouped by thousands', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(1_234_567)).toBe('1,234,567');
  });

  it('a reward reads as a bonus amount with 2 decimals, or as points', () => {
    expect(rewardText({ kind: 'bonus', amount: 10_050 })).toEqual({ key: 'loyalty.reward.bonus', params: { amount: '100.50' } });
    expect(rewardText({ kind: 'points', amount: 1500 })).toEqual({ key: 'loyalty.reward.points', params: { points: '1,500' } });
  });

  it('the time left reads in days and hours, hours and minutes, or minutes', () => {
    expect(timeLeft(2 * 24 * HOUR + 3 * HOUR, 0)).toEqual({ key: 'leaderBoard.leftDays', params: { days: 2, hours: 3 } });
    expect(timeLeft(5 * HOUR + 30 * MIN, 0)).toEqual({ key: 'leaderBoard.leftHours', params: { hours: 5, minutes: 30 } });
    expect(timeLeft(30_000, 0)).toEqual({ key: 'leaderBoard.leftMinutes', params: { minutes: 1 } });
    expect(timeLeft(0, 5)).toEqual({ key: 'leaderBoard.leftMinutes', params: { minutes: 0 } });
  });
});
