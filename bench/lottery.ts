/**
 * `npm run bench:lottery`: settlement throughput of one issue with 100,000 pending sub-orders
 * (issue 5), on PGlite and, when DATABASE_URL is set, on a scratch PostgreSQL database. The
 * issue is seeded in bulk (lottery-seed.ts), drawn, then settled by the module's own
 * settleIssue, timed; afterwards lottery-check.ts audits every sub-order and the ledger, and the
 * run exits non-zero on any failed check.
 * BENCH_SCALE (default 1: 100,000 sub-orders) multiplies the count; BENCH_SCALE=0.05 for a quick look.
 */
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildStartApp } from '../server/seed';
import { loadConfig } from '../server/config';
import { drawDue } from '../server/modules/lottery/draw';
import { lotteryIssues } from '../server/modules/lottery/tables';
import { settleIssue } from '../server/modules/lottery/settlement';
import { auditLottery } from './lottery-check';
import { seedIssue } from './lottery-seed';
import { benchOnDatabases } from './databases';

const SCALE = Number(process.env.BENCH_SCALE ?? '1');
const SUBORDERS = Math.max(1, Math.round(100_000 * SCALE));
const MEMBERS = 200;
const GAME = 'SSC1';

/** The whole server, quiet, with its scheduler off: the bench, not a background leader, draws and settles. */
function lotteryBenchApp(databaseUrl: string): Promise<FastifyInstance> {
  const env = { LOG_LEVEL: 'silent', NODE_ENV: 'test', DEMO_ACCOUNTS: 'false', SITE_DIR: path.join(os.tmpdir(), 'mlobby-no-site'), DATABASE_URL: databaseUrl };
  return buildStartApp(loadConfig({ ...env, LOTTERY_SCHEDULER: 'off' }));
}

async function run(name: string, app: FastifyInstance): Promise<string[]> {
  console.log(`\n${name}`);
  const seedStart = performance.now();
  const seeded = await seedIssue(app.db, GAME, SUBORDERS, MEMBERS, app.now());
  console.log(`  seeded ${SUBORDERS} sub-orders of ${MEMBERS} members on ${GAME} ${seeded.issueNumber} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  await drawDue(app.db, app.now());
  const [issue] = await app.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, seeded.id));
  if (issue?.status !== 'drawn') return [`issue ${seeded.issueNumber} was not drawn (status ${issue?.status})`];

  const start = performance.now();
  const settled = await settleIssue(app.db, issue, app.now);
  const seconds = (performance.now() - start) / 1000;
  console.log(`  settlement: ${settled} sub-orders in ${seconds.toFixed(2)} s = ${(settled / seconds).toFixed(0)} sub-orders/s`);

  const audit = await auditLottery(app.db);
  const failures = [...audit.failures];
  if (settled !== SUBORDERS) failures.push(`settled ${settled} of ${SUBORDERS} sub-orders`);
  const [after] = await app.db.select({ status: lotteryIssues.status }).from(lotteryIssues).where(eq(lotteryIssues.id, seeded.id));
  if (after?.status !== 'settled') failures.push(`issue left ${after?.status}, not settled`);
  const { won, lost, cancelled, pending } = audit.suborders;
  console.log(`  won ${won}, lost ${lost}, cancelled ${cancelled}, pending ${pending}; paid out ${audit.paidOut} minor units`);
  console.log(
    failures.length === 0
      ? '  checks: every sub-order settled once for what the engine pays, ledger sums to zero, balances match entries: OK'
      : failures.slice(0, 20).map((f) => `  FAILED: ${f}`).join('\n'),
  );
  return failures;
}

const main = (): Promise<void> => benchOnDatabases('mlobby_bench_lottery', lotteryBenchApp, run);

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
