/** Opens (and migrates) the database, decorates the app with it and closes it with the app. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/connection';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  config: AppConfig;
  /** An already opened database to use (and close) instead of opening the configured one. */
  handle?: DatabaseHandle;
}

/** Decorates `db` (drizzle) and `database` (ping, close); the database closes when the app does. */
export const databasePlugin = fp(async function database(app: FastifyInstance, options: DatabasePluginOptions) {
  const handle =
    options.handle ??
    (await openDatabase({
      url: options.config.databaseUrl,
      dataDir: options.config.dataDir,
      poolSize: options.config.databasePoolSize,
      onPoolError: (err) => app.log.error({ err }, 'idle database connection failed'),
    }));
  app.decorate('database', handle);
  app.decorate('db', handle.db);
  app.addHook('onClose', async () => handle.close());
}, { name: 'database' });
