/**
 * Our own server (server/main.ts, its own process) serving a built site for the browser benches:
 * a throw-away in-memory database seeded with the demo data, production settings, no rate limit
 * worth the name (every request of a bench comes from one address).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
/** How long a server may take to seed the demo and answer its health check. */
const START_TIMEOUT_MS = 120_000;
const POLL_MS = 100;

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

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

/** Starts server/main.ts serving `siteDir` under /m on an in-memory PGlite seeded with the demo. */
export async function startSite(siteDir: string): Promise<SiteServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mlobby-bench-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL || 'memory://',
      SITE_DIR: siteDir,
      NODE_ENV: 'production',
      // Production seeds nothing by default; the pages measured show the demo catalogue and home content.
      DEMO_DATA: 'true',
      DEMO_ACCOUNTS: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(`${url}/healthz`, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}
