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

/** Arbitrary constant advisory-lock key of the lottery scheduler's lease (the migration lock uses another). */
export const LOTTERY_LEASE_KEY = 7_270_055;
import { drawnIssues, settleIssue } from './settlement';

/** A process without the lease asks again this often. */
export const LEASE_RETRY_MS = 3_000;
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number,
    private readonly fastIntervalSeconds: number | undefined,
    private readonly lease: LeaderLease,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Does everything due at `now`: top up issues, close, draw, and settle every drawn issue. */
  runDue(now: number = this.clock()): Promise<RunSummary> {
    return this.run(() => now);
  }

  /** Starts ticking (as soon as this process holds the lease). */
  start(): void {
    this.stopping = false;
    this.schedule(0);
  }

  /** Stops ticking, lets a running settlement finish the batches it is writing, and gives up the lease. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.lease.release();
  }

  private async run(at: () => number): Promise<RunSummary> {
    const summary: RunSummary = { created: 0, closed: 0, drawn: 0, settled: 0 };
    summary.created = await createIssuesAhead(this.db, at(), this.fastIntervalSeconds);
    const drawWhatIsDue = async () => {
      if (this.stopping) throw new Stopped();
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

  private schedule(delay: number): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.running = this.tick();
    }, delay);
    // The server's socket keeps the process alive; a pending draw alone must not (CLI tools, tests).
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (!this.lease.held()) {
      const acquired = await this.lease.acquire().catch((err: unknown) => {
        this.log.error({ err }, 'lottery: leader lease check failed');
        return false;
      });
      if (!acquired) return this.schedule(LEASE_RETRY_MS);
      this.log.info('lottery: this process is the scheduler leader');
    }
    let next: number;
    try {
      const summary = await this.run(this.clock);
      if (summary.drawn + summary.settled + summary.created > 0) this.log.info({ summary }, 'lottery: scheduler run');
      next = (await nextDue(this.db, this.clock())) ?? this.clock() + MAX_SLEEP_MS;
    } catch (err) {
      if (err instanceof Stopped) return;
      this.log.error({ err }, 'lottery: scheduler run failed');
      next = this.clock() + ERROR_RETRY_MS;
    }
    this.schedule(Math.min(MAX_SLEEP_MS, Math.max(MIN_SLEEP_MS, next - this.clock())));
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
