/**
 * Housekeeping: every minute, expires unpaid deposits past their deadline; every
 * PAYOUT_CHECK_SECONDS, settles withdrawal payouts left unanswered or pending; once an hour, deletes rows that only ever mattered for a while — ended
 * member and console sessions, spent captcha, slider and console login challenges, SMS codes, credential-check rows, lapsed
 * trial-name reservations, ended rate-limit windows and announcement images no announcement uses
 * — so those tables stay small. Audit
 * rows and the ledger are never touched. Each module deletes its own rows; this plugin only schedules.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';
import { purgeUnusedUploads } from '../modules/announcements';
import { purgeChallenges } from '../modules/captcha';
import { purgeOperatorChallenges, purgeOperatorSessions } from '../modules/operator';
import { purgeRateLimitHits } from '../modules/ratelimit';
import { expireDeposits } from '../modules/payments';
import { purgeLoginAttempts, purgeSessions, purgeTrialNames } from '../modules/session';
import { purgeSmsCodes } from '../modules/sms';
import { resolvePayouts } from '../modules/withdrawals';
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
    announcementUploads: await purgeUnusedUploads(db, before),
    // A counter whose window has ended tells nothing about anyone: no retention.
    rateLimitHits: await purgeRateLimitHits(db, new Date(now)),
  };
}

/** A periodic job of the plugin: what it does and how often (0: never). */
interface Job {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/**
 * Runs purgeExpired every hour, expireDeposits every minute and the withdrawals' payout job every
 * PAYOUT_CHECK_SECONDS while the server is up; a job still running when its time comes again is
 * waited for, not run twice at once. Stops before the database closes.
 */
export const housekeepingPlugin = fp(async function housekeeping(app: FastifyInstance) {
  const jobs: Job[] = [
    {
      name: 'purge',
      everyMs: HOUSEKEEPING_INTERVAL_MS,
      run: async () => app.log.info({ purged: await purgeExpired(app.db, app.now()) }, 'housekeeping: purged expired rows'),
    },
    {
      name: 'deposit expiry',
      everyMs: DEPOSIT_EXPIRY_INTERVAL_MS,
      run: async () => {
        const expired = await expireDeposits(app.db, new Date(app.now()));
        if (expired > 0) app.log.info({ expired }, 'housekeeping: expired unpaid deposits');
      },
    },
    {
      name: 'payouts',
      everyMs: app.config.payoutCheckSeconds * 1000,
      run: async () => {
        const handled = await resolvePayouts(app);
        if (handled > 0) app.log.info({ handled }, 'housekeeping: payouts sent again or checked');
      },
    },
  ];
  const running = new Map<Job, Promise<void>>();
  const timers = jobs
    .filter((job) => job.everyMs > 0)
    .map((job) =>
      setInterval(() => {
        const previous = running.get(job) ?? Promise.resolve();
        running.set(job, previous.then(job.run).catch((err: unknown) => app.log.error({ err }, `housekeeping: ${job.name} failed`)));
      }, job.everyMs),
    );
  // The timers alone must never keep a finished process (tests, CLI tools) alive.
  for (const timer of timers) timer.unref();
  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  });
}, { name: 'housekeeping', dependencies: ['database'] });
