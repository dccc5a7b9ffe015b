/**
 * Versions of the rows servers cache in their process (merchants, the catalogue). Triggers
 * (migration 0010) bump a scope's version and notify every node in the transaction of each change,
 * whoever writes it: an operator route, a script or plain SQL.
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const cacheVersions = pgTable('cache_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
