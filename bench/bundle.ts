/**
 * `npm run bench:bundle`: the JS and CSS Chromium downloads for /m/home until the network is idle
 * (a real headless Debian Chromium against the production build served by our own server, as the
 * e2e tests run it), bytes as transferred (brotli as served to Chromium; the gzip copies' total is
 * printed too), split into what ended by the
 * first contentful paint and what came after; then the main chunk's largest modules from the
 * build's webpack stats. Fails (exit 1) when either total, as transferred or as gzip (the issue's
 * own reading), is over HOME_BUDGET_BYTES; prints the issue's target beside it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { STATS_FILE } from '../scripts/webpack/stats-file';
import { CAROUSEL_AUTOPLAY_MS } from '../src/config/constants';
import { chunkNameOf, largestModules, type Stats } from './chunk-modules';
import { accountDownloads, type Download, type Share } from './downloads';
import { loadAverage } from './load-average';
import { networkQuiet, openPhone } from './phone';
import { startSite } from './site-server';

/** Issue 12's ceiling, as downloaded (brotli): 140 KB on 2026-11-26; a change that crosses it fails CI. */
export const HOME_BUDGET_BYTES = 150 * 1024;
/** Issue 12's target for the same figure. */
export const HOME_TARGET_BYTES = 150 * 1024;
const TOP_MODULES = 15;
/**
 * "Network idle": this long with no request in flight. Longer than the carousel's first autoplay
 * delay, which is when the home loads swiper: a phone that stays on the page downloads it, so the
 * figure counts it whether the machine is quiet or busy (with a 2 s window it fell on either side).
 */
const QUIET_MS = CAROUSEL_AUTOPLAY_MS + 2000;
/** The longest a load may take before the bench counts what came so far (a page that polls is never quiet). */
const MAX_LOAD_MS = 60_000;
/** Resource Timing keeps 250 entries by default; the home page makes fewer, but never drop one. */
const RESOURCE_BUFFER = 2000;
const DIST = path.resolve(__dirname, '..', 'dist');

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Loads /m/home in a fresh phone browser and returns every response with its size and end time, and the FCP. */
async function measureHome(origin: string): Promise<{ downloads: Download[]; firstPaint: number }> {
  const { page, close } = await openPhone();
  try {
    const encodings = new Map<string, string>();
    page.on('response', (res) => encodings.set(res.url(), res.headers()['content-encoding'] ?? ''));
    await page.addInitScript((size) => performance.setResourceTimingBufferSize(size), RESOURCE_BUFFER);
    const quiet = networkQuiet(page, QUIET_MS, MAX_LOAD_MS);
    await page.goto(`${origin}/m/home`);
    await quiet;
    // On a busy machine the paint can come after the network went quiet.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const timing = await page.evaluate(() => ({
      entries: performance.getEntriesByType('resource').map((e) => {
        const r = e as PerformanceResourceTiming;
        return { url: r.name, bytes: r.encodedBodySize, responseEnd: r.responseEnd };
      }),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    }));
    return { downloads: timing.entries.map((e) => ({ ...e, encoding: encodings.get(e.url) ?? '' })), firstPaint: timing.firstPaint };
  } finally {
    await close();
  }
}

/** The size of the build's gzip copy of a downloaded file (what a browser without brotli gets), if there is one. */
function gzipBytes(url: string): number | undefined {
  const file = path.join(DIST, new URL(url).pathname.replace(/^\/m\//, ''));
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : undefined;
}

/** The build's stats (scripts/webpack/stats-file.ts), or null without them. */
function readStats(): Stats | null {
  return existsSync(STATS_FILE) ? (JSON.parse(readFileSync(STATS_FILE, 'utf8')) as Stats) : null;
}

function printShare(title: string, share: Share, stats: Stats | null): void {
  console.log(`  ${title}: JS ${kb(share.js)}, CSS ${kb(share.css)}`);
  for (const f of share.files) {
    console.log(`    ${chunkNameOf(stats, path.basename(new URL(f.url).pathname)).padEnd(44)} ${(f.encoding || 'identity').padEnd(9)} ${kb(f.bytes).padStart(9)}  ends ${f.responseEnd.toFixed(0)} ms`);
  }
}

function printComposition(stats: Stats | null): void {
  if (!stats) {
    console.log(`(no ${path.relative(process.cwd(), STATS_FILE)}: the production build writes it)`);
    return;
  }
  console.log(`\nmain chunk: its ${TOP_MODULES} largest modules (webpack stats, sizes before minification)`);
  for (const m of largestModules(stats, 'main', TOP_MODULES)) console.log(`  ${kb(m.size).padStart(9)}  ${m.name}`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('dist/ is missing: run `npm run build` first');
    process.exit(2);
  }
  const stats = readStats();
  const site = await startSite(DIST);
  let total: number;
  let gzipTotal: number;
  try {
    const { downloads, firstPaint } = await measureHome(site.url);
    const home = accountDownloads(downloads, firstPaint);
    total = home.total;
    console.log(`/m/home until network idle: JS and CSS as transferred (${loadAverage()})`);
    printShare(`by the first contentful paint (${firstPaint.toFixed(0)} ms)`, home.initial, stats);
    printShare('after the first paint', home.afterPaint, stats);
    console.log(`  total ${kb(total)} (budget ${kb(HOME_BUDGET_BYTES)}, issue 12 target ${kb(HOME_TARGET_BYTES)})`);
    // The issue writes its target in gzip; Chromium asks for brotli and gets the smaller copy.
    const files = [...home.initial.files, ...home.afterPaint.files];
    gzipTotal = files.reduce((sum, f) => sum + (gzipBytes(f.url) ?? f.bytes), 0);
    console.log(`  the same files as gzip: ${kb(gzipTotal)}`);
  } finally {
    await site.stop();
  }
  printComposition(stats);
  if (total > HOME_BUDGET_BYTES) {
    console.error(`/m/home is over budget by ${kb(total - HOME_BUDGET_BYTES)}`);
    process.exitCode = 1;
  }
  if (gzipTotal > HOME_BUDGET_BYTES) {
    console.error(`/m/home as gzip is over budget by ${kb(gzipTotal - HOME_BUDGET_BYTES)}`);
    process.exitCode = 1;
  }
}

if (require.main === module) {
  void main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
