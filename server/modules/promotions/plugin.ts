/**
 * The named plugin 'promotions': registers the deposit-match feed consumer and decorates
 * `promotionHooks` with the running period's estimate the cards show (awards.ts; tests put their own in)
 * and the rebate rate sources other modules' plugins add (loyalty levels, agents).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PeriodEstimate } from './cards';
import { runningAwardAmount } from './awards';
import { depositMatchConsumer } from './deposit-match';
import { highestRebate, type RebateSource } from './level-rebate';

/** What other promotion parts plug into the member's cards. */
export interface PromotionHooks {
  /** The award a joined cashback or rebate's running period has earned so far (process's pendingAmount); null: none shown. */
  periodEstimate: PeriodEstimate | null;
  /** Members' rebate rates from other modules (loyalty levels, agents); a rebate pays the highest of its rate and theirs. */
  rebateSources: RebateSource[];
}

declare module 'fastify' {
  interface FastifyInstance {
    promotionHooks: PromotionHooks;
  }
}

export const promotionsPlugin = fp(
  async function promotions(app: FastifyInstance) {
    const hooks: PromotionHooks = { periodEstimate: (db, promotion, memberId, now) => runningAwardAmount(db, promotion, memberId, now, highestRebate(hooks.rebateSources)), rebateSources: [] };
    app.decorate('promotionHooks', hooks);
    app.feedConsumers.push(depositMatchConsumer);
  },
  { name: 'promotions', dependencies: ['wallet', 'feed'] },
);
