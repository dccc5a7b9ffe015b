import { findLotteryGame } from '@common/lottery/games';
import { issuesAhead, previousDraw, slotsAfter, timingOf } from '../../../../server/modules/lottery/schedule';

const game = (code: string) => findLotteryGame(code)!;

describe('issue numbering', () => {
  const ssc1 = game('SSC1');
  const own = timingOf(ssc1, undefined);

  it('numbers an interval draw by its day in the game time zone and its place that day', () => {
    // 12:00:30 UTC is 18:00:30 in Dhaka: the next draw, 18:01, is the 1082nd of the day.
    const [slot] = slotsAfter(ssc1, own, Date.UTC(2030, 0, 15, 12, 0, 30), 1);
    expect(slot).toEqual({ issueNumber: '20300115-1082', drawAt: Date.UTC(2030, 0, 15, 12, 1, 0) });
  });

  it('starts the count again at local midnight, which is the first draw of the new day', () => {
    const slots = slotsAfter(ssc1, own, Date.UTC(2030, 0, 15, 17, 58, 30), 3);
    expect(slots.map((s) => s.issueNumber)).toEqual(['20300115-1440', '20300116-0001', '20300116-0002']);
    expect(slots[1].drawAt).toBe(Date.UTC(2030, 0, 15, 18, 0, 0));
  });

  it('gives consecutive slots one interval apart and strictly after the instant given', () => {
    const at = Date.UTC(2030, 0, 15, 12, 1, 0);
    const slots = slotsAfter(ssc1, own, at, 5);
    expect(slots[0].drawAt).toBe(at + 60_000);
    expect(slots.slice(1).map((s, i) => s.drawAt - slots[i].drawAt)).toEqual([60_000, 60_000, 60_000, 60_000]);
    expect(previousDraw(ssc1, own, slots[0].drawAt)).toBe(at);
  });

  it('draws a daily game at its local time, one issue a day', () => {
    const north = game('VN_NORTH');
    const timing = timingOf(north, undefined);
    const slots = slotsAfter(north, timing, Date.UTC(2030, 0, 15, 12, 0, 0), 2);
    // 18:15 in Ho Chi Minh City (UTC+7) is 11:15 UTC: today's has passed, so tomorrow's comes first.
    expect(slots).toEqual([
      { issueNumber: '20300116-0001', drawAt: Date.UTC(2030, 0, 16, 11, 15) },
      { issueNumber: '20300117-0001', drawAt: Date.UTC(2030, 0, 17, 11, 15) },
    ]);
    expect(previousDraw(north, timing, slots[1].drawAt)).toBe(slots[0].drawAt);
    expect(issuesAhead(timing, north)).toBe(2);
  });
});

describe('fast interval setting', () => {
  it('makes every interval game draw at the given period and scales its close time down to at least one second', () => {
    expect(timingOf(game('SSC1'), 2)).toEqual({ intervalSeconds: 2, closeSeconds: 1 });
    expect(timingOf(game('SSC5'), 60)).toEqual({ intervalSeconds: 60, closeSeconds: 6 });
  });

  it('leaves daily games on their own schedule', () => {
    expect(timingOf(game('VN_NORTH'), 2)).toEqual({ intervalSeconds: null, closeSeconds: game('VN_NORTH').closeSeconds });
  });

  it('keeps between 12 and 120 issues of an interval game ahead', () => {
    expect(issuesAhead(timingOf(game('SSC1'), undefined), game('SSC1'))).toBe(60);
    expect(issuesAhead(timingOf(game('SSC5'), undefined), game('SSC5'))).toBe(12);
    expect(issuesAhead(timingOf(game('SSC1'), 2), game('SSC1'))).toBe(120);
  });
});
