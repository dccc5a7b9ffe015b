/**
 * What the services of the account modules need from the running server. The fastify instance
 * carries all of it (buildApp decorates it), so routes pass `app`; tests may pass their own.
 */
import type { AppConfig } from './config';
import type { Database } from './db/connection';
import type { Keyring } from './modules/crypto';
import type { Messaging } from './modules/sms';

/**
 * The agents' affiliate codes as registration checks a referrer code: the agent module answers it
 * (app.ts decorates the app with it), so the member module never imports the agent module, whose
 * routes import the member module.
 */
export interface ReferrerCodes {
  /** The code as stored (normalized) when it is an active code of the merchant, else null. */
  active(db: Database, merchantCode: string, code: string): Promise<string | null>;
}

export interface Deps {
  db: Database;
  config: AppConfig;
  /** Epoch ms. Injected so tests can move time (expiry, throttles) without fake timers. */
  now(): number;
  keyring: Keyring;
  messaging: Messaging;
  referrerCodes: ReferrerCodes;
}

declare module 'fastify' {
  interface FastifyInstance {
    now(): number;
    keyring: Keyring;
    messaging: Messaging;
    referrerCodes: ReferrerCodes;
  }
}
