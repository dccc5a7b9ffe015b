/**
 * `npm run bench:api`: the real server (server/main.ts, its own process) on a scratch PostgreSQL
 * database seeded with the demo data, under autocannon beside a 10-line Node JSON server started
 * in the same run, so the ratio says what our stack costs on this machine whatever its speed.
 * Calls: status, the RNG game list's first page, the 999-game FISH list, hot games, static /m/.
 * Prints requests/s, p99, the server's RSS and the ratio to the trivial server, min/median/max of
 * BENCH_RUNS runs (default 3) of BENCH_SECONDS each (default 10).
 * DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { GamePath } from '@common/contract/games';
import { GATEWAY_MOBILE, Header } from '@common/contract/headers';
import { freePort } from '../e2e/support/server';
import { waitForAnswer } from './site-server';
import { spread } from './spread';
import { scratchDatabase } from './wallet-setup';

const RUNS = Number(process.env.BENCH_RUNS ?? '3');
const SECONDS = Number(process.env.BENCH_SECONDS ?? '10');
const CONNECTIONS = 16;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = path.resolve(__dirname, '..');
/** What a phone's browser sends: every response may come back compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const SITE_HEADERS = { ...BROWSER, [Header.merchant]: 'MLOBBY', [Header.gateway]: String(GATEWAY_MOBILE), [Header.language]: 'EN' };
const LIST = 'merchant=MLOBBY&clientType=2&language=EN&pageNo=1';

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

const TARGETS: Target[] = [
  { name: 'status', path: '/wps/system/status', headers: SITE_HEADERS },
  { name: 'game list RNG p1', path: `${GamePath.list}?${LIST}&pageSize=20`, headers: SITE_HEADERS },
  { name: 'game list FISH 999', path: `${GamePath.list}?${LIST}&gameType=FISH&pageSize=999`, headers: SITE_HEADERS },
  { name: 'hot games', path: `${GamePath.hot}?isPlatform=2&platform=html5&language=EN`, headers: SITE_HEADERS },
  { name: 'static /m/', path: '/m/', headers: BROWSER },
];

/** The reference: as little as a Node HTTP server can do to answer a small JSON. */
const TRIVIAL_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ success: true, code: 0, value: { ok: true } });
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return NaN;
  }
}

/** A built-looking site: index.html with the precompressed siblings the build writes. */
async function siteDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mlobby-bench-site-'));
  const scripts = Array.from({ length: 40 }, (_, i) => `<link rel="preload" href="/m/static/js/chunk-${i}.js" as="script">`).join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>mlobby</title>\n${scripts}\n</head><body><div id="root"></div></body></html>\n`;
  await writeFile(path.join(dir, 'index.html'), html);
  await writeFile(path.join(dir, 'index.html.gz'), gzipSync(html));
  await writeFile(path.join(dir, 'index.html.br'), brotliCompressSync(html));
  return dir;
}

interface Measure {
  rps: number;
  p99: number;
  bytes: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Measure> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.total / Math.max(1, result.requests.total) };
}

function start(script: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, script, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('error', (err) => console.error(err));
  return child;
}

async function main(): Promise<void> {
  const scratch = await scratchDatabase(DATABASE_URL, 'mlobby_api');
  const site = await siteDir();
  const [apiPort, trivialPort] = [await freePort(), await freePort()];
  const api = start(['--import', 'tsx', 'server/main.ts'], {
    DATABASE_URL: scratch.url,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    DEMO_DATA: 'true',
    DEMO_ACCOUNTS: 'false',
    LOG_LEVEL: 'warn',
    SITE_DIR: site,
    // Every request comes from one address: the default limit would refuse nearly all of them.
    RATE_LIMIT_MAX: '1000000',
  });
  const trivial = start(['-e', TRIVIAL_SERVER], { PORT: String(trivialPort) });
  try {
    await waitForAnswer(`http://127.0.0.1:${apiPort}/healthz`, api);
    await waitForAnswer(`http://127.0.0.1:${trivialPort}/`, trivial);
    const results = new Map<string, { rps: number[]; p99: number[]; rss: number[]; ratio: number[]; bytes: number }>();
    const record = (name: string, m: Measure, rss: number, reference: number) => {
      const r = results.get(name) ?? { rps: [], p99: [], rss: [], ratio: [], bytes: m.bytes };
      r.rps.push(m.rps);
      r.p99.push(m.p99);
      r.rss.push(rss);
      r.ratio.push(m.rps / reference);
      results.set(name, r);
    };
    console.log(`PostgreSQL ${new URL(DATABASE_URL).host}, ${CONNECTIONS} connections, ${SECONDS} s per call, ${RUNS} runs`);
    for (let run = 1; run <= RUNS; run++) {
      const reference = await load(`http://127.0.0.1:${trivialPort}/`, {});
      record('trivial Node JSON server', reference, rssMb(trivial.pid!), reference.rps);
      for (const target of TARGETS) {
        record(target.name, await load(`http://127.0.0.1:${apiPort}${target.path}`, target.headers), rssMb(api.pid!), reference.rps);
      }
      console.log(`  run ${run} done`);
    }
    console.log('\nmin / median / max');
    console.log(`${'call'.padEnd(26)}${'requests/s'.padEnd(26)}${'p99 ms'.padEnd(16)}${'RSS MB'.padEnd(20)}${'bytes/answer'.padEnd(14)}ratio to trivial`);
    for (const [name, r] of results) {
      console.log(`${name.padEnd(26)}${spread(r.rps, 0).padEnd(26)}${spread(r.p99, 0).padEnd(16)}${spread(r.rss, 0).padEnd(20)}${r.bytes.toFixed(0).padEnd(14)}${spread(r.ratio, 3)}`);
    }
  } finally {
    api.kill('SIGTERM');
    trivial.kill('SIGTERM');
    await new Promise((resolve) => (api.exitCode === null ? api.once('exit', resolve) : resolve(null)));
    await scratch.drop();
    await rm(site, { recursive: true, force: true });
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
