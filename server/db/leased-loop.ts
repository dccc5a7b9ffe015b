/**
 * The loop every leader-run worker shares (the lottery scheduler, each posting-feed consumer):
 * ask for the lease until this process holds it, then run a step, wait the delay the step asks
 * for, and run it again; stop() lets a running step finish and gives the lease up. The steps
 * decide what is due; the loop only keeps time, the lease and the logging of failures.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LeaderLease } from './lease';

/** How often a process without the lease asks for it again. */
export const LEASE_RETRY_MS = 3_000;

export interface LeasedLoopOptions {
  /** Names the worker in log lines ("lottery", "feed member-turnover"). */
  name: string;
  lease: LeaderLease;
  log: FastifyBaseLogger;
  /** One round of work; resolves to the milliseconds to wait before the next. */
  step: () => Promise<number>;
  /** The wait after a step that threw (the error is logged). */
  errorRetryMs: number;
}

export class LeasedLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: LeasedLoopOptions) {}

  /** True from stop() on: a long step checks it between units of work to end early. */
  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Lets a running step finish, then gives up the lease. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.options.lease.release();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick();
    }, delay);
    // The server's socket keeps the process alive; a waiting worker alone must not (CLI tools, tests).
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    const { name, lease, log, step, errorRetryMs } = this.options;
    if (!lease.held()) {
      const acquired = await lease.acquire().catch((err: unknown) => {
        log.error({ err }, `${name}: leader lease check failed`);
        return false;
      });
      if (!acquired) return this.schedule(LEASE_RETRY_MS);
      log.info(`${name}: this process holds the leader lease`);
    }
    let delay: number;
    try {
      delay = await step();
    } catch (err) {
      // A step cut short by stop() is not a failure.
      if (this.stopped) return;
      log.error({ err }, `${name}: run failed`);
      delay = errorRetryMs;
    }
    this.schedule(delay);
  }
}
