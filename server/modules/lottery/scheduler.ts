/**
 * The lottery scheduler: creates issues ahead, closes, draws and settles them. One tick does
 * whatever is due at the clock's now (runDue, which tests call with their own clock), then the
 * timer is set for the next due instant read from the issues themselves, so draws keep time
 * instead of drifting with an interval. Only the holder of the leader lease ticks; a process
 * that starts after downtime draws and settles what was missed on its first tick.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import fp from 'fastify-plugin';
import { closeDue, drawDue, nextDue } from './draw';
import { createIssuesAhead } from './issues';
import { leaseFor, type LeaderLease } from '../../db/lease';
import { LeasedLoop } from '../../db/leased-loop';
import { drawnIssues, settleIssue } from './settlement';

/** Arbitrary constant advisory-lock key of the lottery scheduler's lease (the migration lock uses another). */
export const LOTTERY_LEASE_KEY = 7_270_055;
/** Longest sleep between ticks: issues are topped up at least this often. */
export const MAX_SLEEP_MS = 30_000;
/** Shortest sleep, so an instant that keeps reading as due cannot spin the loop. */
const MIN_SLEEP_MS = 20;
const ERROR_RETRY_MS = 1_000;

/** What one run did. */
export interface RunSummary {
  created: number;
  closed: number;
  drawn: number;
  settled: number;
}

class Stopped extends Error {}

export class LotteryScheduler {
  private readonly loop: LeasedLoop;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number,
    private readonly fastIntervalSeconds: number | undefined,
    lease: LeaderLease,
    log: FastifyBaseLogger,
  ) {
    this.loop = new LeasedLoop({ name: 'lottery', lease, log, errorRetryMs: ERROR_RETRY_MS, step: () => this.step(log) });
  }

  /** Does everything due at `now`: top up issues, close, draw, and settle every drawn issue. */
  runDue(now: number = this.clock()): Promise<RunSummary> {
    return this.run(() => now);
  }

  /** Starts ticking (as soon as this process holds the lease). */
  start(): void {
    this.loop.start();
  }

  /** Stops ticking, lets a running settlement finish the batches it is writing, and gives up the lease. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async run(at: () => number): Promise<RunSummary> {
    const summary: RunSummary = { created: 0, closed: 0, drawn: 0, settled: 0 };
    summary.created = await createIssuesAhead(this.db, at(), this.fastIntervalSeconds);
    const drawWhatIsDue = async () => {
      if (this.loop.stopping) throw new Stopped();
      summary.closed += await closeDue(this.db, at());
      summary.drawn += await drawDue(this.db, at());
    };
    await drawWhatIsDue();
    // Draws that fell due while settling are settled in the same run, oldest first.
    for (let issues = await drawnIssues(this.db); issues.length > 0; issues = await drawnIssues(this.db)) {
      for (const issue of issues) summary.settled += await settleIssue(this.db, issue, at, drawWhatIsDue);
    }
    return summary;
  }

  /** One run at the clock's now; the next one when the issues say something falls due. */
  private async step(log: FastifyBaseLogger): Promise<number> {
    const summary = await this.run(this.clock);
    if (summary.drawn + summary.settled + summary.created > 0) log.info({ summary }, 'lottery: scheduler run');
    const next = (await nextDue(this.db, this.clock())) ?? this.clock() + MAX_SLEEP_MS;
    return Math.min(MAX_SLEEP_MS, Math.max(MIN_SLEEP_MS, next - this.clock()));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The lottery scheduler; tests with LOTTERY_SCHEDULER=off drive it through runDue(now). */
    lottery: LotteryScheduler;
  }
}

/** Decorates `lottery` and, with LOTTERY_SCHEDULER on, starts it once the app is ready; stops it before the database closes. */
export const lotteryScheduler = fp(async function lotteryScheduler(app: FastifyInstance) {
  const lease = leaseFor(app.database, LOTTERY_LEASE_KEY, (err) => app.log.warn({ err }, 'lottery: leader lease lost with its connection'));
  const scheduler = new LotteryScheduler(app.db, () => app.now(), app.config.lotteryFastIntervalSeconds, lease, app.log);
  app.decorate('lottery', scheduler);
  if (app.config.lotteryScheduler) app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', () => scheduler.stop());
}, { name: 'lottery-scheduler', dependencies: ['database'] });
