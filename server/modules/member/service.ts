/** The member module's service: look-ups for other modules, account creation and profile changes. */
import type { MemberInfo } from '@common/contract/member';
import type { Database } from '../../db/connection';
import { recordAudit, type Actor } from '../audit';
import { e164, maskPhone, type Phone } from './phone';
import * as repo from './repository';
import { normalizeUsername } from './rules';
import type { MemberRow, NewMemberRow } from './tables';

/** A member as other modules see it (hashes included: only the password flows read them). */
export type Member = MemberRow;
export type NewMember = NewMemberRow;

/** Audit subject for a member. */
export function memberSubject(id: number): string {
  return `member:${id}`;
}

/** Usernames by member id, for modules that show who did something (winner boards) without joining our table. */
export function usernamesOf(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  return repo.usernamesById(db, ids);
}

/** A member by id. */
export function findMember(db: Database, id: number): Promise<Member | null> {
  return repo.findById(db, id);
}

/** A member by username, compared case-insensitively. */
export function findMemberByUsername(db: Database, merchantCode: string, username: string): Promise<Member | null> {
  return repo.findByUsername(db, merchantCode, normalizeUsername(username));
}

/** The member a mobile number belongs to. */
export function findMemberByPhone(db: Database, merchantCode: string, phone: Phone): Promise<Member | null> {
  return repo.findByMobile(db, merchantCode, phone.dialingCode, phone.mobile);
}

/** The member's bound number, when there is one. */
export function phoneOf(member: Member): Phone | null {
  return member.dialingCode && member.mobile ? { dialingCode: member.dialingCode, mobile: member.mobile } : null;
}

/** The keys login attempts count this member under: the username, and the number it logs in by (E.164). */
export function loginAccountsOf(member: Member): string[] {
  const phone = phoneOf(member);
  return phone ? [member.username, e164(phone)] : [member.username];
}

/** Creates an account and its audit row together; null when the username or number is taken. */
export async function createMember(db: Database, member: NewMember, who: Actor, action = 'member.registered'): Promise<Member | null> {
  return db.transaction(async (tx) => {
    const row = await repo.insertMember(tx, { ...member, username: normalizeUsername(member.username) });
    if (row) await recordAudit(tx, who, { action, subject: memberSubject(row.id), merchantCode: row.merchantCode, detail: { username: row.username, type: row.type } });
    return row;
  });
}

/** GET /wps/member/info value. */
export function memberInfo(member: Member): MemberInfo {
  const phone = phoneOf(member);
  return {
    id: member.id,
    type: member.type,
    userName: member.username,
    nickname: member.nickname ?? undefined,
    email: member.email ?? undefined,
    iconId: member.iconId,
    mobile: phone ? maskPhone(phone) : undefined,
    agent: member.agent,
  };
}

const DAY_MS = 86_400_000;

/** True once the password is older than the configured maximum age (forces a change at login). */
export function passwordExpired(member: Member, now: number, maxAgeDays: number): boolean {
  if (!member.passwordHash || !member.passwordUpdatedAt) return false;
  return now - member.passwordUpdatedAt.getTime() > maxAgeDays * DAY_MS;
}

/** Icon, nickname or email; an email change is audited (it is where password resets go). */
export async function updateProfile(
  db: Database,
  member: Member,
  patch: Pick<repo.MemberPatch, 'iconId' | 'nickname' | 'email'>,
  who: Actor,
): Promise<Member> {
  return db.transaction(async (tx) => {
    const row = await repo.updateMember(tx, member.id, patch);
    if (patch.email !== undefined && patch.email !== member.email) {
      await recordAudit(tx, who, { action: 'member.email.changed', subject: memberSubject(member.id), merchantCode: member.merchantCode });
    }
    return row;
  });
}

/** Sets the payee name once; null when it was set already. */
export async function setPayeeName(db: Database, member: Member, payeeName: string, who: Actor): Promise<Member | null> {
  return db.transaction(async (tx) => {
    const row = await repo.setRealNameOnce(tx, member.id, payeeName);
    if (row) await recordAudit(tx, who, { action: 'member.payee-name.set', subject: memberSubject(member.id), merchantCode: member.merchantCode });
    return row;
  });
}

/** A member as audit rows name it: its id and its merchant. */
export type MemberRef = Pick<Member, 'id' | 'merchantCode'>;

/** Stores a new password hash: clears the first-login flag and restarts the expiry clock. */
export async function storePassword(db: Database, member: MemberRef, passwordHash: string, now: number, who: Actor, action: string): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.updateMember(tx, member.id, { passwordHash, firstTimeLogin: false, passwordUpdatedAt: new Date(now) });
    await recordAudit(tx, who, { action, subject: memberSubject(member.id), merchantCode: member.merchantCode });
  });
}

/** Stores a new withdrawal password hash. */
export async function storePaymentPassword(
  db: Database,
  member: MemberRef,
  change: { expected: string | null; hash: string },
  who: Actor,
  action: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Conditional on the hash the caller checked: a concurrent set or change in between wins, this one is refused.
    if (!(await repo.replacePaymentPassword(tx, member.id, change.expected, change.hash))) return false;
    await recordAudit(tx, who, { action, subject: memberSubject(member.id), merchantCode: member.merchantCode });
    return true;
  });
}
