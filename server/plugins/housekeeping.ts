/**
 * Housekeeping: every minute, expires unpaid deposits past their deadline; once an hour, deletes rows that only ever mattered for a while — ended
 * member and console sessions, spent captcha, slider and console login challenges, SMS codes, credential-check rows, lapsed
 * trial-name reservations and ended rate-limit windows — so those tables stay small. Audit
 * rows and the ledger are never touched. Each module deletes its own rows; this plugin only schedules.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';
import { purgeChallenges } from '../modules/captcha';
import { purgeOperatorChallenges, purgeOperatorSessions } from '../modules/operator';
import { purgeRateLimitHits } from '../modules/ratelimit';
import { expireDeposits } from '../modules/payments';
import { purgeLoginAttempts, purgeSessions, purgeTrialNames } from '../modules/session';
import { purgeSmsCodes } from '../modules/sms';
import fp from 'fastify-plugin';

/** How often the purge runs. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** How often unpaid deposits past their deadline are expired (a member's own reads expire theirs at once). */
export const DEPOSIT_EXPIRY_INTERVAL_MS = 60 * 1000;
/**
 * How long rows are kept after they stop mattering: well past the longest window anything
 * counts over (the per-day SMS cap), and long enough to look into a recent incident.
 */
export const HOUSEKEEPING_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes everything that ended before now − retention; returns the count per table. */
export async function purgeExpired(db: Database, now: number): Promise<Record<string, number>> {
  const before = new Date(now - HOUSEKEEPING_RETENTION_MS);
  return {
    sessions: await purgeSessions(db, before),
    loginAttempts: await purgeLoginAttempts(db, before),
    trialNames: await purgeTrialNames(db, before),
    challenges: await purgeChallenges(db, before),
    smsCodes: await purgeSmsCodes(db, before),
    operatorSessions: await purgeOperatorSessions(db, before),
    operatorChallenges: await purgeOperatorChallenges(db, before),
    // A counter whose window has ended tells nothing about anyone: no retention.
    rateLimitHits: await purgeRateLimitHits(db, new Date(now)),
  };
}

/** Runs purgeExpired every hour and expireDeposits every minute while the server is up; stops before the database closes. */
export const housekeepingPlugin = fp(async function housekeeping(app: FastifyInstance) {
  let running: Promise<unknown> = Promise.resolve();
  let expiring: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purgeExpired(app.db, app.now())
      .then((purged) => app.log.info({ purged }, 'housekeeping: purged expired rows'))
      .catch((err: unknown) => app.log.error({ err }, 'housekeeping failed'));
  };
  const expire = () => {
    expiring = expireDeposits(app.db, new Date(app.now()))
      .then((expired) => expired > 0 && app.log.info({ expired }, 'housekeeping: expired unpaid deposits'))
      .catch((err: unknown) => app.log.error({ err }, 'deposit expiry failed'));
  };
  const timers = [setInterval(run, HOUSEKEEPING_INTERVAL_MS), setInterval(expire, DEPOSIT_EXPIRY_INTERVAL_MS)];
  // The timers alone must never keep a finished process (tests, CLI tools) alive.
  for (const timer of timers) timer.unref();
  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all([running, expiring]);
  });
}, { name: 'housekeeping', dependencies: ['database'] });
