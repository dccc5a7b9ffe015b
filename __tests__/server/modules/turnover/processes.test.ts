/**
 * The turnover consumer applies every posting exactly once across two server processes on one
 * PostgreSQL while postings keep arriving, with each process killed (SIGKILL: no handler runs, a
 * batch in flight never commits) and restarted mid-stream: afterwards the turnover table equals
 * the ledger aggregated in one query. PostgreSQL only: PGlite is one process's database.
 */
import { sql } from 'drizzle-orm';
import { POSTGRES_URL, scratchPostgres, sleep, startServer, type ServerProcess } from '../../lottery-processes/harness';
import { gameTable, ledgerTurnover, playRound, storedTurnover } from '../feed/fixtures';

const ROUNDS = 600;
const SETTINGS = { FEED_WORKERS: 'on', LOTTERY_SCHEDULER: 'off' };

if (!POSTGRES_URL) {
  test.skip('turnover with two server processes: needs PostgreSQL (set TEST_DATABASE_URL, as CI does)', () => undefined);
} else {
  describe('turnover from the posting feed with two server processes and SIGKILL', () => {
    let db: Awaited<ReturnType<typeof scratchPostgres>>;
    const servers: ServerProcess[] = [];
    beforeAll(async () => {
      db = await scratchPostgres();
      servers.push(...(await Promise.all([startServer(db.url, SETTINGS), startServer(db.url, SETTINGS)])));
    }, 90_000);
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db?.drop();
    }, 90_000);

    /** Whether the turnover cursor has reached the newest posting. */
    async function caughtUp(): Promise<boolean> {
      const result = (await db.handle.db.execute(sql`
        select (select (xid, last_id) from feed_cursors where consumer = 'turnover')
             = (select (xid, id) from ledger_transactions order by xid desc, id desc limit 1) as done`)) as unknown as { rows: { done: boolean | null }[] };
      return result.rows[0]?.done === true;
    }

    async function cursorMoved(): Promise<boolean> {
      const result = (await db.handle.db.execute(sql`select count(*)::int as n from feed_cursors where consumer = 'turnover' and last_id > 0`)) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n > 0;
    }

    it('applies every posting once while each node is killed and restarted mid-stream', async () => {
      const table = await gameTable(db.handle.db, 8);
      for (let round = 1; round <= ROUNDS; round++) {
        await playRound(table);
        if (round === ROUNDS / 3 || round === (2 * ROUNDS) / 3) {
          // Kill only once a worker is applying: the cursor exists and the stream is ahead of it.
          while (!(await cursorMoved())) await sleep(100);
          const i = round === ROUNDS / 3 ? 0 : 1;
          await servers[i]!.kill();
          servers[i] = await startServer(db.url, SETTINGS);
        }
      }
      const deadline = Date.now() + 60_000;
      while (!(await caughtUp()) && Date.now() < deadline) await sleep(250);
      expect(await caughtUp()).toBe(true);
      expect(await storedTurnover(db.handle.db)).toEqual(await ledgerTurnover(db.handle.db));
    }, 240_000);
  });
}
