import { eq } from 'drizzle-orm';
import type { Database } from '../../../../server/db/connection';
import { catchUp, runBatch, type FeedConsumer } from '../../../../server/modules/feed';
import { feedCursors } from '../../../../server/modules/feed/tables';
import { memberTurnoverBetween, turnoverConsumer } from '../../../../server/modules/turnover';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';
import { drain, gameTable, ledgerTurnover, M, playRound, storedTurnover, type Table } from '../feed/fixtures';

const now = () => Date.now();

describe.each(databases())('turnover from the posting feed on $name', (dbCase) => {
  let data: TestDatabase;
  let db: Database;
  let table: Table;
  beforeAll(async () => {
    data = await openTestDatabase(dbCase);
    db = data.handle.db;
    table = await gameTable(db, 4);
  });
  afterAll(() => data.dispose());

  it('adds every stake, payout and refund to its member, game type and day, in batches, once', async () => {
    for (let i = 0; i < 40; i++) await playRound(table);
    await drain(db, turnoverConsumer, 7);
    expect(await storedTurnover(db)).toEqual(await ledgerTurnover(db));
    expect(await catchUp(db, turnoverConsumer, 7, now)).toBe(0);
    expect(await storedTurnover(db)).toEqual(await ledgerTurnover(db));
  });

  it('reads on from its cursor: new postings are added, old ones never again', async () => {
    for (let i = 0; i < 15; i++) await playRound(table);
    await drain(db, turnoverConsumer);
    expect(await storedTurnover(db)).toEqual(await ledgerTurnover(db));
  });

  it('applies each posting once when several workers run at the same moment', async () => {
    for (let i = 0; i < 60; i++) await playRound(table);
    await Promise.all([catchUp(db, turnoverConsumer, 5, now), catchUp(db, turnoverConsumer, 5, now), catchUp(db, turnoverConsumer, 5, now)]);
    await drain(db, turnoverConsumer);
    expect(await storedTurnover(db)).toEqual(await ledgerTurnover(db));
  });

  it('applies each posting once while postings keep arriving', async () => {
    const playing = (async () => {
      for (let i = 0; i < 40; i++) await playRound(table);
    })();
    let done = false;
    void playing.then(() => (done = true));
    while (!done) await catchUp(db, turnoverConsumer, 3, now);
    await drain(db, turnoverConsumer, 3);
    expect(await storedTurnover(db)).toEqual(await ledgerTurnover(db));
  });

  it('moves the cursor only with a batch that applied: a failing consumer reads the same postings again', async () => {
    await playRound(table);
    // Past the feed's horizon, so the first batch is not empty.
    await drain(db, turnoverConsumer);
    const seen: number[] = [];
    let fail = true;
    const flaky: FeedConsumer = {
      name: 'flaky-test-consumer',
      leaseKey: 1,
      apply: async (_tx, postings) => {
        seen.push(...postings.map((p) => p.id));
        if (fail) throw new Error('consumer failed');
      },
    };
    await expect(runBatch(db, flaky, 1_000_000, now())).rejects.toThrow('consumer failed');
    const [cursor] = await db.select().from(feedCursors).where(eq(feedCursors.consumer, flaky.name));
    expect(cursor).toBeUndefined();
    const firstTry = [...seen];
    fail = false;
    seen.length = 0;
    await runBatch(db, flaky, 1_000_000, now());
    expect(seen).toEqual(firstTry);
  });

  it('answers a member’s turnover for a range of days', async () => {
    const member = table.members[0]!;
    const today = new Date().toISOString().slice(0, 10);
    const rows = await memberTurnoverBetween(db, M, member.memberId, today, today);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.memberId === member.memberId && r.day === today && r.stakes >= 0n)).toBe(true);
  });
});
