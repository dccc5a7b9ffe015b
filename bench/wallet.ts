/**
 * `npm run bench:wallet`: the seamless-wallet API under load, on PGlite and, when DATABASE_URL is
 * set, on a scratch PostgreSQL database, with pgbench's tpcb-like run on the same server as the
 * reference. On PostgreSQL, RUNS rounds each time, in turn, the signed HTTP path (presigned
 * requests through app.inject), the wallet's one-round-trip function alone and pgbench, each for
 * RUN_SECONDS; it prints min / median / max of each and of the ratio ours / pgbench within a round.
 * Then a mixed run with retries and overdraw bursts whose answers must match the ledger; exits
 * non-zero when they do not.
 * BENCH_SCALE (default 1: RUN_SECONDS of 8 and 20,000 mixed operations, as the games issue asks) multiplies both.
 */
import type { FastifyInstance } from 'fastify';
import { benchOnDatabases } from './databases';
import { pgbenchReference } from './pgbench';
import { median, spread } from './spread';
import { mixed, throughput, type Throughput } from './wallet-load';
import { analyze, benchApp, feedCatchUp, players } from './wallet-setup';

// A quick look: BENCH_SCALE=0.25 (about a quarter of the time).
const SCALE = Number(process.env.BENCH_SCALE ?? '1');
const RUN_SECONDS = Math.max(1, Math.round(8 * SCALE));
/** Timed rounds on PostgreSQL (PGlite, which has no reference to compare with, gets one). */
const RUNS = 3;
const MIXED_OPS = Math.round(20_000 * SCALE);
/** In-flight operations, and pgbench's clients (its scale is at least this, so its clients do not queue on its branch rows). */
const CONCURRENCY = 16;
const PLAYERS = 40;

const line = (label: string, runs: Throughput[]) => {
  const mid = runs.find((r) => r.opsPerSecond === median(runs.map((x) => x.opsPerSecond)))!;
  return `  ${label.padEnd(42)}${spread(runs.map((r) => r.opsPerSecond), 0)} ops/s (${runs.map((r) => r.ops).join(', ')} ops); median run p50 ${mid.p50Ms.toFixed(1)} ms, p99 ${mid.p99Ms.toFixed(1)} ms`;
};

async function timed(name: string, app: FastifyInstance, databaseUrl?: string): Promise<void> {
  // Rich players: every timed operation succeeds.
  const rich = await players(app, PLAYERS, () => 100_000_000n, `${name}t`);
  await analyze(app);
  const reference = databaseUrl ? await pgbenchReference(databaseUrl, RUN_SECONDS, CONCURRENCY) : null;
  const rounds = databaseUrl ? RUNS : 1;
  console.log(`  ${rounds} run(s) of ${RUN_SECONDS} s each, ${CONCURRENCY} in flight, debits and credits alternating over ${PLAYERS} players (min / median / max):`);
  const http: Throughput[] = [];
  const direct: Throughput[] = [];
  const tps: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      http.push(await throughput(app, rich, RUN_SECONDS, CONCURRENCY, `${name}h${round}`, 'http'));
      // Without the HTTP layer: what the database round trip itself sustains.
      direct.push(await throughput(app, rich, RUN_SECONDS, CONCURRENCY, `${name}f${round}`, 'function'));
      if (reference) tps.push(reference.run());
    }
  } finally {
    await reference?.drop();
  }
  await feedCatchUp(app);
  console.log(line('signed HTTP (presigned requests)', http));
  console.log(line('wallet function alone', direct));
  if (tps.length === 0) return;
  const ratios = (runs: Throughput[]) => spread(runs.map((r, i) => r.opsPerSecond / tps[i]!), 2);
  console.log(`  ${`pgbench tpcb-like (scale ${CONCURRENCY}, ${CONCURRENCY} clients)`.padEnd(42)}${spread(tps, 0)} TPS`);
  console.log(`  ${'ours / pgbench, same round'.padEnd(42)}${ratios(http)} (HTTP), ${ratios(direct)} (function alone)`);
}

async function run(name: string, app: FastifyInstance, databaseUrl?: string): Promise<string[]> {
  console.log(`\n${name}`);
  await timed(name, app, databaseUrl);
  // The last few players are poor: they take the overdraw bursts.
  const mixPlayers = await players(app, PLAYERS, (i) => (i >= PLAYERS - 5 ? 3_000n : 200_000n), `${name}m`);
  const mix = await mixed(app, mixPlayers, MIXED_OPS, CONCURRENCY);
  console.log(`  mixed: ${mix.ops} ops (${mix.duplicates} retries, overdraw bursts every 200) in ${mix.seconds.toFixed(1)} s = ${(mix.ops / mix.seconds).toFixed(0)} ops/s`);
  console.log(mix.failures.length === 0 ? '  checks: ledger sums to zero, no negative balance, every duplicate applied once: OK' : mix.failures.map((f) => `  FAILED: ${f}`).join('\n'));
  return mix.failures;
}

const main = async (): Promise<void> => {
  const started = performance.now();
  await benchOnDatabases('mlobby_bench', (url) => benchApp(url), run);
  console.log(`\nwhole run: ${((performance.now() - started) / 1000).toFixed(0)} s`);
};

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
