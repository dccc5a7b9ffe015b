/**
 * buildApp(config): the whole server as a fastify instance (tests use inject, main.ts listens).
 * Cross-cutting plugins first (config, database, errors, rate limit), then the domain modules.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/connection';
import { typeboxValidatorCompiler } from './http/typebox';
import { adminScope } from './plugins/admin-auth';
import { databasePlugin } from './plugins/database';
import { errorHandling } from './plugins/errors';
import { gateway } from './plugins/gateway';
import { rateLimitPlugin } from './plugins/rate-limit';
import { healthRoutes } from './modules/health/routes';
import { merchantAdminRoutes } from './modules/merchant/admin-routes';
import { merchantSeed, seedMerchant } from './modules/merchant/seed';
import { siteRedirects, siteRoutes } from './modules/site/routes';
import { systemRoutes } from './modules/system/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** An opened, migrated database the app takes over (and closes); default: open config's. */
  database?: DatabaseHandle;
}

/** Builds the server, its database opened, migrated and seeded; close() releases everything. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(typeboxValidatorCompiler);
  // The API speaks JSON (uploads add multipart where they need it); plain text is a wrong content type.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);

  try {
    await app.register(databasePlugin, { config, handle: options.database });
    await seedMerchant(app.db, merchantSeed(), { code: config.merchantCode, trialCode: config.trialMerchantCode });
    await app.register(errorHandling);
    await app.register(rateLimitPlugin, { config });

    await app.register(gateway([systemRoutes]), { prefix: '/wps' });
    await app.register(gateway([]), { prefix: '/lgw' });
    if (config.adminToken) await app.register(adminScope(config.adminToken, [merchantAdminRoutes]), { prefix: '/admin' });
    await app.register(healthRoutes);
    await app.register(siteRedirects);
    await app.register(siteRoutes, { prefix: '/m' });
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
