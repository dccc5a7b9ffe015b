import { frameStats, frameTimes } from '../../bench/frames';

describe('bench/frames', () => {
  test('frame times are the gaps between consecutive animation-frame timestamps', () => {
    expect(frameTimes([0, 16, 33, 83])).toEqual([16, 17, 50]);
  });

  test('p95 ignores one long frame in twenty (the max shows it) but not two', () => {
    const stampsOf = (times: number[]) => times.reduce((stamps, t) => [...stamps, stamps[stamps.length - 1]! + t], [0]);
    const smooth = Array<number>(19).fill(16);
    expect(frameStats(stampsOf([...smooth, 200]))).toEqual({ frames: 20, p50: 16, p95: 16, max: 200 });
    expect(frameStats(stampsOf([...smooth, 200, 100]))).toEqual({ frames: 21, p50: 16, p95: 100, max: 200 });
  });

  test('fewer than two frames is an error, not a figure', () => {
    expect(() => frameStats([5])).toThrow(/fewer than two frames/);
  });
});
