/**
 * `npm run bench:scroll`: frame times while the 999-game FISH list scrolls on a phone. Headless
 * Debian Chromium at 390×844 with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), the
 * production build served by our own server; a steady scroll (CDP Input.synthesizeScrollGesture,
 * as Chromium's own scrolling benchmarks drive it; a wheel, since headless Chromium does not scroll
 * on a synthetic touch) while the page records every requestAnimationFrame timestamp. Prints frame-time p50 / p95 / max of each run and
 * their min / median / max over BENCH_RUNS runs (default 3), with issue 12's target (p95 ≤ 50 ms).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { frameStats, type FrameStats } from './frames';
import { loadAverage } from './load-average';
import { networkQuiet, openPhone, PHONE_VIEWPORT } from './phone';
import { startSite } from './site-server';
import { spread } from './spread';

const RUNS = Number(process.env.BENCH_RUNS ?? '3');
const DIST = path.resolve(__dirname, '..', 'dist');
const CPU_SLOWDOWN = 4;
/** The scroll: 4,000 px (about 27 rows of tiles) at 1,000 px/s, scrolled steadily for 4 s. */
const SCROLL_PX = 4000;
const SCROLL_PX_PER_S = 1000;
const QUIET_MS = 1000;
const MAX_LOAD_MS = 60_000;
const P95_TARGET_MS = 50;
/**
 * Records every animation frame's timestamp in window.frameStamps until window.recording is false.
 * A string, not a function: tsx's name-keeping helper (__name) would not exist in the page.
 */
const RECORD_FRAMES = `(() => {
  window.frameStamps = [];
  window.recording = true;
  const tick = (t) => {
    if (!window.recording) return;
    window.frameStamps.push(t);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/** One run: a fresh browser loads the FISH list, then scrolls it while counting frames. */
async function scrollOnce(origin: string): Promise<FrameStats & { scrolled: number }> {
  const { page, close } = await openPhone();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const quiet = networkQuiet(page, QUIET_MS, MAX_LOAD_MS);
    await page.goto(`${origin}/m/gameList?gameType=FISH`);
    await page.waitForFunction(() => document.querySelector('[data-total]')?.getAttribute('data-total') === '999', undefined, { timeout: MAX_LOAD_MS });
    await quiet;
    const before = await page.evaluate(() => document.querySelector('ul[data-total]')!.parentElement!.getBoundingClientRect().top);
    await page.evaluate(RECORD_FRAMES);
    await cdp.send('Input.synthesizeScrollGesture', {
      x: PHONE_VIEWPORT.width / 2,
      y: PHONE_VIEWPORT.height * 0.6,
      yDistance: -SCROLL_PX,
      speed: SCROLL_PX_PER_S,
      // A touch gesture does not scroll in headless Chromium here; a steady wheel scroll does.
      gestureSourceType: 'mouse',
      preventFling: true,
    });
    const stamps = await page.evaluate(() => {
      const w = window as unknown as { frameStamps: number[]; recording: boolean };
      w.recording = false;
      return w.frameStamps;
    });
    const after = await page.evaluate(() => document.querySelector('ul[data-total]')!.parentElement!.getBoundingClientRect().top);
    return { ...frameStats(stamps), scrolled: before - after };
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('dist/ is missing: run `npm run build` first');
    process.exit(2);
  }
  const site = await startSite(DIST);
  try {
    console.log(`FISH list scroll, ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height}, CPU ${CPU_SLOWDOWN}× slower, ${SCROLL_PX} px at ${SCROLL_PX_PER_S} px/s; ${loadAverage()}`);
    const runs: FrameStats[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const r = await scrollOnce(site.url);
      runs.push(r);
      console.log(`  run ${run}: ${r.frames} frames, scrolled ${r.scrolled.toFixed(0)} px, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms; ${loadAverage()}`);
    }
    console.log(`\nframe time, min / median / max of ${RUNS} runs; ${loadAverage()}`);
    console.log(`  p50 ${spread(runs.map((r) => r.p50), 1)} ms`);
    console.log(`  p95 ${spread(runs.map((r) => r.p95), 1)} ms (target ≤ ${P95_TARGET_MS} ms)`);
    console.log(`  max ${spread(runs.map((r) => r.max), 1)} ms`);
  } finally {
    await site.stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
