import { ProtectionPath, type LimitValue, type ProtectionValue, type SessionStatusValue } from '@common/contract/protection';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@common/rules/protection';
import type { Reply } from './fixtures';

/** Every kind × period, none set, nothing used. */
export function limits(overrides: Partial<LimitValue>[] = []): LimitValue[] {
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => ({
      kind,
      period,
      amount: null,
      used: 0,
      freesAt: null,
      pending: null,
      ...overrides.find((o) => o.kind === kind && o.period === period),
    })),
  );
}

/** A member's protection: no limits, no session limit, no reality check, prompt not due. */
export function protectionValue(value: Partial<ProtectionValue> = {}): ProtectionValue {
  return {
    limits: limits(),
    sessionLimit: { minutes: null, pending: null },
    realityCheck: { minutes: null, pending: null },
    depositPrompt: false,
    ...value,
  };
}

/** The login session's figures at server time `now`. */
export function sessionStatus(value: Partial<SessionStatusValue> = {}): SessionStatusValue {
  const now = value.now ?? Date.UTC(2030, 0, 1, 12, 0);
  return {
    now,
    startedAt: now - 10 * 60_000,
    stakes: 0,
    wins: 0,
    net: 0,
    realityCheckMinutes: null,
    realityCheckAt: null,
    sessionLimitMinutes: null,
    sessionEndsAt: null,
    ...value,
  };
}

export const ok = <T>(value: T) => ({ success: true, value });

/** The overview and the session status, answered as given. */
export function protectionRoutes(value: ProtectionValue = protectionValue(), status: SessionStatusValue = sessionStatus()): Record<string, Reply> {
  return {
    [`GET ${ProtectionPath.overview}`]: ok(value),
    [`GET ${ProtectionPath.session}`]: ok(status),
  };
}
