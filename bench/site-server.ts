/**
 * Our own server (server/main.ts, its own process, started as the e2e tests start it) serving a
 * built site for the browser benches: a throw-away in-memory database seeded with the demo data,
 * production settings, no rate limit worth the name (every request of a bench comes from one
 * address), each lottery at its own draw interval.
 */
import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { startServer } from '../e2e/support/server';

/** How long a server may take to answer (bench/api.ts's trivial server and ours). */
const START_TIMEOUT_MS = 120_000;
const POLL_MS = 100;

/** Polls `url` until it answers 2xx; fails when `child` exits first or after START_TIMEOUT_MS. */
export async function waitForAnswer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    if (await fetch(url).then((res) => res.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

export interface SiteServer {
  /** Origin, e.g. http://127.0.0.1:41234 (the site is under /m/). */
  url: string;
  /** Stops the server and removes its data directory. */
  stop: () => Promise<void>;
}

/** Starts server/main.ts serving `siteDir` under /m on an in-memory PGlite (or DATABASE_URL) seeded with the demo. */
export async function startSite(siteDir: string): Promise<SiteServer> {
  const { url, child, dataDir } = await startServer({
    SITE_DIR: siteDir,
    DATABASE_URL: process.env.DATABASE_URL || 'memory://',
    DEMO_ACCOUNTS: 'false',
    RATE_LIMIT_MAX: '1000000',
    // Each game's own draw interval, as a player sees it (the browser tests draw every 20 s).
    LOTTERY_FAST_INTERVAL_SECONDS: '',
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
