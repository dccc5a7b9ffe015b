/**
 * The leader lease: of all server processes on one database, only the holder runs the lottery
 * scheduler. On PostgreSQL it is a session advisory lock held on one dedicated connection, so
 * the database itself releases it when the holder dies (its connection drops); on PGlite there
 * is one process, which always holds it. Exactly-once never rests on the lease alone: every
 * status change is conditional, so even two leaders for a moment would pay nothing twice.
 */
import type { Pool, PoolClient } from 'pg';
import type { DatabaseHandle } from '../../db/connection';

/** Arbitrary constant advisory-lock key of the lottery scheduler (the migration lock uses another). */
export const LOTTERY_LEASE_KEY = 7_270_055;

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

/** PostgreSQL: pg_try_advisory_lock on a connection taken out of the pool for as long as it is held. */
export function advisoryLease(pool: Pool, onLost: (err: Error) => void): LeaderLease {
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
        const { rows } = await candidate.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [LOTTERY_LEASE_KEY]);
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
      await client.query('select pg_advisory_unlock($1)', [LOTTERY_LEASE_KEY]).catch(() => undefined);
      drop();
    },
  };
}

/** The lease for the app's database. */
export function leaseFor(handle: DatabaseHandle, onLost: (err: Error) => void): LeaderLease {
  if (handle.kind === 'pglite') return singleProcessLease();
  // The node-postgres drizzle instance exposes its pool as $client.
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  return advisoryLease(pool, onLost);
}
