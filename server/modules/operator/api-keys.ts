/**
 * API keys (docs/console.md "API keys"): automation acts as one operator through
 * `Authorization: Bearer mlk_…`, limited to the key's permissions and its operator's current ones.
 * Any operator makes keys for itself from a console session, with a subset of what it may do; an
 * operator holding `apikeys.manage` also sees and revokes the keys of its scope's operators. The
 * secret is shown once and stored as SHA-256: it has 256 random bits, so a copied table gives
 * nothing to brute-force (the low-entropy recovery codes are the ones that need the keyring's HMAC).
 */
import { and, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiKeySummary, type NewApiKeyRequest, type NewApiKeyValue } from '@common/contract/consoleAdmin';
import { ErrorCode } from '@common/contract/envelope';
import type { Permission } from '@common/rules/operatorRoles';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { randomToken, sha256Hex } from '../../security/tokens';
import { recordAudit } from '../audit';
import { operatorActor } from './accounts';
import { operatorApiKeys, operators, type OperatorApiKeyRow, type OperatorRow } from './tables';

/** Characters of the secret kept in clear to tell keys apart ("mlk_" and 8 of the random part). */
const SHOWN_PREFIX_CHARS = API_KEY_PREFIX.length + 8;
const DAY_MS = 86_400_000;
/** last_used_at moves at most this often per key: a busy key does not write on every call. */
const LAST_USED_STEP_MS = 60_000;

/** Who manages keys: the operator of the console session, with its effective permissions. */
export interface KeyCaller {
  id: number;
  merchantCode: string | null;
  permissions: ReadonlySet<Permission>;
  ip: string;
}

export const apiKeySubject = (id: number) => `apikey:${id}`;

function summary(key: OperatorApiKeyRow, operatorUsername: string): ApiKeySummary {
  return {
    id: key.id,
    operatorId: key.operatorId,
    operatorUsername,
    label: key.label,
    prefix: key.prefix,
    permissions: key.permissions,
    createdAt: key.createdAt.getTime(),
    lastUsedAt: key.lastUsedAt?.getTime() ?? null,
    revokedAt: key.revokedAt?.getTime() ?? null,
    expiresAt: key.expiresAt?.getTime() ?? null,
  };
}

/** The keys `caller` may see: its own, or with apikeys.manage those of every operator in its scope. */
function visibleTo(caller: KeyCaller): SQL | undefined {
  if (!caller.permissions.has('apikeys.manage')) return eq(operatorApiKeys.operatorId, caller.id);
  return caller.merchantCode === null ? undefined : eq(operators.merchantCode, caller.merchantCode);
}

/** A new key of the caller's; permissions beyond the caller's own are refused. The secret exists only in this answer. */
export async function createApiKey(deps: Pick<Deps, 'db' | 'now'>, caller: KeyCaller & { username: string }, request: NewApiKeyRequest): Promise<NewApiKeyValue> {
  const beyond = request.permissions.filter((permission) => !caller.permissions.has(permission));
  if (beyond.length > 0) throw new AppError(ErrorCode.operatorForbidden, { status: 403, value: { permissions: beyond } });
  const secret = `${API_KEY_PREFIX}${randomToken()}`;
  const now = deps.now();
  const expiresAt = request.expiresInDays === undefined ? null : new Date(now + request.expiresInDays * DAY_MS);
  const permissions = [...new Set(request.permissions)];
  return deps.db.transaction(async (tx) => {
    const [key] = await tx
      .insert(operatorApiKeys)
      .values({ operatorId: caller.id, label: request.label, prefix: secret.slice(0, SHOWN_PREFIX_CHARS), secretHash: sha256Hex(secret), permissions, createdAt: new Date(now), expiresAt })
      .returning();
    const detail = { operatorId: caller.id, label: key!.label, prefix: key!.prefix, permissions, expiresAt: key!.expiresAt?.toISOString() ?? null };
    await recordAudit(tx, operatorActor(caller.id, caller.ip), { action: 'operator.apikey.create', subject: apiKeySubject(key!.id), detail });
    return { ...summary(key!, caller.username), secret };
  });
}

/** The keys the caller may see, newest first. */
export async function listApiKeys(db: Database, caller: KeyCaller): Promise<ApiKeySummary[]> {
  const rows = await db
    .select({ key: operatorApiKeys, username: operators.username })
    .from(operatorApiKeys)
    .innerJoin(operators, eq(operators.id, operatorApiKeys.operatorId))
    .where(visibleTo(caller))
    .orderBy(desc(operatorApiKeys.id));
  return rows.map((row) => summary(row.key, row.username));
}

/** Revokes a key the caller may see (404 otherwise); revoking a revoked key changes nothing. */
export async function revokeApiKey(deps: Pick<Deps, 'db' | 'now'>, caller: KeyCaller, id: number): Promise<ApiKeySummary> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ key: operatorApiKeys, username: operators.username })
      .from(operatorApiKeys)
      .innerJoin(operators, eq(operators.id, operatorApiKeys.operatorId))
      .where(and(eq(operatorApiKeys.id, id), visibleTo(caller)))
      .for('update', { of: operatorApiKeys });
    if (!row) throw new AppError(ErrorCode.notFound, { status: 404 });
    if (row.key.revokedAt) return summary(row.key, row.username);
    const [revoked] = await tx.update(operatorApiKeys).set({ revokedAt: new Date(deps.now()) }).where(eq(operatorApiKeys.id, id)).returning();
    await recordAudit(tx, operatorActor(caller.id, caller.ip), { action: 'operator.apikey.revoke', subject: apiKeySubject(id), detail: { operatorId: row.key.operatorId, label: row.key.label } });
    return summary(revoked!, row.username);
  });
}

export type ApiKeyState =
  | { status: 'valid'; key: OperatorApiKeyRow; operator: OperatorRow }
  | { status: 'unknown' }
  | { status: 'revoked' | 'expired' | 'disabled'; key: OperatorApiKeyRow; operator: OperatorRow };

/** What a presented secret turns out to be; a valid key's last use is recorded (at most once a minute). */
export async function resolveApiKey(deps: Pick<Deps, 'db' | 'now'>, secret: string): Promise<ApiKeyState> {
  const [row] = await deps.db
    .select({ key: operatorApiKeys, operator: operators })
    .from(operatorApiKeys)
    .innerJoin(operators, eq(operators.id, operatorApiKeys.operatorId))
    .where(eq(operatorApiKeys.secretHash, sha256Hex(secret)))
    .limit(1);
  if (!row) return { status: 'unknown' };
  const now = deps.now();
  if (row.key.revokedAt) return { status: 'revoked', ...row };
  if (row.key.expiresAt && row.key.expiresAt.getTime() <= now) return { status: 'expired', ...row };
  if (row.operator.status !== 'active') return { status: 'disabled', ...row };
  const since = new Date(now - LAST_USED_STEP_MS);
  if (!row.key.lastUsedAt || row.key.lastUsedAt < since) {
    // Conditional too, so parallel calls of one key write the time once.
    const stale = or(isNull(operatorApiKeys.lastUsedAt), lt(operatorApiKeys.lastUsedAt, since));
    await deps.db.update(operatorApiKeys).set({ lastUsedAt: new Date(now) }).where(and(eq(operatorApiKeys.id, row.key.id), stale));
  }
  return { status: 'valid', ...row };
}
