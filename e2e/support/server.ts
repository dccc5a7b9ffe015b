import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Draw interval of every interval lottery in the browser tests. */
export const E2E_LOTTERY_INTERVAL_SECONDS = 20;
const ROOT = path.resolve(__dirname, '..', '..');

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Polls /healthz until the server answers. */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * Starts the real server (server/main.ts) on a fresh embedded database and the built site; `env`
 * overrides the browser tests' settings (the benches serve another site, with other settings).
 */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mlobby-e2e-'));
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production seeds no demo data and no demo accounts by default (public passwords); the
      // browser tests play the demo merchant and log in with those accounts.
      DEMO_DATA: 'true',
      DEMO_ACCOUNTS: 'true',
      // The captcha flow sends X-Forwarded-For so its failed logins count against an address of its own.
      TRUST_PROXY: '127.0.0.1',
      // Interval lotteries draw every 20 s, so the lottery flow sees a draw within the test.
      LOTTERY_FAST_INTERVAL_SECONDS: String(E2E_LOTTERY_INTERVAL_SECONDS),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (err) {
    // A server that never came up must not outlive the run, nor its data directory.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return { url, child, dataDir };
}
