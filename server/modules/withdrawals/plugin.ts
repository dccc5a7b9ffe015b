/**
 * The withdrawals module's background work: its posting-feed consumer (the wagering requirement,
 * run by the feed's workers) and, every PAYOUT_CHECK_SECONDS, the payout job (payouts.ts). The job
 * needs no leader: each withdrawal is settled under its row's lock from 'paying' only, and the
 * channel call is idempotent by withdrawal id, so two nodes running it at once pay once.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolvePayouts } from './payouts';
import { wageringConsumer } from './wagering';

export const withdrawalsPlugin = fp(
  async function withdrawals(app: FastifyInstance) {
    app.feedConsumers.push(wageringConsumer);
    const seconds = app.config.payoutCheckSeconds;
    if (seconds === 0) return;
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = running
        .then(() => resolvePayouts(app))
        .then((handled) => handled > 0 && app.log.info({ handled }, 'payouts: sent again or checked'))
        .catch((err: unknown) => app.log.error({ err }, 'payouts: job failed'));
    }, seconds * 1000);
    // The timer alone must never keep a finished process (tests, CLI tools) alive.
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'withdrawals', dependencies: ['feed', 'wallet'] },
);
