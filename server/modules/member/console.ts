/** What the console does with players in the member module: search, summaries, notes and blocking. */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { PLAYER_SEARCH_LIMIT, type PlayerNote, type PlayerSummary } from '@common/contract/consolePlayers';
import { isTrial } from '@common/rules/memberTypes';
import type { Database } from '../../db/connection';
import { likePrefix } from '../../http/console';
import { recordAudit, type Actor } from '../audit';
import { operatorNames } from '../operator';
import { endMemberSessions, lastLoginsOf } from '../session';
import { memberSubject, type Member } from './service';
import { memberNotes, members } from './tables';

/** 'member' | 'agent' | 'trial', as the console shows it. */
function memberTypeOf(member: Member): string {
  if (isTrial(member.type)) return 'trial';
  return member.agent ? 'agent' : 'member';
}

/** The console's summary of players (their last login from the session module). */
export async function summariesOf(db: Database, rows: readonly Member[]): Promise<PlayerSummary[]> {
  const lastLogins = await lastLoginsOf(db, rows.map((m) => m.id));
  return rows.map((m) => ({
    id: m.id,
    merchantCode: m.merchantCode,
    username: m.username,
    memberType: memberTypeOf(m),
    mobile: m.mobile ? `+${m.dialingCode ?? ''}${m.mobile}` : null,
    email: m.email,
    blocked: m.status !== 'active',
    createdAt: m.createdAt.getTime(),
    lastLoginAt: lastLogins.get(m.id) ?? null,
  }));
}

/**
 * Players matching `q` within `merchantCode` (null: every merchant), newest first: a username
 * prefix, an email, a mobile number (national, or with its dialing code, "+" and spaces ignored)
 * or an id.
 */
export function searchPlayers(db: Database, q: string, merchantCode: string | null) {
  const text = q.trim().toLowerCase();
  const digits = text.replace(/[\s+\-()]/g, '');
  const matches: SQL[] = [sql`${members.username} like ${likePrefix(text)}`, sql`lower(${members.email}) = ${text}`];
  if (/^\d{1,18}$/.test(digits)) {
    matches.push(eq(members.mobile, digits.replace(/^0+/, '')), sql`${members.dialingCode} || ${members.mobile} = ${digits}`);
    if (Number.isSafeInteger(Number(digits))) matches.push(eq(members.id, Number(digits)));
  }
  const scope = merchantCode === null ? undefined : eq(members.merchantCode, merchantCode);
  return db
    .select()
    .from(members)
    .where(and(scope, or(...matches)))
    .orderBy(desc(members.id))
    .limit(PLAYER_SEARCH_LIMIT);
}

/** A player's notes, newest first, with their authors' usernames. */
export async function notesOf(db: Database, memberId: number): Promise<PlayerNote[]> {
  const rows = await db.select().from(memberNotes).where(eq(memberNotes.memberId, memberId)).orderBy(desc(memberNotes.id));
  const names = await operatorNames(db, rows.map((r) => r.operatorId));
  return rows.map((r) => ({ id: r.id, text: r.text, operator: names.get(r.operatorId) ?? `operator:${r.operatorId}`, at: r.createdAt.getTime() }));
}

/** Appends a note by operator `operatorId`, audited in the same transaction. */
export async function addNote(db: Database, member: Member, operatorId: number, text: string, who: Actor, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(memberNotes).values({ memberId: member.id, operatorId, text, createdAt: new Date(now) }).returning({ id: memberNotes.id });
    await recordAudit(tx, who, { action: 'member.note.added', subject: memberSubject(member.id), merchantCode: member.merchantCode, detail: { noteId: row!.id } });
    return row!.id;
  });
}

/**
 * Blocks (status disabled: login refused, every session and game session ended in the same
 * transaction) or unblocks a player, audited with the reason.
 */
export async function setBlocked(db: Database, member: Member, blocked: boolean, reason: string, who: Actor, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set(blocked ? { status: 'disabled', blockReason: reason } : { status: 'active', blockReason: null })
      .where(eq(members.id, member.id));
    if (blocked) await endMemberSessions(tx, member.id, now);
    const action = blocked ? 'member.blocked' : 'member.unblocked';
    await recordAudit(tx, who, { action, subject: memberSubject(member.id), merchantCode: member.merchantCode, detail: { reason } });
  });
}
