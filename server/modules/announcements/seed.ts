/**
 * Seeding every merchant's starting announcements (seed-content.ts) on each start. An item is
 * inserted only when the merchant has no row with its key, so an operator's edits and
 * switched-off items survive restarts, and a later seed only adds what is new.
 */
import type { Database } from '../../db/connection';
import { merchantCodes } from '../merchant';
import { insertMissingSeedRows } from './repository';
import { SEED_ITEMS } from './seed-content';

/** Adds the seed items each merchant lacks, shown from `at`; returns how many rows were added. */
export async function seedAnnouncements(db: Database, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const codes = await merchantCodes(tx);
    let added = 0;
    for (const code of codes) {
      const rows = SEED_ITEMS.map((item, i) => ({
        merchantCode: code,
        seedKey: item.key,
        contentType: item.contentType,
        groupName: item.groupName,
        platform: 'ALL' as const,
        title: item.title,
        content: item.content,
        linkUrl: item.linkUrl ?? null,
        ordinal: i + 1,
        startsAt: at,
        createdAt: at,
        updatedAt: at,
      }));
      added += await insertMissingSeedRows(tx, rows);
    }
    return added;
  });
}
