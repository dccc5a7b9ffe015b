/**
 * The history of a member's protection changes: one row per change for the console (actor,
 * action, detail, reason) and an audit row beside it, written in the change's transaction.
 */
import { desc, eq } from 'drizzle-orm';
import type { ProtectionEventValue } from '@common/contract/protection';
import type { Database } from '../../db/connection';
import { recordAudit, type Actor } from '../audit';
import { memberSubject } from '../member';
import { protectionEvents } from './tables';

/** Who changes a member's protection: the member, or an operator (its username, audit actor and reason). */
export type ChangeActor = { kind: 'member'; ip?: string } | { kind: 'operator'; username: string; audit: Actor; reason: string };

/** The member whose protection changes. */
export interface Subject {
  id: number;
  merchantCode: string;
}

const HISTORY_LIMIT = 100;

/** Records one change in the history and the audit trail. */
export async function recordEvent(db: Database, member: Subject, by: ChangeActor, now: number, action: string, detail: string): Promise<void> {
  const operator = by.kind === 'operator';
  await db.insert(protectionEvents).values({
    memberId: member.id,
    merchantCode: member.merchantCode,
    at: new Date(now),
    actor: operator ? by.username : 'member',
    action,
    detail,
    reason: operator ? by.reason : null,
  });
  const subject = memberSubject(member.id);
  const actor: Actor = operator ? by.audit : { actor: subject, ip: by.ip };
  await recordAudit(db, actor, { action: `protection.${action}`, subject, merchantCode: member.merchantCode, detail: { detail, reason: operator ? by.reason : null } });
}

/** The member's changes, newest first. */
export async function historyOf(db: Database, memberId: number): Promise<ProtectionEventValue[]> {
  const rows = await db.select().from(protectionEvents).where(eq(protectionEvents.memberId, memberId)).orderBy(desc(protectionEvents.id)).limit(HISTORY_LIMIT);
  return rows.map((r) => ({ at: r.at.getTime(), actor: r.actor, action: r.action, detail: r.detail, reason: r.reason }));
}
