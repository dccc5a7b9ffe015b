/**
 * The console's calls for operators and API keys (issue 13): the owner's "Operators and roles"
 * screen and every operator's "API keys" screen. Paths live under CONSOLE_API.
 */
import type { Permission, Role } from '../rules/operatorRoles';
import { CONSOLE_API } from './operator';

export const OperatorAdminPath = {
  /** GET: the operators in the caller's scope; POST NewOperatorRequest: create one. */
  operators: `${CONSOLE_API}/operators`,
  /** PUT OperatorUpdateRequest: roles and status (disabling ends its sessions). */
  operator: (id: number | string) => `${CONSOLE_API}/operators/${id}`,
  /** DELETE OperatorActionRequest: end every session of the operator now. */
  sessions: (id: number | string) => `${CONSOLE_API}/operators/${id}/sessions`,
  /** POST OperatorActionRequest: forget its second factor (and end its sessions); its next login enrols a new one. */
  resetTotp: (id: number | string) => `${CONSOLE_API}/operators/${id}/totp`,
} as const;

export type OperatorStatus = 'active' | 'disabled';

/** An operator as the owner's screen lists it. */
export interface OperatorSummary {
  id: number;
  username: string;
  merchantCode: string | null;
  roles: Role[];
  status: OperatorStatus;
  /** Whether its second factor is enrolled. */
  totpEnrolled: boolean;
  lockedUntil: number | null;
  lastLoginAt: number | null;
  activeSessions: number;
  createdAt: number;
}

export interface NewOperatorRequest {
  username: string;
  password: string;
  roles: Role[];
  /**
   * A platform-wide owner names it: a merchant, or null (platform-wide). A merchant's owner may
   * leave it out: its own merchant is the only one it can give.
   */
  merchantCode?: string | null;
}

/** Roles, status or both; the reason is audited. */
export interface OperatorUpdateRequest {
  roles?: Role[];
  status?: OperatorStatus;
  reason: string;
}

/** Ending an operator's sessions or resetting its second factor: why, for the audit trail. */
export interface OperatorActionRequest {
  reason: string;
}

export const ApiKeyPath = {
  /** GET: the caller's keys (with apikeys.manage: every key of its scope's operators); POST NewApiKeyRequest. */
  keys: `${CONSOLE_API}/api-keys`,
  /** DELETE: revoke (takes effect on the next call made with it). Its operator's, or with apikeys.manage any in scope. */
  key: (id: number | string) => `${CONSOLE_API}/api-keys/${id}`,
} as const;

/**
 * Automation sends `Authorization: Bearer <secret>` instead of the session cookie (no CSRF token:
 * a header a browser never adds by itself). The key acts as its operator, limited to its permissions.
 */
export const API_KEY_SCHEME = 'Bearer';
/** Every key's secret starts with this, so a leaked one is easy to find in logs and repositories. */
export const API_KEY_PREFIX = 'mlk_';

export interface ApiKeySummary {
  id: number;
  operatorId: number;
  operatorUsername: string;
  label: string;
  /** The first characters of the secret, to tell keys apart. */
  prefix: string;
  permissions: Permission[];
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
  expiresAt: number | null;
}

export interface NewApiKeyRequest {
  label: string;
  /** A subset of the caller's own permissions. */
  permissions: Permission[];
  /** Days until it stops working; absent: until revoked. */
  expiresInDays?: number;
}

/** The new key with its secret: shown once, stored only as a hash. */
export interface NewApiKeyValue extends ApiKeySummary {
  secret: string;
}
