/**
 * Whether a stake was bonus play (issue 17: it earns no loyalty points and scores in no race): the
 * member held a bonus granted before the stake (by feed position) that had not ended when the stake
 * was made. A bonus ends when its wagering is met, it is forfeited or cleared (endedAt); one still
 * active now covers every later stake. Because a bonus's end is recorded by the wagering consumer,
 * a reader that runs ahead of it sees a just-completed bonus as still active: the stake is judged
 * bonus play, never the other way (docs/loyalty.md "What earns"). A stake in the very transaction
 * of a grant is bonus play too, whatever the bonus's wagering: a mall ticket's stake, paid by a
 * bonus without wagering that ends as it is granted.
 */
import { and, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { FeedPosition } from '../wallet';
import { memberBonuses } from './tables';

/** endedAt is the app's clock and a posting's time the database's: a grant ended in the same transaction may read a little earlier. */
const CLOCK_SKEW_MS = 60_000;

/** A predicate over (member, posting position, posting time) for the given members' postings made at or after `since`. */
export async function bonusPlayOf(db: Database, memberIds: readonly number[], since: Date): Promise<(memberId: number, at: FeedPosition, createdAt: Date) => boolean> {
  if (memberIds.length === 0) return () => false;
  const b = memberBonuses;
  const rows = await db
    .select({ memberId: b.memberId, xid: b.grantXid, id: b.grantTransactionId, endedAt: b.endedAt })
    .from(b)
    .where(and(inArray(b.memberId, [...new Set(memberIds)]), or(isNull(b.endedAt), gte(b.endedAt, new Date(since.getTime() - CLOCK_SKEW_MS)))));
  const byMember = new Map<number, typeof rows>();
  for (const row of rows) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
  const before = (grant: { xid: number; id: number }, at: FeedPosition) => grant.xid < at.xid || (grant.xid === at.xid && grant.id < at.id);
  return (memberId, at, createdAt) =>
    (byMember.get(memberId) ?? []).some((bonus) => bonus.xid === at.xid || (before(bonus, at) && (bonus.endedAt === null || bonus.endedAt > createdAt)));
}
