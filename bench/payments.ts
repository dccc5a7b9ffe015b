/**
 * `npm run bench:payments`: money in and out under load (issue 14), on PGlite and, when
 * DATABASE_URL is set, on a scratch PostgreSQL database. Three timed rounds, each a mixed run of
 * OPS operations, CONCURRENCY in flight, over fresh players: gateway deposits (start and signed
 * callback), withdrawals (readiness, request, finance's one or two approvals or a rejection, the
 * payout), seamless stakes and wins, duplicates and overdraw bursts (bench/payments-load.ts). After
 * each round the ledger audit and every player's balances against what the answers imply
 * (bench/payments-model.ts). On PostgreSQL each round is followed by pgbench tpcb-like on the same
 * server; it prints min / median / max of ops/s and of ops/s ÷ TPS within a round. Exits non-zero
 * on any failed check. BENCH_SCALE (default 1: 10,000 operations a round) multiplies the counts.
 */
import type { FastifyInstance } from 'fastify';
import { hashPassword, SCRYPT_DEFAULTS, verifyPassword } from '../server/security/scrypt';
import { benchOnDatabases } from './databases';
import { pgbenchReference } from './pgbench';
import { checkPayments, PaymentsModel } from './payments-model';
import { paymentsMix, type PaymentsRun } from './payments-load';
import { benchMembers, openCashier, PAYMENTS_BENCH_ENV } from './payments-setup';
import { spread } from './spread';
import { analyze, benchApp, feedCatchUp } from './wallet-setup';

const SCALE = Number(process.env.BENCH_SCALE ?? '1');
const OPS = Math.max(200, Math.round(10_000 * SCALE));
const ROUNDS = 3;
/** In-flight operations, and pgbench's clients (at scale CONCURRENCY, as bench:wallet runs it). */
const CONCURRENCY = 16;
const PLAYERS = 40;
/** The last players take only the overdraw bursts, so nothing else moves their balance during one. */
const BURST_PLAYERS = 5;
const PGBENCH_SECONDS = Math.max(1, Math.round(8 * SCALE));

const perSecond = (n: number, seconds: number) => n / seconds;

function report(round: number, run: PaymentsRun, failures: string[]): void {
  const m = run.model;
  console.log(
    `  round ${round + 1}: ${run.ops} ops in ${run.seconds.toFixed(1)} s = ${perSecond(run.ops, run.seconds).toFixed(0)} ops/s, ` +
      `${m.requests} requests = ${perSecond(m.requests, run.seconds).toFixed(0)}/s (${m.duplicates} duplicates, ${m.bursts} overdraw bursts)`,
  );
  console.log(`    deposits: ${PaymentsModel.tally(m.deposits.values())}; withdrawals: ${PaymentsModel.tally(m.withdrawals.values())}`);
  console.log(`    stakes ${[...m.stakes.values()].filter((s) => s.applied).length} of ${m.stakes.size}, wins ${[...m.wins.values()].filter((w) => w.applied).length} of ${m.wins.size} applied`);
  console.log(`    ended early: ${[...m.refusals].map(([why, n]) => `${why} ${n}`).join('; ') || 'none'}`);
  console.log(failures.length === 0 ? '    checks: ledger audit, balances as answered, no overdraw, duplicates once: OK' : failures.map((f) => `    FAILED: ${f}`).join('\n'));
}

async function run(name: string, app: FastifyInstance, databaseUrl?: string): Promise<string[]> {
  console.log(`\n${name}: ${ROUNDS} rounds of ${OPS} operations, ${CONCURRENCY} in flight, over ${PLAYERS} players (${BURST_PLAYERS} of them for the overdraw bursts)`);
  const cashier = await openCashier(app);
  const reference = databaseUrl ? await pgbenchReference(databaseUrl, PGBENCH_SECONDS, CONCURRENCY) : null;
  const runs: PaymentsRun[] = [];
  const tps: number[] = [];
  const failures: string[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const tag = `${name.slice(0, 2)}${round}`;
      const members = await benchMembers(app, cashier, PLAYERS, (i) => (i >= PLAYERS - BURST_PLAYERS ? 300_000n : 1_000_000n), tag);
      await analyze(app);
      const result = await paymentsMix(app, cashier, members, { ops: OPS, concurrency: CONCURRENCY, burstPlayers: BURST_PLAYERS, tag });
      const failed = await checkPayments(app, members, result.model);
      report(round, result, failed);
      runs.push(result);
      failures.push(...failed);
      if (reference) tps.push(reference.run());
    }
  } finally {
    await reference?.drop();
  }
  await feedCatchUp(app);
  const opsPerSecond = runs.map((r) => perSecond(r.ops, r.seconds));
  console.log(`  ${'mixed operations (min / median / max)'.padEnd(48)}${spread(opsPerSecond, 0)} ops/s`);
  console.log(`  ${'HTTP requests they made'.padEnd(48)}${spread(runs.map((r) => perSecond(r.model.requests, r.seconds)), 0)} requests/s`);
  if (tps.length > 0) {
    console.log(`  ${`pgbench tpcb-like (scale ${CONCURRENCY}, ${CONCURRENCY} clients, ${PGBENCH_SECONDS} s)`.padEnd(48)}${spread(tps, 0)} TPS`);
    console.log(`  ${'ours / pgbench, same round'.padEnd(48)}${spread(opsPerSecond.map((o, i) => o / tps[i]!), 3)} (operations), ${spread(runs.map((r, i) => perSecond(r.model.requests, r.seconds) / tps[i]!), 2)} (requests)`);
  }
  return failures;
}

/** What the bench leaves out: each withdrawal request checks the withdrawal password at the production scrypt cost. */
async function scryptCost(): Promise<void> {
  const hash = await hashPassword('246810', SCRYPT_DEFAULTS);
  const started = performance.now();
  await verifyPassword('246810', hash);
  console.log(`a withdrawal password check at the production cost (scrypt N=${SCRYPT_DEFAULTS.N}, r=${SCRYPT_DEFAULTS.r}, p=${SCRYPT_DEFAULTS.p}) takes ${(performance.now() - started).toFixed(0)} ms here, once per withdrawal request; the bench stores it cheaper`);
}

const main = async (): Promise<void> => {
  const started = performance.now();
  await scryptCost();
  await benchOnDatabases('mlobby_bench_pay', (url) => benchApp(url, PAYMENTS_BENCH_ENV), run);
  console.log(`\nwhole run: ${((performance.now() - started) / 1000).toFixed(0)} s`);
};

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
