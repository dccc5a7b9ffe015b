import { sql } from 'drizzle-orm';
import { FEED_START, readPostings } from '../../../../server/modules/wallet';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';
import { gameTable, playRound, readWhenVisible } from '../feed/fixtures';

describe.each(databases())('the posting feed source on $name', (dbCase) => {
  let data: TestDatabase;
  beforeAll(async () => {
    data = await openTestDatabase(dbCase);
  });
  afterAll(() => data.dispose());

  it('reads postings after a position in (xid, id) order, each with its legs summing to zero', async () => {
    const table = await gameTable(data.handle.db, 2);
    for (let i = 0; i < 10; i++) await playRound(table);
    const written = (await data.handle.db.execute(sql`select count(*)::int as n from ledger_transactions`)) as unknown as { rows: { n: number }[] };
    const all = await readWhenVisible(data.handle.db, FEED_START, written.rows[0]!.n);
    expect(all.length).toBe(written.rows[0]!.n);
    const order = all.map((p) => [p.xid, p.id]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    for (const p of all) expect(p.legs.reduce((sum, leg) => sum + leg.amount, 0n)).toBe(0n);
    const rest = await readPostings(data.handle.db, all[4]!, 1_000);
    expect(rest.map((p) => p.id)).toEqual(all.slice(5).map((p) => p.id));
    expect(await readPostings(data.handle.db, all.at(-1)!, 1_000)).toEqual([]);
  });
});

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('the posting feed source with transactions in flight on postgres', () => {
  let data: TestDatabase;
  beforeAll(async () => {
    data = await openTestDatabase({ name: 'postgres', url });
  });
  afterAll(() => data.dispose());

  it('returns nothing committed after a posting still being written, so a late commit is never skipped', async () => {
    const db = data.handle.db;
    const table = await gameTable(db, 1);
    // Other members and another vendor: the second round must not wait on the first one's row locks.
    const other = await gameTable(db, 1, 2);
    const before = (await readWhenVisible(db, FEED_START, 2)).at(-1)!;
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    // A round whose transaction stays open: its posting has the lower xid, and commits last.
    const slow = db.transaction(async (tx) => {
      await playRound({ ...table, db: tx });
      started();
      await held;
    });
    await inFlight;
    await playRound(other);
    expect(await readPostings(db, before, 1_000)).toEqual([]);
    finish();
    await slow;
    const read = await readWhenVisible(db, before, 2);
    expect(read.length).toBeGreaterThanOrEqual(2);
    expect(read[0]!.xid).toBeLessThan(read.at(-1)!.xid);
  });
});
