/**
 * Runs the audit sealer (chain.ts) every few seconds while the server is up; stops before the
 * database closes. Each new head of the chain goes to the log at info level: the log leaves the
 * machine (shipped, kept by someone else), so a head recorded there proves rows that are later cut
 * off the chain's end existed (`scripts/audit.ts verify --head`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUDIT_SEAL_INTERVAL_MS, chainHead, sealAuditLog } from './chain';

export const auditSealerPlugin = fp(async function auditSealer(app: FastifyInstance) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sealAuditLog(app.db)
      .then(async (sealed) => {
        if (sealed > 0) app.log.info({ sealed, auditHead: await chainHead(app.db) }, 'audit: chain head');
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
