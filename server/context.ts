/**
 * What the services of the account modules need from the running server. The fastify instance
 * carries all of it (buildApp decorates it), so routes pass `app`; tests may pass their own.
 */
import type { AppConfig } from './config';
import type { Database } from './db/connection';
import type { Keyring } from './modules/crypto';
import type { Messaging } from './modules/sms';

export interface Deps {
  db: Database;
  config: AppConfig;
  /** Epoch ms. Injected so tests can move time (expiry, throttles) without fake timers. */
  now(): number;
  keyring: Keyring;
  messaging: Messaging;
}

declare module 'fastify' {
  interface FastifyInstance {
    now(): number;
    keyring: Keyring;
    messaging: Messaging;
  }
}
