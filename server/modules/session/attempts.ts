/**
 * Throttling of credential checks, counted in SQL over login_attempts (so every node sees the
 * same counts), by the rule in docs/security.md "Login lock-out":
 * - a captcha after a few consecutive failures of an account or an IP, for every device;
 * - an account lock after LOGIN_MAX_FAILURES_PER_HOUR failures (OWASP ASVS V2.2.1), which holds
 *   only for devices the account never logged in from: the owner's recognised device (a device
 *   token, devices.ts) still logs in, unless that device itself failed too often;
 * - progressive delays for an IP with many failures, never a hard block of everyone behind it.
 * An attempt is reserved (a pending row) before the password is checked, under per-account and
 * per-IP advisory locks, so a parallel burst cannot slip more guesses past the limit than it allows.
 */
import { and, count, desc, eq, gt, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { LoginFailureValue } from '@common/contract/account';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import type { Deps } from '../../context';
import { loginAttempts, type AttemptOutcome } from './tables';

type AttemptDeps = Pick<Deps, 'db' | 'config' | 'now'>;

export interface AttemptSubject {
  merchantCode: string;
  /** Lower-case username or E.164 number. */
  account: string;
  ip: string;
  /** The recognised device the attempt comes from (a verified device token's id), or null. */
  device: string | null;
}

/** Whether the caller answered a captcha; `exempt` for checks with no captcha (password verification). */
export type CaptchaState = 'passed' | 'absent' | 'exempt';

const WINDOW_MS = 3_600_000;
/** Advisory-lock namespaces, so an account key and an IP key never share a lock. */
const ACCOUNT_LOCK = 1;
const IP_LOCK = 2;

/** Pending checks count as failures: a burst in flight is held to the limits before any of it finishes. */
const counting = inArray(loginAttempts.outcome, ['failed', 'pending']);
/** Inside the window: strictly newer than an hour, so a lock ends exactly at lockedUntil. */
const inWindow = (since: Date) => gt(loginAttempts.at, since);
const byAccount = (s: AttemptSubject) => and(eq(loginAttempts.merchantCode, s.merchantCode), eq(loginAttempts.account, s.account))!;
const byIp = (s: AttemptSubject) => eq(loginAttempts.ip, s.ip);
const byDevice = (s: AttemptSubject, device: string) => and(byAccount(s), eq(loginAttempts.device, device))!;
/** Delays double from 1 s; past this many doublings the cap has long been reached. */
const MAX_DOUBLINGS = 30;

/** How long an IP with `failures` in the window must wait after its latest one (ms); 0 below the free allowance. */
export function ipDelayMs(failures: number, free: number, maxDelaySeconds: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** Math.min(failures - free, MAX_DOUBLINGS), maxDelaySeconds) * 1000;
}

async function failuresSince(db: Database, where: SQL, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(where, counting, inWindow(since)));
  return row!.n;
}

/** When the limit-th newest failure leaves the window, i.e. when one more attempt is allowed (epoch ms). */
async function freeAt(db: Database, where: SQL, since: Date, limit: number): Promise<number> {
  const [row] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(where, counting, inWindow(since)))
    .orderBy(desc(loginAttempts.at))
    .offset(limit - 1)
    .limit(1);
  return row!.at.getTime() + WINDOW_MS;
}

/** The latest failure (or check in flight) in the window, epoch ms. */
async function latestFailureAt(db: Database, where: SQL, since: Date): Promise<number> {
  const [row] = await db
    .select({ at: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(where, counting, inWindow(since)));
  return row?.at ? new Date(row.at).getTime() : 0;
}

/** Failures (and checks in flight) in the window since the last success of the same account (or IP). */
async function consecutiveFailures(db: Database, where: SQL, since: Date): Promise<number> {
  const lastOk = db
    .select({ id: max(loginAttempts.id) })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.outcome, 'ok')));
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(where, counting, inWindow(since), gt(loginAttempts.id, sql`coalesce((${lastOk}), 0)`)));
  return row!.n;
}

/** True when the next login of this account or from this IP needs a captcha. */
export async function captchaRequired(deps: AttemptDeps, subject: AttemptSubject): Promise<boolean> {
  const since = new Date(deps.now() - WINDOW_MS);
  const after = deps.config.captchaAfterFailures;
  return (
    (await consecutiveFailures(deps.db, byAccount(subject), since)) >= after || (await consecutiveFailures(deps.db, byIp(subject), since)) >= after
  );
}

/**
 * Reserves one credential check and returns its id, or refuses: too.many.requests for an IP that
 * must wait, account.locked for a locked account (both with lockedUntil), captcha.wrong when a
 * captcha is required and was not passed. A recognised device within its own limit is held to the
 * captcha only. A refusal records nothing.
 */
export async function beginAttempt(deps: AttemptDeps, subject: AttemptSubject, captcha: CaptchaState): Promise<number> {
  const now = deps.now();
  const since = new Date(now - WINDOW_MS);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${`${subject.merchantCode}:${subject.account}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${subject.ip}))`);
    // Not a spread of deps: a fastify instance keeps its decorators on its prototype chain.
    const inTx: AttemptDeps = { db: tx, config: deps.config, now: () => now };
    const needsCaptcha = captcha !== 'exempt' && (await captchaRequired(inTx, subject));
    const refuse = (code: typeof ErrorCode.tooManyRequests | typeof ErrorCode.accountLocked, lockedUntil: number) => {
      const value: LoginFailureValue = { captcha: needsCaptcha, lockedUntil };
      const minutes = Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
      return new AppError(code, { value, params: { seconds: Math.max(1, Math.ceil((lockedUntil - now) / 1000)), minutes } });
    };
    const { config } = deps;
    const recognised = subject.device !== null && (await failuresSince(tx, byDevice(subject, subject.device), since)) < config.loginDeviceMaxFailuresPerHour;
    if (!recognised) {
      const delay = ipDelayMs(await failuresSince(tx, byIp(subject), since), config.loginIpFreeFailures, config.loginIpMaxDelaySeconds);
      const waitUntil = delay > 0 ? (await latestFailureAt(tx, byIp(subject), since)) + delay : 0;
      if (waitUntil > now) throw refuse(ErrorCode.tooManyRequests, waitUntil);
      if ((await failuresSince(tx, byAccount(subject), since)) >= config.loginMaxFailuresPerHour) {
        throw refuse(ErrorCode.accountLocked, await freeAt(tx, byAccount(subject), since, config.loginMaxFailuresPerHour));
      }
    }
    if (needsCaptcha && captcha !== 'passed') {
      throw new AppError(ErrorCode.captchaWrong, { value: { captcha: true } satisfies LoginFailureValue });
    }
    const [row] = await tx
      .insert(loginAttempts)
      .values({ ...subject, at: new Date(now), outcome: 'pending' })
      .returning({ id: loginAttempts.id });
    return row!.id;
  });
}

/**
 * Lifts an account's lock after a password reset proved the owner (email link or SMS code): its
 * failures in the window stop counting. `accounts` are the keys it logs in by (username, number).
 */
export async function clearFailures(db: Database, merchantCode: string, accounts: readonly string[], now: number): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ outcome: 'cleared' })
    .where(
      and(
        eq(loginAttempts.merchantCode, merchantCode),
        inArray(loginAttempts.account, [...accounts]),
        eq(loginAttempts.outcome, 'failed'),
        inWindow(new Date(now - WINDOW_MS)),
      ),
    );
}

/** Records how a reserved check ended. */
export async function finishAttempt(db: Database, id: number, outcome: Extract<AttemptOutcome, 'ok' | 'failed'>): Promise<void> {
  await db.update(loginAttempts).set({ outcome }).where(eq(loginAttempts.id, id));
}

/** Finishes a reserved check as failed and returns the refusal value (captcha flag for the next try). */
export async function failAttempt(deps: AttemptDeps, id: number, subject: AttemptSubject): Promise<LoginFailureValue> {
  await finishAttempt(deps.db, id, 'failed');
  return { captcha: await captchaRequired(deps, subject) };
}
