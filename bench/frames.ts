/** Frame times of `bench:scroll`, from the timestamps of consecutive requestAnimationFrame callbacks. */
import { percentile } from './spread';

export interface FrameStats {
  frames: number;
  p50: number;
  p95: number;
  max: number;
}

/** The time between each pair of consecutive frame timestamps (ms). */
export function frameTimes(timestamps: readonly number[]): number[] {
  return timestamps.slice(1).map((t, i) => t - timestamps[i]!);
}

/** p50, p95 and the worst of the frame times between `timestamps`. */
export function frameStats(timestamps: readonly number[]): FrameStats {
  const times = frameTimes(timestamps);
  if (times.length === 0) throw new Error('fewer than two frames were recorded');
  return { frames: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
}
