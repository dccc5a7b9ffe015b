import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { searchPlayers } from '../../../../server/modules/member/console';
import { build, databases, type TestApp } from '../../helpers/build';

describe.each(databases())('the console player search uses indexes across merchants ($name)', (db) => {
  let test: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await build(db);
    app = test.app;
  }, 60_000);
  afterAll(() => test.close());

  /** The search's plan, platform-wide, where sequential scans are priced out whenever an index can serve. */
  async function planOf(q: string): Promise<string> {
    return app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = (await tx.execute(sql`explain ${searchPlayers(tx, q, null)}`)) as unknown as { rows: Array<Record<string, string>> };
      return explained.rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it.each([
    ['a username prefix', 'plyal'],
    ['an email', 'Someone@Example.com'],
    ['a national or international number, or an id', '+880 1712-345678'],
  ])('%s: no sequential scan of members', async (_what, q) => {
    const plan = await planOf(q);
    // A BitmapOr needs an index for every branch of the search's OR; one branch without makes it a scan.
    expect(plan).toMatch(/BitmapOr/);
    expect(plan).not.toMatch(/Seq Scan on members/);
  });
});
