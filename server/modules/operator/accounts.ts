/** Operator accounts: creating them and reading them (the login and the permission check). */
import { eq, inArray } from 'drizzle-orm';
import type { Role } from '@common/rules/operatorRoles';
import type { Database } from '../../db/connection';
import type { Deps } from '../../context';
import { hashPassword, passwordHashParams } from '../../security/scrypt';
import { recordAudit, type Actor } from '../audit';
import { operators, type OperatorRow } from './tables';

export interface NewOperator {
  username: string;
  password: string;
  /** null: platform-wide. */
  merchantCode: string | null;
  roles: Role[];
  /** A second factor already enrolled (the demo operators): the sealed secret. Others enrol at their first login. */
  sealedTotpSecret?: string;
}

/** The audit subject of an operator account. */
export function operatorSubject(id: number): string {
  return `operator:${id}`;
}

/** The audit actor of an operator's request. */
export function operatorActor(id: number, ip: string | null): Actor {
  return { actor: operatorSubject(id), ip };
}

/** Usernames are compared in lower case, so "Alice" and "alice" are one operator. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Creates an operator (its second factor is enrolled at its first login, unless given); audited.
 * Null when the username is taken, also by a parallel creation (two servers seeding at once).
 */
export async function createOperator(deps: Pick<Deps, 'db' | 'now'> & Partial<Pick<Deps, 'config'>>, account: NewOperator, by: Actor): Promise<OperatorRow | null> {
  const passwordHash = await hashPassword(account.password, passwordHashParams(deps.config));
  const now = new Date(deps.now());
  const enrolled = account.sealedTotpSecret ? { totpSecret: account.sealedTotpSecret, totpConfirmedAt: now } : {};
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ username: normaliseUsername(account.username), passwordHash, merchantCode: account.merchantCode, roles: account.roles, createdAt: now, ...enrolled })
      .onConflictDoNothing({ target: operators.username })
      .returning();
    if (!row) return null;
    await recordAudit(tx, by, { action: 'operator.create', subject: operatorSubject(row.id), detail: { username: row.username, merchantCode: row.merchantCode, roles: row.roles } });
    return row;
  });
}

export async function findOperatorByUsername(db: Database, username: string): Promise<OperatorRow | null> {
  const rows = await db.select().from(operators).where(eq(operators.username, normaliseUsername(username))).limit(1);
  return rows[0] ?? null;
}

export async function findOperator(db: Database, id: number): Promise<OperatorRow | null> {
  const rows = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Usernames by operator id (the approval queue names who proposed and who decided). */
export async function operatorNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: operators.id, username: operators.username }).from(operators).where(inArray(operators.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.username]));
}
