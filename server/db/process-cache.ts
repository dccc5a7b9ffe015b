/**
 * Per-process caches of rows that change rarely and are read on every request (merchants, the
 * catalogue layout). An entry holds while its scope's generation (server/db/invalidation.ts) has not
 * moved. Entries belong to the database they were read from: two apps in one process (tests, a
 * bench) each read their own database, and a transaction, which is not a registered database,
 * always reads the rows themselves.
 */
import type { Database } from './connection';
import type { Invalidation } from './invalidation';

const invalidations = new WeakMap<Database, Invalidation>();

/** Ties a database to how it learns about changes (connection.ts, when it opens one). */
export function registerInvalidation(db: Database, invalidation: Invalidation): void {
  invalidations.set(db, invalidation);
}

/** After a write through `db`'s transaction committed: this process reads the change from the next call on. */
export function invalidate(db: Database, scope: string): void {
  invalidations.get(db)?.bump(scope);
}

/** Resolves once this process has seen every change to cached rows committed before the call (on any node). */
export async function caughtUp(db: Database): Promise<void> {
  await invalidations.get(db)?.caughtUp();
}

interface Entry<V> {
  generation: number;
  value: Promise<V>;
}

/** A cache of one scope, by key; concurrent misses of a key share one load. */
export class ProcessCache<V> {
  private readonly entries = new WeakMap<Database, Map<string, Entry<V>>>();

  /** maxEntries: the least recently used keys go beyond it (for keys a client chooses). */
  constructor(
    private readonly scope: string,
    private readonly maxEntries = Infinity,
  ) {}

  /** The cached value of `key`, or what `load` reads (kept unless it fails or is null). */
  get(db: Database, key: string, load: () => Promise<V>): Promise<V> {
    const generation = invalidations.get(db)?.generation(this.scope) ?? null;
    if (generation === null) return load();
    let entries = this.entries.get(db);
    if (!entries) this.entries.set(db, (entries = new Map()));
    const hit = entries.get(key);
    entries.delete(key);
    if (hit?.generation === generation) {
      // A Map iterates in insertion order: re-inserting makes the key the most recently used.
      entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    const entry = { generation, value };
    entries.set(key, entry);
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value!);
    // A failed read or an unknown key is not kept: neither may pin memory or an outage.
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    value.then((v) => v ?? forget(), forget);
    return value;
  }
}
