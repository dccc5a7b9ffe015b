/** GET /healthz for load balancers and orchestrators: up only when the database answers. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { wireSchema } from '../../http/typebox';

export interface HealthStatus {
  status: 'ok' | 'error';
}

const Health = wireSchema<HealthStatus>()(Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('error')]) }));
const schema = { response: { 200: Health, 503: Health }, tags: ['health'] };

/** Registers GET /healthz (not rate-limited: probes poll it). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { config: { rateLimit: false }, schema }, async (request, reply): Promise<HealthStatus> => {
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
