/**
 * The named plugin 'agent': registers the figures consumer with the posting feed, the rates agents
 * set as a rebate source of the promotions engine, and, with
 * AGENT_JOB_SECONDS above 0, competes for the agent job's lease and, as leader, settles ended
 * contract periods (docs/agents.md "Settlement"). The lease only keeps nodes from doing the same
 * work twice over; exactly once is the statements' unique key and the payment's idempotency key.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { leaseFor } from '../../db/lease';
import { LeasedLoop } from '../../db/leased-loop';
import { agentFiguresConsumer } from './figures';
import { agentRebateSource } from './rebates';
import { settleDueStatements } from './settlement';

/** The advisory-lock key of the agent job's lease (unique among the app's workers). */
export const AGENT_JOB_LEASE_KEY = 7_270_180;
/** How soon a failed round is tried again. */
const ERROR_RETRY_MS = 5_000;

/** One round of the agent job; the wait before the next. */
export async function agentJobStep(app: FastifyInstance): Promise<number> {
  const settled = await settleDueStatements(app.db, app.now(), { testClock: app.config.testClock });
  if (settled.statements > 0) app.log.info(settled, 'agent job: statements settled');
  return app.config.agentJobSeconds * 1_000;
}

export const agentPlugin = fp(
  async function agent(app: FastifyInstance) {
    app.feedConsumers.push(agentFiguresConsumer);
    // Rebate promotions pay at the highest of their rate and the rate the member's agent set (promotions never imports agents).
    app.promotionHooks.rebateSources.push(agentRebateSource);
    if (app.config.agentJobSeconds === 0) return;
    const name = 'agent job';
    const loop = new LeasedLoop({
      name,
      lease: leaseFor(app.database, AGENT_JOB_LEASE_KEY, (err) => app.log.warn({ err }, `${name}: lease lost with its connection`)),
      log: app.log,
      step: () => agentJobStep(app),
      errorRetryMs: ERROR_RETRY_MS,
    });
    app.addHook('onReady', async () => loop.start());
    app.addHook('preClose', () => loop.stop());
  },
  { name: 'agent', dependencies: ['feed', 'wallet', 'promotions'] },
);
