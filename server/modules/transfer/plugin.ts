/**
 * The named plugin 'transfer': with TRANSFER_JOB_SECONDS above 0, every process (no lease: each
 * transfer is claimed in the database, so nodes share the work without doing it twice) queries
 * held transfers until their outcome is known and sweeps idle vendor balances back; stopped on close.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveDueTransfers } from './resolve';
import { sweepIdle } from './recall';

/** One round of the transfer job: held transfers, then the sweep. */
export async function transferJobStep(app: FastifyInstance): Promise<{ resolved: number; swept: number }> {
  const resolved = await resolveDueTransfers(app);
  const swept = await sweepIdle(app);
  if (resolved + swept > 0) app.log.info({ resolved, swept }, 'transfer job: held transfers resolved, idle balances brought back');
  return { resolved, swept };
}

export const transferPlugin = fp(
  async function transfer(app: FastifyInstance) {
    const seconds = app.config.transferJobSeconds;
    if (seconds === 0) return;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        running = transferJobStep(app)
          .catch((err: unknown) => app.log.error({ err }, 'transfer job: round failed'))
          .finally(schedule);
      }, seconds * 1_000);
      // A waiting job alone must not keep the process alive (CLI tools, tests).
      timer.unref();
    };
    app.addHook('onReady', async () => schedule());
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'transfer', dependencies: ['wallet'] },
);
