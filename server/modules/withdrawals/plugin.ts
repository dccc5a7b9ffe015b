/**
 * The withdrawals module's background work on the posting feed: its consumer (the wagering
 * requirement), run by the feed's workers. The payout job (payouts.ts resolvePayouts) is one of
 * the housekeeping plugin's jobs.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { wageringConsumer } from './wagering';

export const withdrawalsPlugin = fp(
  async function withdrawals(app: FastifyInstance) {
    app.feedConsumers.push(wageringConsumer);
  },
  { name: 'withdrawals', dependencies: ['feed'] },
);
