/**
 * `npm run bench:lighthouse`: Lighthouse (npm, node API, mobile preset: simulated slow 4G and 4×
 * CPU slowdown) driving Debian's Chromium against the production build (dist/) served by our
 * server, 3 runs each of home, the RNG game list and login, beside a floor page built from the
 * same framework stack (bench/floor) and served by a second instance of our server, in the same
 * run. Prints min / median / max of each figure, the targets and the load average.
 * BENCH_RUNS overrides the number of runs (default 3).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { buildFloor } from './floor/webpack.config';
import { COLUMNS, pageFigures, type PageFigures } from './lighthouse-figures';
import { loadAverage } from './load-average';
import { startSite, type SiteServer } from './site-server';
import { spread } from './spread';

const RUNS = Number(process.env.BENCH_RUNS ?? '3');
/**
 * Lighthouse 12.8 on Debian's Chromium 156 now and then loses a page's trace (NO_NAVSTART) or its
 * first paint (NO_FCP) although the page renders (the same navigation in Playwright paints every
 * time): such a run is repeated, at most this many times, and the repeat is printed.
 */
const ATTEMPTS = 3;

type Lighthouse = (typeof import('lighthouse'))['default'];

/** One Lighthouse run of `url`, repeated when Lighthouse itself failed to measure the page. */
async function measure(lighthouse: Lighthouse, url: string, port: number): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Neither changes a figure; both save time on every run.
      disableFullPageScreenshot: true,
      skipAboutBlank: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return pageFigures(result.lhr);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} attempts: ${failure.code}`);
    console.log(`    (Lighthouse: ${failure.code} on ${url}; measuring again)`);
  }
}
const DIST = path.resolve(__dirname, '..', 'dist');
const PAGES = ['/m/', '/m/gameList?gameType=RNG', '/m/login'];
const FLOOR = 'floor page';

async function main(): Promise<void> {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('dist/ is missing: run `npm run build` first');
    process.exit(2);
  }
  // Lighthouse and chrome-launcher are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const floorDir = await mkdtemp(path.join(os.tmpdir(), 'mlobby-floor-'));
  const profile = await mkdtemp(path.join(os.tmpdir(), 'mlobby-lighthouse-'));
  const servers: SiteServer[] = [];
  let chrome: { port: number; kill: () => void } | undefined;
  try {
    console.log(`building the floor page … (${loadAverage()})`);
    await buildFloor(floorDir);
    const site = await startSite(DIST);
    servers.push(site);
    const floor = await startSite(floorDir);
    servers.push(floor);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'], userDataDir: profile });
    const targets = [...PAGES.map((p) => ({ name: p, url: `${site.url}${p}` })), { name: FLOOR, url: `${floor.url}/m/` }];
    const figures = new Map<string, PageFigures[]>(targets.map((t) => [t.name, []]));
    console.log(`Lighthouse mobile preset (simulated slow 4G, 4× CPU), ${RUNS} runs, Chromium ${CHROMIUM_PATH}; ${loadAverage()}`);
    for (let run = 1; run <= RUNS; run++) {
      // Pages alternate within a run, so a busy moment of the machine falls on all of them alike.
      for (const target of targets) {
        const f = await measure(lighthouse, target.url, chrome.port);
        figures.get(target.name)!.push(f);
        console.log(`  run ${run} ${target.name.padEnd(28)} score ${f.score}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${f.tbtMs.toFixed(0)} ms; ${loadAverage()}`);
      }
    }
    console.log(`\nmin / median / max of ${RUNS} runs; ${loadAverage()}`);
    console.log(['page'.padEnd(28), ...COLUMNS.map((c) => c.title.padEnd(22))].join(''));
    for (const [name, runs] of figures) {
      console.log([name.padEnd(28), ...COLUMNS.map((c) => spread(runs.map((r) => r[c.key] * c.scale), c.digits).padEnd(22))].join(''));
    }
    console.log(['target'.padEnd(28), ...COLUMNS.map((c) => (c.target ?? '').padEnd(22))].join(''));
  } finally {
    chrome?.kill();
    for (const server of servers) await server.stop();
    await rm(floorDir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
