/**
 * Leader leases: of all server processes on one database, only the holder of a lease runs the
 * worker it names (the lottery scheduler, a posting-feed consumer). On PostgreSQL it is a session
 * advisory lock held on one dedicated connection, so the database itself releases it when the
 * holder dies (its connection drops); on PGlite there is one process, which always holds it.
 * Exactly-once never rests on a lease alone: the workers' writes are conditional, so even two
 * leaders for a moment would apply nothing twice.
 */
import type { Pool, PoolClient } from 'pg';
import type { DatabaseHandle } from './connection';

export interface LeaderLease {
  /** True when this process holds the lease (acquiring it if free). */
  acquire(): Promise<boolean>;
  /** Whether the lease is still held (false once its connection is gone). */
  held(): boolean;
  release(): Promise<void>;
}

/** PGlite: one process owns the database, so it is always the leader. */
export function singleProcessLease(): LeaderLease {
  return { acquire: async () => true, held: () => true, release: async () => undefined };
}

/** PostgreSQL: pg_try_advisory_lock(key) on a connection taken out of the pool for as long as it is held. */
export function advisoryLease(pool: Pool, key: number, onLost: (err: Error) => void): LeaderLease {
  let client: PoolClient | null = null;
  const drop = (err?: Error) => {
    const lost = client;
    client = null;
    // A broken connection goes back destroyed; its lock died with it.
    lost?.release(err ?? true);
  };
  return {
    async acquire() {
      if (client) return true;
      const candidate = await pool.connect();
      try {
        const { rows } = await candidate.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
        if (!rows[0]?.locked) {
          candidate.release();
          return false;
        }
      } catch (err) {
        candidate.release(err as Error);
        throw err;
      }
      client = candidate;
      candidate.on('error', (err) => {
        drop(err);
        onLost(err);
      });
      return true;
    },
    held: () => client !== null,
    async release() {
      if (!client) return;
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      drop();
    },
  };
}

/** The lease `key` (a constant advisory-lock key per worker) on the app's database. */
export function leaseFor(handle: DatabaseHandle, key: number, onLost: (err: Error) => void): LeaderLease {
  if (handle.kind === 'pglite') return singleProcessLease();
  // The node-postgres drizzle instance exposes its pool as $client.
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  return advisoryLease(pool, key, onLost);
}
