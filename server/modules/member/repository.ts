/** Queries on the member module's tables; only this module's services call these. */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { members, passwordResets, type MemberRow, type NewMemberRow } from './tables';

/** A member by id. */
export async function findById(db: Database, id: number): Promise<MemberRow | null> {
  const rows = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Usernames of the given member ids (ids with no member are absent from the map). */
export async function usernamesById(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** A member by merchant code and (lower-case) username. */
export async function findByUsername(db: Database, merchantCode: string, username: string): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.username, username)))
    .limit(1);
  return rows[0] ?? null;
}

/** The member a mobile number belongs to under a merchant code. */
export async function findByMobile(db: Database, merchantCode: string, dialingCode: string, mobile: string): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.dialingCode, dialingCode), eq(members.mobile, mobile)))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts a member; null when the username or mobile number is taken (the unique constraints decide, not a prior read). */
export async function insertMember(db: Database, row: NewMemberRow): Promise<MemberRow | null> {
  const rows = await db.insert(members).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export type MemberPatch = Partial<
  Pick<MemberRow, 'passwordHash' | 'firstTimeLogin' | 'passwordUpdatedAt' | 'nickname' | 'email' | 'iconId' | 'withdrawalPasswordHash'>
>;

/** Updates one member. */
export async function updateMember(db: Database, id: number, patch: MemberPatch): Promise<MemberRow> {
  const rows = await db.update(members).set(patch).where(eq(members.id, id)).returning();
  return rows[0]!;
}

/**
 * Replaces the withdrawal password hash only while it is still `expected` (null: none set yet):
 * the database decides, so of two concurrent first-time sets exactly one applies. False when the
 * stored hash had changed since the caller checked it.
 */
export async function replacePaymentPassword(db: Database, id: number, expected: string | null, hash: string): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ withdrawalPasswordHash: hash })
    .where(and(eq(members.id, id), sql`${members.withdrawalPasswordHash} is not distinct from ${expected}`))
    .returning({ id: members.id });
  return rows.length === 1;
}

/** Sets the real (payee) name only while it is empty; null when it was set already. */
export async function setRealNameOnce(db: Database, id: number, realName: string): Promise<MemberRow | null> {
  const rows = await db
    .update(members)
    .set({ realName })
    .where(and(eq(members.id, id), isNull(members.realName)))
    .returning();
  return rows[0] ?? null;
}

/** Stores a reset token's hash. */
export async function insertReset(db: Database, memberId: number, tokenHash: string, createdAt: Date, expiresAt: Date): Promise<void> {
  await db.insert(passwordResets).values({ memberId, tokenHash, createdAt, expiresAt });
}

/** When the member's newest reset token was made, or null. */
export async function lastResetAt(db: Database, memberId: number): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: passwordResets.createdAt })
    .from(passwordResets)
    .where(eq(passwordResets.memberId, memberId))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

/** Marks an unused, unexpired token used in one statement (so it works once); its member id, or null. */
export async function consumeReset(db: Database, tokenHash: string, now: Date): Promise<number | null> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ memberId: passwordResets.memberId });
  return rows[0]?.memberId ?? null;
}
