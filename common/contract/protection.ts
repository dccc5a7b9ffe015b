/**
 * Player protection (issue 15, docs/player-protection.md), member side and console side: limits
 * with what is used and when it frees, pending changes in their cooling-off, the reality check,
 * the session's figures, time-outs and self-exclusion. Amounts are minor units; times epoch ms.
 */
import type { ExclusionDuration, LimitKind, LimitPeriod, RealityCheckMinutes, TimeOutDuration } from '../rules/protection';
import { CONSOLE_API } from './operator';

export const ProtectionPath = {
  /** GET → ProtectionValue (type 0/1/2 and agents; trial accounts are refused with free.reject). */
  overview: '/wps/protection',
  /** POST SetLimitRequest → ProtectionValue: a decrease (or a first limit) applies at once; an increase or removal waits COOLING_OFF_MS. */
  limit: '/wps/protection/limit',
  /** POST SetSessionLimitRequest → ProtectionValue: same rule (a longer or no session limit waits). */
  sessionLimit: '/wps/protection/session-limit',
  /** POST SetRealityCheckRequest → ProtectionValue: more frequent applies at once; less frequent or off applies by itself after COOLING_OFF_MS. */
  realityCheck: '/wps/protection/reality-check',
  /** POST PendingChangeRequest → ProtectionValue: the player confirms a pending increase or removal whose cooling-off is over. */
  confirm: '/wps/protection/confirm',
  /** POST PendingChangeRequest → ProtectionValue: the player drops a pending change (the current limit stays). */
  cancel: '/wps/protection/cancel',
  /** POST → ProtectionValue: the player answered the deposit-limit prompt without setting one (it is not shown again). */
  promptDismiss: '/wps/protection/prompt/dismiss',
  /** POST TimeOutRequest → BlockValue: every session of the member ends at once. */
  timeOut: '/wps/protection/time-out',
  /** POST SelfExclusionRequest → BlockValue: every session of the member ends at once; irreversible until it ends. */
  selfExclusion: '/wps/protection/self-exclusion',
  /** GET → SessionStatusValue: the login session's elapsed time, net position and the next reality check. */
  session: '/wps/protection/session',
  /** POST → SessionStatusValue: the player chose "continue" at a due reality check; the next one is an interval later. */
  realityCheckContinue: '/wps/protection/session/continue',
} as const;

/** A change waiting for its cooling-off: the value it will set (null: removal) and from when. */
export interface PendingChangeValue {
  /** Minor units for money limits, minutes for the session limit and the reality check; null removes it. */
  value: number | null;
  effectiveAt: number;
  /** effectiveAt has passed: a money or session limit now waits for the player's confirmation. */
  confirmable: boolean;
}

/** One money limit: kind × period. Every pair is listed, set or not. */
export interface LimitValue {
  kind: LimitKind;
  period: LimitPeriod;
  /** In force now; null: no limit of this kind and period. */
  amount: number | null;
  /** Counted in the rolling window ending now (deposits; net loss, never below 0; stakes). */
  used: number;
  /** When the oldest counted movement leaves the window and `used` falls; null when nothing counts. */
  freesAt: number | null;
  pending: PendingChangeValue | null;
}

export interface ProtectionValue {
  limits: LimitValue[];
  sessionLimit: { minutes: number | null; pending: PendingChangeValue | null };
  realityCheck: { minutes: number | null; pending: PendingChangeValue | null };
  /** The deposit-limit prompt should show (no deposit limit set and never answered). */
  depositPrompt: boolean;
}

export interface SetLimitRequest {
  kind: LimitKind;
  period: LimitPeriod;
  /** Minor units in LIMIT_AMOUNT_MIN..LIMIT_AMOUNT_MAX; null removes the limit (after cooling-off). */
  amount: number | null;
}
export interface SetSessionLimitRequest {
  /** SESSION_LIMIT_MIN_MINUTES..SESSION_LIMIT_MAX_MINUTES; null removes it (after cooling-off). */
  minutes: number | null;
}
export interface SetRealityCheckRequest {
  minutes: RealityCheckMinutes | null;
}
/** Which pending change: a money limit (kind and period), the session limit or the reality check. */
export type PendingChangeRequest = { target: 'limit'; kind: LimitKind; period: LimitPeriod } | { target: 'sessionLimit' } | { target: 'realityCheck' };

export interface TimeOutRequest {
  duration: TimeOutDuration;
}
export interface SelfExclusionRequest {
  duration: ExclusionDuration;
  /** The member's login password, so a borrowed phone cannot exclude its owner for years. */
  password: string;
}

export const BLOCK_KINDS = ['timeOut', 'selfExclusion'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** A time-out or self-exclusion in force. */
export interface BlockValue {
  kind: BlockKind;
  startedAt: number;
  /** null: permanent. */
  until: number | null;
  /** Who imposed it: the member, or an operator (with the reason it gave). */
  by: 'member' | 'operator';
}

/** The figures of the member's current login session. */
export interface SessionStatusValue {
  /** Server time of the answer, so the page can count on without trusting the phone's clock. */
  now: number;
  startedAt: number;
  /** Real-money stakes and wins (payouts and refunds) since startedAt. */
  stakes: number;
  wins: number;
  /** wins − stakes: negative is a loss. */
  net: number;
  realityCheckMinutes: number | null;
  /** When the next reality check is due; at or before `now`: due (stakes wait for "continue"). */
  realityCheckAt: number | null;
  sessionLimitMinutes: number | null;
  /** When the session-time limit ends play; null without one. */
  sessionEndsAt: number | null;
}

/** Console: a player's protection, as support and risk see it (PlayerPath-style routes). */
export const ConsoleProtectionPath = {
  /** GET → PlayerProtectionValue (players.view). */
  player: (id: number | string) => `${CONSOLE_API}/players/${id}/protection`,
  /** POST OperatorLimitRequest → PlayerProtectionValue (limits.reduce): only ever lower or add a limit; never raise or remove. */
  limit: (id: number | string) => `${CONSOLE_API}/players/${id}/protection/limit`,
  /** POST OperatorBlockRequest → PlayerProtectionValue (players.block): impose a time-out or self-exclusion; never shorten or lift one. */
  block: (id: number | string) => `${CONSOLE_API}/players/${id}/protection/block`,
} as const;

export interface PlayerProtectionValue extends ProtectionValue {
  block: BlockValue | null;
  /** The member's protection changes, newest first (who, what, when, reason). */
  history: ProtectionEventValue[];
}

export interface ProtectionEventValue {
  at: number;
  /** 'member' or the operator's username. */
  actor: string;
  /** e.g. limit.decrease, limit.increase.requested, limit.increase.confirmed, timeOut, selfExclusion, realityCheck.set. */
  action: string;
  detail: string;
  reason: string | null;
}

export interface OperatorLimitRequest {
  /** A money limit (kind and period) or the session limit. */
  target: 'limit' | 'sessionLimit';
  kind?: LimitKind;
  period?: LimitPeriod;
  /** Minor units (limit) or minutes (sessionLimit); must be lower than what is in force (or set one where none is). */
  value: number;
  reason: string;
}

export interface OperatorBlockRequest {
  kind: BlockKind;
  duration: TimeOutDuration | ExclusionDuration;
  reason: string;
}

/**
 * The value of a login refused by a time-out or self-exclusion (codes protection.time.out,
 * protection.self.excluded, protection.self.excluded.permanent): when the block ends, and a
 * session token that serves only the calls needed to take the remaining balance out (withdrawal
 * readiness and request, the member's withdrawals, payout accounts, balance, member info, logout).
 * Any other call with it is refused with the block's code.
 */
export interface BlockedLoginValue {
  kind: BlockKind;
  until: number | null;
  withdrawToken: string;
}
