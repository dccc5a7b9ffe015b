/** GET /healthz for load balancers and orchestrators: up only when the database answers. */
import type { FastifyInstance } from 'fastify';

export interface HealthStatus {
  status: 'ok' | 'error';
}

/** Registers GET /healthz (not rate-limited: probes poll it). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { config: { rateLimit: false } }, async (request, reply): Promise<HealthStatus> => {
    try {
      await app.database.ping();
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database ping failed');
      reply.status(503).header('cache-control', 'no-store');
      return { status: 'error' };
    }
  });
}
