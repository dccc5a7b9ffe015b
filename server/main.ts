/**
 * Starts the server: settings from the environment, database opened and migrated (and the demo
 * seeded when DEMO_DATA is on: never by default in production),
 * listening on HOST:PORT. SIGTERM/SIGINT stop accepting, drain in-flight requests, close the
 * database and exit 0; a second signal exits at once.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openStartDatabase } from './seed';

/** While shutting down, how often connections that went idle are closed. */
const IDLE_SWEEP_MS = 200;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Pool errors before the app (and its logger) exist go to stderr; afterwards to the app's log.
  let logPoolError = (err: Error) => console.error('idle database connection failed', err);
  const database = await openStartDatabase(config, { now: Date.now(), onPoolError: (err) => logPoolError(err) });
  const app = await buildApp(config, { database });
  logPoolError = (err) => app.log.error({ err }, 'idle database connection failed');
  if (config.nodeEnv === 'production' && config.databaseUrl === undefined) {
    app.log.warn('NODE_ENV=production with the embedded PGlite database: set DATABASE_URL to a PostgreSQL server to scale out');
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests, closing the database');
    // A keep-alive connection that finishes its request after close() began would otherwise hold
    // the exit for the whole keepAliveTimeout (fastify issue #7044): close such connections as
    // they turn idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    app.close().then(
      () => {
        clearInterval(sweep);
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  app.log.info(`member site at http://localhost:${port}/m`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
