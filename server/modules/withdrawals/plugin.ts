/**
 * The withdrawals module's background work on the posting feed: its consumer (the wagering
 * requirement), run by the feed's workers, and the registry of the bonuses' wagering (bonus-wagering.ts). The payout job (payouts.ts resolvePayouts) is one of
 * the housekeeping plugin's jobs.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BonusWagering } from './bonus-wagering';
import { wageringConsumer } from './wagering';

/** Registers the wagering consumer and decorates `bonusWagering` (promotions provides its reader). */
export const withdrawalsPlugin = fp(
  async function withdrawals(app: FastifyInstance) {
    app.decorate('bonusWagering', new BonusWagering());
    app.feedConsumers.push(wageringConsumer);
  },
  { name: 'withdrawals', dependencies: ['feed'] },
);
