/**
 * Operators managing operators (permission operators.manage; docs/console.md "Managing
 * operators"): list, create, change roles and status, end sessions, reset the second factor. A
 * merchant's operator reaches only its merchant's operators (others answer 404); nobody changes
 * itself; nobody grants, or touches an operator holding, a permission it lacks itself. Every change
 * is audited with its reason.
 */
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { NewOperatorRequest, OperatorSummary, OperatorUpdateRequest } from '@common/contract/consoleAdmin';
import { ErrorCode } from '@common/contract/envelope';
import { effectivePermissions, type Permission, type Role } from '@common/rules/operatorRoles';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit } from '../audit';
import { getAvailability } from '../merchant';
import { createOperator, operatorActor, operatorSubject } from './accounts';
import { operatorRecoveryCodes, operators, operatorSessions, type OperatorRow } from './tables';

type ManageDeps = Pick<Deps, 'db' | 'now' | 'config'>;

/** The operator acting, as the console scope identified it. */
export interface Manager {
  id: number;
  merchantCode: string | null;
  permissions: ReadonlySet<Permission>;
  ip: string;
}

const MINUTE_MS = 60_000;

function inScope(manager: Manager): SQL | undefined {
  return manager.merchantCode === null ? undefined : eq(operators.merchantCode, manager.merchantCode);
}

/** Refuses roles (in a scope) that would give a permission the manager lacks. */
function checkGrant(manager: Manager, roles: readonly Role[], merchantCode: string | null): void {
  const beyond = [...effectivePermissions(roles, merchantCode)].filter((permission) => !manager.permissions.has(permission));
  if (beyond.length > 0) throw new AppError(ErrorCode.operatorForbidden, { status: 403, value: { permissions: beyond } });
}

/** Sessions still open at `now` (not revoked, not past either timeout). */
function openSessions(deps: ManageDeps): SQL {
  const now = new Date(deps.now());
  const idleSince = new Date(deps.now() - deps.config.operatorIdleMinutes * MINUTE_MS);
  return and(isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now), gt(operatorSessions.lastSeenAt, idleSince))!;
}

function summary(row: OperatorRow, activeSessions: number, now: number): OperatorSummary {
  return {
    id: row.id,
    username: row.username,
    merchantCode: row.merchantCode,
    roles: row.roles,
    status: row.status,
    totpEnrolled: row.totpConfirmedAt !== null,
    lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil.getTime() : null,
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
    activeSessions,
    createdAt: row.createdAt.getTime(),
  };
}

/** The operators in the manager's scope, by username, with how many sessions each has open. */
export async function listOperators(deps: ManageDeps, manager: Manager): Promise<OperatorSummary[]> {
  const rows = await deps.db
    .select({ operator: operators, sessions: sql<number>`count(${operatorSessions.id})::int` })
    .from(operators)
    .leftJoin(operatorSessions, and(eq(operatorSessions.operatorId, operators.id), openSessions(deps)))
    .where(inScope(manager))
    .groupBy(operators.id)
    .orderBy(operators.username);
  return rows.map((row) => summary(row.operator, row.sessions, deps.now()));
}

/** The merchant a new operator belongs to: a merchant's manager gives only its own; a platform-wide one names it (null: platform-wide). */
async function merchantForNew(db: Database, manager: Manager, named: string | null | undefined): Promise<string | null> {
  if (manager.merchantCode !== null) {
    if (named !== undefined && named !== manager.merchantCode) throw new AppError(ErrorCode.operatorForbidden, { status: 403 });
    return manager.merchantCode;
  }
  if (named === undefined) throw new AppError(ErrorCode.requestInvalid, { params: { field: 'merchantCode', detail: 'name the merchant, or null for platform-wide' } });
  if (named !== null && !(await getAvailability(db, named))) throw new AppError(ErrorCode.merchantInvalid, { status: 404, params: { merchant: named } });
  return named;
}

/** Creates an operator (its first login enrols the second factor); audited by createOperator. */
export async function addOperator(deps: ManageDeps, manager: Manager, request: NewOperatorRequest): Promise<OperatorSummary> {
  const merchantCode = await merchantForNew(deps.db, manager, request.merchantCode);
  checkGrant(manager, request.roles, merchantCode);
  const roles = [...new Set(request.roles)];
  const row = await createOperator(deps, { username: request.username, password: request.password, merchantCode, roles }, operatorActor(manager.id, manager.ip));
  if (!row) throw new AppError(ErrorCode.operatorUsernameTaken);
  return summary(row, 0, deps.now());
}

/**
 * In a transaction: locks the operator `id` the manager may change (404 outside its scope; itself
 * refused; one holding a permission the manager lacks refused), runs `change`, audits it.
 */
async function changeOperator<T>(
  deps: ManageDeps,
  manager: Manager,
  id: number,
  action: string,
  change: (tx: Database, target: OperatorRow) => Promise<{ result: T; detail: Record<string, unknown> }>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(operators).where(and(eq(operators.id, id), inScope(manager))).for('update');
    if (!target) throw new AppError(ErrorCode.notFound, { status: 404 });
    if (target.id === manager.id) throw new AppError(ErrorCode.operatorSelfChange);
    checkGrant(manager, target.roles, target.merchantCode);
    const { result, detail } = await change(tx, target);
    await recordAudit(tx, operatorActor(manager.id, manager.ip), { action, subject: operatorSubject(id), detail });
    return result;
  });
}

/** Ends every open session of an operator; how many there were. */
async function endSessions(deps: ManageDeps, tx: Database, operatorId: number): Promise<number> {
  const rows = await tx
    .update(operatorSessions)
    .set({ revokedAt: new Date(deps.now()) })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return rows.length;
}

/** Changes roles and/or status; disabling ends its sessions (its API keys stop working: operator-auth checks the status). */
export async function updateOperator(deps: ManageDeps, manager: Manager, id: number, request: OperatorUpdateRequest): Promise<OperatorSummary> {
  if (request.roles === undefined && request.status === undefined) throw new AppError(ErrorCode.requestInvalid, { params: { field: 'roles', detail: 'give roles, status or both' } });
  return changeOperator(deps, manager, id, 'operator.update', async (tx, target) => {
    const roles = request.roles === undefined ? target.roles : [...new Set(request.roles)];
    checkGrant(manager, roles, target.merchantCode);
    const status = request.status ?? target.status;
    const [updated] = await tx.update(operators).set({ roles, status }).where(eq(operators.id, id)).returning();
    const ended = status === 'disabled' ? await endSessions(deps, tx, id) : 0;
    const detail = { from: { roles: target.roles, status: target.status }, to: { roles, status }, reason: request.reason, sessionsEnded: ended };
    return { result: summary(updated!, 0, deps.now()), detail };
  });
}

/** Ends every session of an operator now (a lost laptop, a shared screen). */
export async function endOperatorSessions(deps: ManageDeps, manager: Manager, id: number, reason: string): Promise<OperatorSummary> {
  return changeOperator(deps, manager, id, 'operator.sessions.end', async (tx, target) => {
    const ended = await endSessions(deps, tx, id);
    return { result: summary(target, 0, deps.now()), detail: { reason, sessionsEnded: ended } };
  });
}

/** Forgets an operator's second factor and recovery codes and ends its sessions: its next login enrols a new one. */
export async function resetOperatorTotp(deps: ManageDeps, manager: Manager, id: number, reason: string): Promise<OperatorSummary> {
  return changeOperator(deps, manager, id, 'operator.totp.reset', async (tx, target) => {
    const [updated] = await tx.update(operators).set({ totpSecret: null, totpConfirmedAt: null }).where(eq(operators.id, id)).returning();
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, target.id));
    const ended = await endSessions(deps, tx, id);
    return { result: summary(updated!, 0, deps.now()), detail: { reason, sessionsEnded: ended } };
  });
}
