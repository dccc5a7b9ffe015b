/**
 * The named plugin 'promotion-wagering': the bonus wagering consumer on the posting feed, the
 * bonuses' reader handed to withdrawals, the forfeit at a time-out or self-exclusion on
 * protection's block listeners, and, with BONUS_EXPIRY_CHECK_SECONDS above 0, the leased expiry
 * job (one process at a time runs it; the forfeit itself is safe to race).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { leaseFor } from '../../db/lease';
import { LeasedLoop } from '../../db/leased-loop';
import { forfeitOnBlock } from './block-forfeit';
import { bonusWageringOf } from './bonus-reads';
import { BONUS_EXPIRY_LEASE_KEY, forfeitExpired } from './expiry';
import { bonusWageringConsumer } from './wagering';

export const promotionWageringPlugin = fp(
  async function promotionWagering(app: FastifyInstance) {
    app.feedConsumers.push(bonusWageringConsumer);
    app.bonusWagering.provide(bonusWageringOf);
    app.blockListeners.push(forfeitOnBlock);
    const everyMs = app.config.bonusExpiryCheckSeconds * 1000;
    if (everyMs === 0) return;
    const name = 'bonus expiry';
    const worker = new LeasedLoop({
      name,
      lease: leaseFor(app.database, BONUS_EXPIRY_LEASE_KEY, (err) => app.log.warn({ err }, `${name}: lease lost with its connection`)),
      log: app.log,
      step: async () => {
        const forfeited = await forfeitExpired(app.db, app.now());
        if (forfeited > 0) app.log.info({ forfeited }, `${name}: forfeited expired bonuses`);
        return everyMs;
      },
      errorRetryMs: everyMs,
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', () => worker.stop());
  },
  { name: 'promotion-wagering', dependencies: ['database', 'feed', 'withdrawals', 'protection'] },
);
