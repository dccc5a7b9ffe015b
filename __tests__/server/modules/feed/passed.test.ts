/**
 * consumerPassed: a consumer has applied every posting dated before an instant only when none can
 * still commit (the database's clock is past it, no transaction begun before it is open) and none
 * lies past its cursor.
 */
import { Client, type Pool } from 'pg';
import type { Database } from '../../../../server/db/connection';
import { consumerPassed } from '../../../../server/modules/feed';
import { turnoverConsumer } from '../../../../server/modules/turnover';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';
import { drain, gameTable, playRound, type Table } from './fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const NAME = turnoverConsumer.name;

describe.each(databases())('whether a feed consumer has passed an instant on $name', (dbCase) => {
  let data: TestDatabase;
  let db: Database;
  let table: Table;
  beforeAll(async () => {
    data = await openTestDatabase(dbCase);
    db = data.handle.db;
    table = await gameTable(db, 2);
  });
  afterAll(() => data.dispose());

  test('not while a posting dated before the instant lies past its cursor; yes once applied, whatever comes later', async () => {
    for (let i = 0; i < 5; i++) await playRound(table);
    await sleep(5);
    const before = new Date();
    expect(await consumerPassed(db, NAME, before)).toBe(false);
    await drain(db, turnoverConsumer);
    expect(await consumerPassed(db, NAME, before)).toBe(true);
    // A posting dated after the instant, not yet applied, does not matter.
    await playRound(table);
    expect(await consumerPassed(db, NAME, before)).toBe(true);
  });

  test('not before the database clock has reached the instant: a posting dated before it could still be written', async () => {
    await drain(db, turnoverConsumer);
    expect(await consumerPassed(db, NAME, new Date(Date.now() + 60_000))).toBe(false);
  });

  if (dbCase.url) {
    test('not while a transaction begun before the instant is still open (its postings would be dated before it)', async () => {
      // The node-postgres drizzle instance exposes its pool as $client: a connection of its own, outside the pool.
      const client = new Client({ connectionString: (db as unknown as { $client: Pool }).$client.options.connectionString });
      await client.connect();
      try {
        await client.query('begin');
        await client.query('select 1');
        await sleep(20);
        const before = new Date();
        await sleep(5);
        await drain(db, turnoverConsumer);
        expect(await consumerPassed(db, NAME, before)).toBe(false);
        await client.query('commit');
        expect(await consumerPassed(db, NAME, before)).toBe(true);
      } finally {
        await client.end();
      }
    });
  }
});
