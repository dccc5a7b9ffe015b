/**
 * Whether a consumer has applied every posting dated before a moment: what a job that reads a
 * consumer's derived table for a closed period (the promotions' cashback and rebate) waits for.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { FEED_START, postingDatedBeforeAfter, postingsClosedBefore } from '../wallet';
import { feedCursors } from './tables';

/**
 * True when consumer `name` has applied every posting dated before `before`, for good. Two
 * statements in this order: first no posting dated before `before` can still commit
 * (wallet postingsClosedBefore), then, in a later snapshot that sees all of them, none lies past
 * the consumer's cursor. Call it outside a transaction (each statement its own snapshot).
 */
export async function consumerPassed(db: Database, name: string, before: Date): Promise<boolean> {
  if (!(await postingsClosedBefore(db, before))) return false;
  const [cursor] = await db.select().from(feedCursors).where(eq(feedCursors.consumer, name));
  const at = cursor ? { xid: cursor.xid, id: cursor.lastId } : FEED_START;
  return !(await postingDatedBeforeAfter(db, at, before));
}
