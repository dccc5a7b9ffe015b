/**
 * The named plugin 'promotions': registers the deposit-match feed consumer and decorates
 * `promotionHooks` with the running period's estimate the cards show (awards.ts; tests put their own in).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PeriodEstimate } from './cards';
import { runningAwardAmount } from './awards';
import { depositMatchConsumer } from './deposit-match';

/** What other promotion parts plug into the member's cards. */
export interface PromotionHooks {
  /** The award a joined cashback or rebate's running period has earned so far (process's pendingAmount); null: none shown. */
  periodEstimate: PeriodEstimate | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    promotionHooks: PromotionHooks;
  }
}

export const promotionsPlugin = fp(
  async function promotions(app: FastifyInstance) {
    app.decorate('promotionHooks', { periodEstimate: runningAwardAmount } satisfies PromotionHooks);
    app.feedConsumers.push(depositMatchConsumer);
  },
  { name: 'promotions', dependencies: ['wallet', 'feed'] },
);
