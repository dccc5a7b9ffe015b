/**
 * One batch of a feed consumer, exactly once: in one database transaction the consumer's cursor
 * row is locked, the postings after it are read, the consumer applies them, and the cursor moves
 * past them. A crash anywhere rolls all of it back; a second node running the same consumer waits
 * on the cursor row and then reads on from where the first stopped.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { FEED_START, readPostings, type FeedPosting } from '../wallet';
import { feedCursors } from './tables';

/** A feature derived from the ledger's postings. */
export interface FeedConsumer {
  /** Its cursor's name; never renamed, or it starts again from the first posting. */
  name: string;
  /** Its leader lease's advisory-lock key (a constant, unique among the app's workers). */
  leaseKey: number;
  /** Applies postings in feed order inside the batch's transaction (`tx`); it must write only there. */
  apply(tx: Database, postings: readonly FeedPosting[]): Promise<void>;
}

/** Applies the next batch of up to `limit` postings; returns how many it applied. */
export async function runBatch(db: Database, consumer: FeedConsumer, limit: number, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(feedCursors)
      .values({ consumer: consumer.name, xid: FEED_START.xid, lastId: FEED_START.id, updatedAt: new Date(now) })
      .onConflictDoNothing();
    const [cursor] = await tx.select().from(feedCursors).where(eq(feedCursors.consumer, consumer.name)).for('update');
    const postings = await readPostings(tx, { xid: cursor!.xid, id: cursor!.lastId }, limit);
    if (postings.length === 0) return 0;
    await consumer.apply(tx, postings);
    const last = postings.at(-1)!;
    await tx
      .update(feedCursors)
      .set({ xid: last.xid, lastId: last.id, updatedAt: new Date(now) })
      .where(eq(feedCursors.consumer, consumer.name));
    return postings.length;
  });
}

/** Applies batches until the consumer has caught up with the feed; returns how many postings. */
export async function catchUp(db: Database, consumer: FeedConsumer, limit: number, now: () => number): Promise<number> {
  let total = 0;
  for (let n = await runBatch(db, consumer, limit, now()); n > 0; n = await runBatch(db, consumer, limit, now())) total += n;
  return total;
}
