/**
 * The named plugin 'promotion-awards': with PROMOTION_AWARDS on, the process competes for the award
 * job's leader lease and, as leader, settles ended periods and lapses unclaimed awards every
 * AWARD_JOB_INTERVAL_MS. The lease only keeps nodes from doing the same work twice over; exactly
 * once is the settling transaction's (awards.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { leaseFor } from '../../db/lease';
import { LeasedLoop } from '../../db/leased-loop';
import { lapseAwards, settleDueAwards } from './awards';
import { highestRebate } from './level-rebate';

/** The advisory-lock key of the award job's lease. */
export const AWARDS_LEASE_KEY = 7_270_116;
/** How often the leader looks for ended periods and lapsed awards. */
export const AWARD_JOB_INTERVAL_MS = 60_000;
/** How soon after a period ends it looks again while the turnover consumer has not passed it. */
export const AWARD_WAIT_RETRY_MS = 5_000;

/** One round of the award job: settle what is due, lapse what is overdue; the wait before the next round. */
export async function awardJobStep(app: FastifyInstance): Promise<number> {
  const round = await settleDueAwards(app.db, app.now(), highestRebate(app.promotionHooks.rebateSources));
  const lapsed = await lapseAwards(app.db, app.now());
  if (round.periods > 0 || lapsed > 0) app.log.info({ ...round, lapsed }, 'promotion awards: settled periods');
  return round.waiting > 0 ? AWARD_WAIT_RETRY_MS : AWARD_JOB_INTERVAL_MS;
}

export const awardsPlugin = fp(
  async function promotionAwards(app: FastifyInstance) {
    if (!app.config.promotionAwards) return;
    const name = 'promotion awards';
    const loop = new LeasedLoop({
      name,
      lease: leaseFor(app.database, AWARDS_LEASE_KEY, (err) => app.log.warn({ err }, `${name}: lease lost with its connection`)),
      log: app.log,
      step: () => awardJobStep(app),
      errorRetryMs: AWARD_WAIT_RETRY_MS,
    });
    app.addHook('onReady', async () => loop.start());
    app.addHook('preClose', () => loop.stop());
  },
  { name: 'promotion-awards', dependencies: ['database'] },
);
