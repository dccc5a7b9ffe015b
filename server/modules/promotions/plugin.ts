/**
 * The named plugin 'promotions': registers the deposit-match feed consumer and decorates
 * `promotionHooks` with the running period's estimate the cards show (awards.ts; tests put their own in)
 * and the loyalty level rebate (null until the loyalty plugin sets it).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PeriodEstimate } from './cards';
import { runningAwardAmount } from './awards';
import { depositMatchConsumer } from './deposit-match';
import type { LevelRebateSource } from './level-rebate';

/** What other promotion parts plug into the member's cards. */
export interface PromotionHooks {
  /** The award a joined cashback or rebate's running period has earned so far (process's pendingAmount); null: none shown. */
  periodEstimate: PeriodEstimate | null;
  /** Members' loyalty level rebate rates: the loyalty plugin sets it; a rebate pays the higher of its rate and the level's. */
  levelRebate: LevelRebateSource | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    promotionHooks: PromotionHooks;
  }
}

export const promotionsPlugin = fp(
  async function promotions(app: FastifyInstance) {
    const hooks: PromotionHooks = { periodEstimate: (db, promotion, memberId, now) => runningAwardAmount(db, promotion, memberId, now, hooks.levelRebate), levelRebate: null };
    app.decorate('promotionHooks', hooks);
    app.feedConsumers.push(depositMatchConsumer);
  },
  { name: 'promotions', dependencies: ['wallet', 'feed'] },
);
