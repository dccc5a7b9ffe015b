import { Pool } from 'pg';
import { advisoryLease, singleProcessLease } from '../../../server/db/lease';

/** A key no worker of the app uses. */
const KEY = 7_270_099;

describe('leader lease on PGlite', () => {
  it('is always held: one process owns the database', async () => {
    const lease = singleProcessLease();
    expect(await lease.acquire()).toBe(true);
    expect(lease.held()).toBe(true);
  });
});

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('leader lease on postgres', () => {
  const pools: Pool[] = [];
  const pool = () => {
    const p = new Pool({ connectionString: url });
    // A terminated backend surfaces here too; the lease reports it through onLost.
    p.on('error', () => undefined);
    pools.push(p);
    return p;
  };
  afterAll(() => Promise.all(pools.map((p) => p.end())));

  it('is held by one process at a time and passes on when released', async () => {
    const a = advisoryLease(pool(), KEY, () => undefined);
    const b = advisoryLease(pool(), KEY, () => undefined);
    expect(await a.acquire()).toBe(true);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    await a.release();
    expect(a.held()).toBe(false);
    expect(await b.acquire()).toBe(true);
    await b.release();
  });

  it('passes on when the holder’s connection dies', async () => {
    const lost = jest.fn();
    const a = advisoryLease(pool(), KEY, lost);
    const b = advisoryLease(pool(), KEY, () => undefined);
    expect(await a.acquire()).toBe(true);
    const killer = pool();
    await killer.query(`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = $1 and database = (select oid from pg_database where datname = current_database())`, [KEY]);
    for (let i = 0; i < 50 && a.held(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(a.held()).toBe(false);
    expect(lost).toHaveBeenCalled();
    expect(await b.acquire()).toBe(true);
    await b.release();
  });
});
