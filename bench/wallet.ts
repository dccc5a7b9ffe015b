/**
 * `npm run bench:wallet`: the seamless-wallet API under load, through signed requests (app.inject),
 * on PGlite and, when DATABASE_URL is set, on a scratch PostgreSQL database (with pgbench's
 * tpcb-like run on the same server for scale: the ratio of the signed HTTP path, and of the
 * wallet's one-round-trip function alone). Then a mixed run with retries and overdraw bursts
 * whose answers must match the ledger; exits non-zero when they do not.
 * BENCH_SCALE (default 1: 2,000 timed and 20,000 mixed operations, as the games issue asks) multiplies the operation counts.
 */
import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { mixed, throughput, type Throughput } from './wallet-load';
import { benchApp, players, scratchDatabase } from './wallet-setup';
import { benchOnDatabases } from './databases';

// A quick look: BENCH_SCALE=0.25 (about a quarter of the time).
const SCALE = Number(process.env.BENCH_SCALE ?? '1');
const THROUGHPUT_OPS = Math.round(2_000 * SCALE);
const MIXED_OPS = Math.round(20_000 * SCALE);
const CONCURRENCY = 16;
const PLAYERS = 40;

/** pgbench tpcb-like TPS on a scratch database of the server in `url`, or null when pgbench is missing. */
async function pgbenchTps(url: string): Promise<number | null> {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
  } catch {
    console.log('  pgbench not found: skipping the comparison');
    return null;
  }
  const scratch = await scratchDatabase(url, 'mlobby_pgbench');
  try {
    // Scale at least the client count: below it, tpcb-like's clients queue on its few branch rows.
    execFileSync('pgbench', ['-i', '-q', '-s', String(CONCURRENCY), scratch.url], { stdio: 'ignore' });
    const out = execFileSync('pgbench', ['-T', '10', '-c', String(CONCURRENCY), '-j', '2', scratch.url], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const tps = /tps = ([\d.]+)/.exec(out)?.[1];
    return tps ? Number(tps) : null;
  } finally {
    await scratch.drop();
  }
}

async function run(name: string, app: FastifyInstance, databaseUrl?: string): Promise<string[]> {
  console.log(`\n${name}`);
  // Rich players for throughput; the last few poor ones take the overdraw bursts.
  const rich = await players(app, PLAYERS, () => 100_000_000n, `${name}t`);
  const line = (label: string, r: Throughput) =>
    `  ${label}: ${THROUGHPUT_OPS} debits/credits, concurrency ${CONCURRENCY}: ${r.opsPerSecond.toFixed(0)} ops/s, p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms`;
  const http = await throughput(app, rich, THROUGHPUT_OPS, CONCURRENCY, `${name}h`);
  console.log(line('throughput (signed HTTP requests)', http));
  // The same operations without the HTTP layer and the in-process vendor client: what the database round trip itself sustains.
  const direct = await throughput(app, rich, THROUGHPUT_OPS, CONCURRENCY, `${name}f`, 'function');
  console.log(line('throughput (wallet function alone)', direct));
  if (databaseUrl) {
    const tps = await pgbenchTps(databaseUrl);
    const ratio = (r: Throughput) => (tps ? (r.opsPerSecond / tps).toFixed(2) : '?');
    if (tps) console.log(`  pgbench tpcb-like (scale ${CONCURRENCY}, ${CONCURRENCY} clients): ${tps.toFixed(0)} TPS; ours / pgbench = ${ratio(http)} (HTTP), ${ratio(direct)} (function alone)`);
  }
  const mixPlayers = await players(app, PLAYERS, (i) => (i >= PLAYERS - 5 ? 3_000n : 200_000n), `${name}m`);
  const mix = await mixed(app, mixPlayers, MIXED_OPS, CONCURRENCY);
  console.log(`  mixed: ${mix.ops} ops (${mix.duplicates} retries, overdraw bursts every 200) in ${mix.seconds.toFixed(1)} s = ${(mix.ops / mix.seconds).toFixed(0)} ops/s`);
  console.log(mix.failures.length === 0 ? '  checks: ledger sums to zero, no negative balance, every duplicate applied once: OK' : mix.failures.map((f) => `  FAILED: ${f}`).join('\n'));
  return mix.failures;
}

const main = (): Promise<void> => benchOnDatabases('mlobby_bench', benchApp, run);

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
