/**
 * The feed's workers: one per registered consumer, run by whichever process holds that
 * consumer's leader lease (server/db/leased-loop.ts), catching up in batches and then polling.
 * The lease only keeps nodes from queueing on the cursor row; exactly-once is batch.ts's.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { leaseFor } from '../../db/lease';
import { LeasedLoop } from '../../db/leased-loop';
import { catchUp, type FeedConsumer } from './batch';

/** Postings per batch (one transaction each). */
export const FEED_BATCH_SIZE = 500;
/** How long a caught-up worker waits before it reads again. */
export const FEED_IDLE_MS = 1_000;

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
  const workers: LeasedLoop[] = [];
  app.addHook('onReady', async () => {
    for (const consumer of consumers) {
      const name = `feed ${consumer.name}`;
      const worker = new LeasedLoop({
        name,
        lease: leaseFor(app.database, consumer.leaseKey, (err) => app.log.warn({ err }, `${name}: lease lost with its connection`)),
        log: app.log,
        step: async () => {
          const applied = await catchUp(app.db, consumer, FEED_BATCH_SIZE, () => app.now());
          if (applied > 0) app.log.debug({ applied }, `${name}: applied postings`);
          return FEED_IDLE_MS;
        },
        errorRetryMs: FEED_IDLE_MS,
      });
      workers.push(worker);
      worker.start();
    }
  });
  app.addHook('preClose', async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });
}, { name: 'feed', dependencies: ['database'] });
