/**
 * The feed's workers: one per registered consumer, run by whichever process holds that
 * consumer's leader lease (server/db/lease.ts), catching up in batches and then polling.
 * The lease only keeps nodes from queueing on the cursor row; exactly-once is batch.ts's.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/connection';
import { leaseFor, type LeaderLease } from '../../db/lease';
import { catchUp, type FeedConsumer } from './batch';

/** Postings per batch (one transaction each). */
export const FEED_BATCH_SIZE = 500;
/** How long a caught-up worker waits before it reads again. */
export const FEED_IDLE_MS = 1_000;
/** How often a process without the lease asks for it again. */
const LEASE_RETRY_MS = 3_000;

class FeedWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly consumer: FeedConsumer,
    private readonly lease: LeaderLease,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopping = false;
    this.schedule(0);
  }

  /** Lets a running batch finish, then gives up the lease. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.lease.release();
  }

  private schedule(delay: number): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.running = this.tick();
    }, delay);
    // The server's socket keeps the process alive; a polling worker alone must not.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    const name = this.consumer.name;
    const acquired = this.lease.held() || (await this.lease.acquire().catch((err: unknown) => (this.log.error({ err }, `feed ${name}: lease check failed`), false)));
    if (!acquired) return this.schedule(LEASE_RETRY_MS);
    try {
      const applied = await catchUp(this.db, this.consumer, FEED_BATCH_SIZE, this.now);
      if (applied > 0) this.log.debug({ applied }, `feed ${name}: applied postings`);
    } catch (err) {
      this.log.error({ err }, `feed ${name}: batch failed`);
    }
    this.schedule(FEED_IDLE_MS);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Consumers of the posting feed; modules add theirs from plugins that depend on 'feed'. */
    feedConsumers: FeedConsumer[];
  }
}

/**
 * Decorates `feedConsumers` and, with FEED_WORKERS on, starts a worker per consumer once the app
 * is ready (after every plugin has registered its consumer); stops them before the database closes.
 */
export const feedPlugin = fp(async function feed(app: FastifyInstance) {
  const consumers: FeedConsumer[] = [];
  app.decorate('feedConsumers', consumers);
  if (!app.config.feedWorkers) return;
  const workers: FeedWorker[] = [];
  app.addHook('onReady', async () => {
    for (const consumer of consumers) {
      const lease = leaseFor(app.database, consumer.leaseKey, (err) => app.log.warn({ err }, `feed ${consumer.name}: lease lost with its connection`));
      const worker = new FeedWorker(app.db, consumer, lease, () => app.now(), app.log);
      workers.push(worker);
      worker.start();
    }
  });
  app.addHook('preClose', async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });
}, { name: 'feed', dependencies: ['database'] });
