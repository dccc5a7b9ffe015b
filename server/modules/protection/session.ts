/**
 * The login session's figures and checks (UKGC RTS 13 reality checks, our session-time limit):
 * elapsed time, stakes and wins on the real account since the session started, when the next
 * reality check is due and when the session limit ends play. The login session is the request's
 * for /wps calls, else the member's most recent live full session (seamless bets, game pages).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import type { SessionStatusValue } from '@common/contract/protection';
import type { Database } from '../../db/connection';
import { findMember } from '../member';
import { liveSessionOf, sessionById } from '../session';
import { ensureMemberAccount, memberFlows, type GuardRefusal } from '../wallet';
import { find, settingsOf, type Setting } from './settings';
import { protectionSessionChecks } from './tables';

const MINUTE_MS = 60_000;

/** The login session the checks count from: its id and start. */
export interface LoginSession {
  id: number;
  startedAt: number;
}

type Deps = Pick<FastifyInstance, 'db' | 'config' | 'now'>;

/** The request's session when given (and the member's, full), else the member's most recent live one. */
export async function loginSessionOf(deps: Deps, memberId: number, loginSessionId?: number): Promise<LoginSession | null> {
  if (loginSessionId !== undefined) {
    const own = await sessionById(deps.db, loginSessionId);
    if (own && own.memberId === memberId && own.scope === null) return { id: own.id, startedAt: own.createdAt.getTime() };
  }
  const live = await liveSessionOf(deps, memberId);
  return live ? { id: live.id, startedAt: live.createdAt.getTime() } : null;
}

async function lastContinue(db: Database, sessionId: number): Promise<number | null> {
  const rows = await db.select({ at: protectionSessionChecks.continuedAt }).from(protectionSessionChecks).where(eq(protectionSessionChecks.sessionId, sessionId)).limit(1);
  return rows[0]?.at.getTime() ?? null;
}

/** The session's check times: next reality check (from the last continue, else the start) and the session limit's end. */
export async function checkTimes(db: Database, session: LoginSession, settings: readonly Setting[]) {
  const realityCheckMinutes = find(settings, { target: 'realityCheck', period: '' }).value;
  const sessionLimitMinutes = find(settings, { target: 'sessionLimit', period: '' }).value;
  const from = realityCheckMinutes === null ? null : ((await lastContinue(db, session.id)) ?? session.startedAt);
  return {
    realityCheckMinutes,
    realityCheckAt: from === null ? null : from + realityCheckMinutes! * MINUTE_MS,
    sessionLimitMinutes,
    sessionEndsAt: sessionLimitMinutes === null ? null : session.startedAt + sessionLimitMinutes * MINUTE_MS,
  };
}

/** Why a stake in this session is refused now (session limit over, reality check due), or null. */
export async function sessionRefusal(deps: Deps, db: Database, memberId: number, settings: readonly Setting[], now: number): Promise<GuardRefusal | null> {
  if (!settings.some((s) => (s.target === 'sessionLimit' || s.target === 'realityCheck') && s.value !== null)) return null;
  const session = await loginSessionOf({ ...deps, db }, memberId);
  if (!session) return null;
  const times = await checkTimes(db, session, settings);
  if (times.sessionEndsAt !== null && now >= times.sessionEndsAt) return { code: ErrorCode.protectionSessionLimit };
  if (times.realityCheckAt !== null && now >= times.realityCheckAt) return { code: ErrorCode.protectionRealityCheckDue };
  return null;
}

const NO_CHECKS = { realityCheckMinutes: null, realityCheckAt: null, sessionLimitMinutes: null, sessionEndsAt: null };

/** Real-money stakes and wins (payouts and refunds) of the member since `from`; zeros for demo (trial) members. */
async function playedSince(app: FastifyInstance, memberId: number, from: number): Promise<{ stakes: number; wins: number }> {
  const member = await findMember(app.db, memberId);
  if (!member || member.demo) return { stakes: 0, wins: 0 };
  const account = (await ensureMemberAccount(app.db, member.merchantCode, memberId, 'real')).account;
  const [flow] = await memberFlows(app.db, account.id, [new Date(from)]);
  return { stakes: Number(flow!.sums.stake), wins: Number(flow!.sums.payout + flow!.sums.refund) };
}

/** The figures of the member's login session (zeros from now when it has none). */
export async function sessionStatus(app: FastifyInstance, memberId: number, loginSessionId?: number): Promise<SessionStatusValue> {
  const now = app.now();
  const session = await loginSessionOf(app, memberId, loginSessionId);
  if (!session) return { now, startedAt: now, stakes: 0, wins: 0, net: 0, ...NO_CHECKS };
  const { stakes, wins } = await playedSince(app, memberId, session.startedAt);
  const times = await checkTimes(app.db, session, await settingsOf(app.db, memberId, now));
  return { now, startedAt: session.startedAt, stakes, wins, net: wins - stakes, ...times };
}

/** The member answered a due reality check with "continue": the next one is an interval from now. A check not due yet changes nothing. */
export async function continueRealityCheck(app: FastifyInstance, memberId: number, loginSessionId?: number): Promise<SessionStatusValue> {
  const now = app.now();
  const session = await loginSessionOf(app, memberId, loginSessionId);
  if (session) {
    const times = await checkTimes(app.db, session, await settingsOf(app.db, memberId, now));
    if (times.realityCheckAt !== null && now >= times.realityCheckAt) {
      await app.db
        .insert(protectionSessionChecks)
        .values({ sessionId: session.id, memberId, continuedAt: new Date(now) })
        .onConflictDoUpdate({ target: protectionSessionChecks.sessionId, set: { continuedAt: new Date(now) } });
    }
  }
  return sessionStatus(app, memberId, loginSessionId);
}
