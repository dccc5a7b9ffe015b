/** The rows of a raw SQL statement (db.execute answers its driver's result, typed unknown by drizzle). */
import type { SQL } from 'drizzle-orm';
import type { Database } from './connection';

export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
