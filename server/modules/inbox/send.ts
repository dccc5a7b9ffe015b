/**
 * Sending a message (console, messages.send): the message row, then its deliveries in ONE
 * INSERT ... SELECT over the audience, so a message to every member of a large merchant is one
 * statement, not a loop; both with the audit row in one transaction.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { MessageAudience, SendMessageRequest, SentMessageValue } from '@common/contract/inbox';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { type Actor, recordAudit } from '../audit';
import { audienceIdsSql, type AudienceFilter } from '../member';
import { lastLanguageInSql, loggedInSinceSql } from '../session';
import { promotionBlockedIds } from './blocked';
import { SEGMENT_MEMBER_TYPES } from './schemas';
import { sentMessage } from './sent';
import { inboxDeliveries, inboxMessages } from './tables';

const DAY_MS = 86_400_000;

/** The operator sending: its id and username for the row, the actor for the audit. */
export interface Sender {
  id: number;
  username: string;
  actor: Actor;
}

/** The member module's filter for an audience at `now`. */
function audienceFilter(merchantCode: string, audience: MessageAudience, now: number): AudienceFilter {
  if (audience.kind === 'member') return { merchantCode, username: audience.username.trim() };
  if (audience.kind === 'all') return { merchantCode };
  if (audience.memberTypes.some((type) => !SEGMENT_MEMBER_TYPES.includes(type))) {
    throw new AppError(ErrorCode.requestInvalid, { params: { field: 'audience.memberTypes', detail: `only ${SEGMENT_MEMBER_TYPES.join(', ')}` } });
  }
  const idConditions: SQL[] = [];
  if (audience.languages.length > 0) idConditions.push(lastLanguageInSql(audience.languages));
  if (audience.activeWithinDays !== null) idConditions.push(loggedInSinceSql(new Date(now - audience.activeWithinDays * DAY_MS)));
  return { merchantCode, types: audience.memberTypes, idConditions };
}

/** Sends `request` to its audience in `merchantCode`; one member by a username that names no real member is refused. */
export async function sendMessage(db: Database, merchantCode: string, request: SendMessageRequest, sender: Sender, now: number): Promise<SentMessageValue> {
  const blocked = request.category === 'promotion' ? await promotionBlockedIds(db, merchantCode, now) : [];
  const audience = audienceFilter(merchantCode, request.audience, now);
  const id = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(inboxMessages)
      .values({
        merchantCode,
        category: request.category,
        title: request.title.trim(),
        body: request.body.trim(),
        audience: request.audience,
        sentBy: sender.id,
        sentByName: sender.username,
        sentAt: new Date(now),
      })
      .returning({ id: inboxMessages.id });
    const skip = blocked.length > 0 ? sql` where audience.id not in (${sql.join(blocked.map((b) => sql`${b}`), sql`, `)})` : sql``;
    const delivered = await tx.execute(
      sql`insert into ${inboxDeliveries} (message_id, member_id) select ${message!.id}::bigint, audience.id from (${audienceIdsSql(audience)}) audience${skip}`,
    );
    if (request.audience.kind === 'member' && affected(delivered) === 0) {
      // Rolls the message back: one member by name must exist (a real, active account) and, for a
      // promotion, not be in a time-out or self-exclusion.
      const detail = request.category === 'promotion' ? 'no such member, or one who gets no promotions now' : 'no such member';
      throw new AppError(ErrorCode.requestInvalid, { params: { field: 'audience.username', detail } });
    }
    await recordAudit(tx, sender.actor, {
      action: 'inbox.message.sent',
      subject: `inbox-message:${message!.id}`,
      detail: { category: request.category, audience: request.audience, recipients: affected(delivered) },
      merchantCode,
    });
    return message!.id;
  });
  return (await sentMessage(db, id))!;
}

/** Rows an INSERT made, from either driver's result (node-postgres rowCount, PGlite affectedRows). */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
