/**
 * The named plugin 'loyalty': registers the points and race consumers with the posting feed and,
 * with LOYALTY_JOB_SECONDS above 0, competes for the loyalty job's lease and, as leader, expires
 * points past their lifetime, lapses unclaimed level rewards and pays the prizes of ended race
 * periods. The lease only keeps nodes from doing the same work twice over; exactly once is each
 * step's own transaction (docs/loyalty.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { leaseFor } from '../../db/lease';
import { LeasedLoop } from '../../db/leased-loop';
import { lapseLevelRewards, levelRebateSource } from './levels';
import { expirePoints, loyaltyPointsConsumer } from './points';
import { loyaltyRaceConsumer, settleDueRaces } from './races';

/** The advisory-lock key of the loyalty job's lease (unique among the app's workers). */
export const LOYALTY_JOB_LEASE_KEY = 7_270_172;
/** How soon a failed round is tried again. */
const ERROR_RETRY_MS = 5_000;

/** One round of the loyalty job; the wait before the next. */
export async function loyaltyJobStep(app: FastifyInstance): Promise<number> {
  const now = app.now();
  const expired = await expirePoints(app.db, new Date(now));
  const lapsed = await lapseLevelRewards(app.db, new Date(now));
  const races = await settleDueRaces(app.db, now);
  if (expired > 0 || lapsed > 0 || races.periods > 0) app.log.info({ expired, lapsed, races }, 'loyalty job: round done');
  return app.config.loyaltyJobSeconds * 1_000;
}

export const loyaltyPlugin = fp(
  async function loyalty(app: FastifyInstance) {
    app.feedConsumers.push(loyaltyPointsConsumer, loyaltyRaceConsumer);
    // Rebate promotions pay at the highest of their rate and the member's level rate (promotions never imports loyalty).
    app.promotionHooks.rebateSources.push(levelRebateSource);
    if (app.config.loyaltyJobSeconds === 0) return;
    const name = 'loyalty job';
    const loop = new LeasedLoop({
      name,
      lease: leaseFor(app.database, LOYALTY_JOB_LEASE_KEY, (err) => app.log.warn({ err }, `${name}: lease lost with its connection`)),
      log: app.log,
      step: () => loyaltyJobStep(app),
      errorRetryMs: ERROR_RETRY_MS,
    });
    app.addHook('onReady', async () => loop.start());
    app.addHook('preClose', () => loop.stop());
  },
  { name: 'loyalty', dependencies: ['feed', 'promotions'] },
);
