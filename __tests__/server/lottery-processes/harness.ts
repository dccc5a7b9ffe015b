/**
 * Whole-process harness for the lottery's multi-process and crash tests: real server processes
 * (server/main.ts) on a scratch PostgreSQL database, driven over HTTP like a client would.
 * PostgreSQL only: PGlite is one process's database, so neither test means anything on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AccountPath, type LoginResult, type PublicKeyValue } from '@common/contract/account';
import { ApprovalPath, type ApprovalValue } from '@common/contract/approvals';
import { ReviewPath } from '@common/contract/review';
import { API_KEY_SCHEME } from '@common/contract/consoleAdmin';
import type { Envelope } from '@common/contract/envelope';
import type { Permission } from '@common/rules/operatorRoles';
import { scratchDatabase } from '../../../bench/wallet-setup';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/connection';
import { createOperator } from '../../../server/modules/operator';
import { createApiKey } from '../../../server/modules/operator/api-keys';
import { seal } from '../helpers/accounts';
import { siteHeaders } from '../helpers/build';
import { freePort } from '../../../e2e/support/server';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A fresh database on TEST_DATABASE_URL's server, opened (and so migrated) for the test's own queries. */
export async function scratchPostgres(): Promise<{ url: string; handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await scratchDatabase(POSTGRES_URL, 'mlobby_lottery_proc');
  const handle = await openDatabase({ url: scratch.url, dataDir: os.tmpdir() });
  return {
    url: scratch.url,
    handle,
    drop: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The last lines the process printed (for failure messages). */
  output(): string;
  /** File with everything the process printed. */
  logFile: string;
  /** SIGTERM (graceful: drain, release the lease, close the pool) and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no handler runs, no transaction commits after this instant. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts server/main.ts on `databaseUrl` and waits for /healthz. `node --import tsx`, not the
 * tsx CLI: the CLI runs the server in a child of its own, which a SIGKILL of the CLI would orphan.
 */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mlobby-lottery-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: path.join(os.tmpdir(), 'mlobby-no-site'),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      DEMO_ACCOUNTS: 'true',
      LOG_LEVEL: 'warn',
      LOTTERY_SCHEDULER: 'on',
      LOTTERY_FAST_INTERVAL_SECONDS: '2',
      // The tests' members all call from 127.0.0.1.
      RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  let tail = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-8_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => tail,
    logFile,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${tail}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return server;
    await sleep(200);
  }
  await server.kill();
  throw new Error(`server did not become healthy in 60 s:\n${tail}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A site call over HTTP; the parsed envelope (HTTP errors still carry one). Throws on a network error or a closing server. */
export async function api<T>(
  base: string,
  method: 'GET' | 'POST',
  route: string,
  options: { token?: string; body?: unknown; query?: Record<string, string | number>; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const query = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}` : '';
  const headers = siteHeaders({ ...(options.token ? { authorization: options.token } : {}), ...options.headers });
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${route}${query}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  // A stopping server refuses new requests with 503 (nothing done): like a network error, the caller may go elsewhere.
  if (res.status === 503) throw new Error(`${base} is closing`);
  return (await res.json()) as Envelope<T>;
}

/** Username login as the site does it (body sealed with the server's public key); the token. */
export async function loginOverHttp(base: string, username: string, password: string): Promise<string> {
  const key = (await api<PublicKeyValue>(base, 'GET', AccountPath.publicKey)).value!;
  const { header, payload } = await seal(key, { type: 'username', username, password });
  const res = await api<LoginResult>(base, 'POST', AccountPath.login, { body: payload, headers: { encryption: header } });
  if (!res.success) throw new Error(`login of ${username} failed: ${res.code}`);
  return res.value!.token;
}

/** API keys of two finance operators, made in the database: one proposes an adjustment, the other approves it. */
export interface FinanceKeys {
  maker: string;
  checker: string;
}

export async function financeKeys(db: Database): Promise<FinanceKeys> {
  const key = async (username: string) => {
    const row = await createOperator({ db, now: Date.now }, { username, password: 'Lottery-finance-1', merchantCode: 'MLOBBY', roles: ['finance'] }, { actor: 'test' });
    const caller = { id: row!.id, username, merchantCode: 'MLOBBY', permissions: new Set<Permission>(['wallet.adjust.propose', 'wallet.adjust.approve']), ip: '127.0.0.1' };
    return (await createApiKey({ db, now: Date.now }, caller, { label: 'lottery test', permissions: [...caller.permissions] })).secret;
  };
  return { maker: await key('lottomaker'), checker: await key('lottochecker') };
}

/** Real money for a member as operators give it (README "API keys"): a maker-checker adjustment, proposed and approved over HTTP. */
export async function fund(base: string, keys: FinanceKeys, username: string, amount: number): Promise<void> {
  const post = async (key: string, route: string, body: object) => {
    const res = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `${API_KEY_SCHEME} ${key}` }, body: JSON.stringify(body) });
    const envelope = (await res.json()) as Envelope<ApprovalValue>;
    if (!envelope.success) throw new Error(`funding ${username} failed at ${route}: ${res.status} ${envelope.code}`);
    return envelope.value!;
  };
  const proposal = await post(keys.maker, ApprovalPath.queue('wallet-adjustment'), { username, amount, reason: 'lottery process test' });
  await post(keys.checker, ReviewPath.approve('wallet-adjustment', String(proposal.id)), { reason: 'lottery process test' });
}
