/** Runs the audit sealer (chain.ts) every few seconds while the server is up; stops before the database closes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUDIT_SEAL_INTERVAL_MS, sealAuditLog } from './chain';

export const auditSealerPlugin = fp(async function auditSealer(app: FastifyInstance) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sealAuditLog(app.db)
      .then((sealed) => {
        if (sealed > 0) app.log.debug({ sealed }, 'audit: rows sealed into the chain');
      })
      .catch((err: unknown) => app.log.error({ err }, 'audit sealing failed'));
  }, AUDIT_SEAL_INTERVAL_MS);
  // The timer alone must never keep a finished process (tests, CLI tools) alive.
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}, { name: 'audit-sealer', dependencies: ['database'] });
