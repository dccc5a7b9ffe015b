/**
 * The general limiter's counters are shared by every node: two server processes on one
 * PostgreSQL hold one client to RATE_LIMIT_MAX between them, with the counters in the database
 * and, when a Redis is given (TEST_REDIS_URL, as CI does), in Redis.
 */
import { randomInt } from 'node:crypto';
import { ErrorCode } from '@common/contract/envelope';
import { siteHeaders } from '../helpers/build';
import { POSTGRES_URL, scratchPostgres, startServer, type ServerProcess } from '../lottery-processes/harness';

const MAX = 6;
const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * A client address no recent run shares (Redis outlives a run), forwarded by the trusted loopback
 * proxy. IPv4 from the benchmarking range: the limiter counts an IPv6 client by its /64.
 */
const freshClient = () => `198.18.${randomInt(256)}.${randomInt(256)}`;

async function whitelabel(server: ServerProcess, client: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${server.url}/wps/system/whitelabel`, { headers: { ...siteHeaders(), 'x-forwarded-for': client } });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, code: body.code };
}

const stores: { name: string; env: Record<string, string> }[] = [{ name: 'the database', env: {} }, ...(REDIS_URL ? [{ name: 'Redis', env: { REDIS_URL } }] : [])];

if (!POSTGRES_URL) {
  test.skip('rate limit across two server processes: needs PostgreSQL (set TEST_DATABASE_URL, as CI does)', () => undefined);
} else {
  describe.each(stores)('rate limit across two server processes, counters in $name', ({ env }) => {
    let db: Awaited<ReturnType<typeof scratchPostgres>>;
    let servers: ServerProcess[] = [];
    beforeAll(async () => {
      db = await scratchPostgres();
      const settings = { ...env, RATE_LIMIT_MAX: String(MAX), RATE_LIMIT_WINDOW_MS: '600000', TRUST_PROXY: 'loopback', LOTTERY_SCHEDULER: 'off' };
      servers = await Promise.all([startServer(db.url, settings), startServer(db.url, settings)]);
    }, 90_000);
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db?.drop();
    }, 90_000);

    it('refuses a client past RATE_LIMIT_MAX however its requests are spread over the nodes', async () => {
      const client = freshClient();
      for (let i = 0; i < MAX; i++) expect(await whitelabel(servers[i % 2]!, client)).toEqual({ status: 200, code: undefined });
      expect(await whitelabel(servers[0]!, client)).toEqual({ status: 429, code: ErrorCode.tooManyRequests });
      expect(await whitelabel(servers[1]!, client)).toEqual({ status: 429, code: ErrorCode.tooManyRequests });
    });

    it('holds the limit for a burst sent to both nodes at once', async () => {
      const client = freshClient();
      const burst = await Promise.all(Array.from({ length: 3 * MAX }, (_, i) => whitelabel(servers[i % 2]!, client)));
      expect(burst.filter((r) => r.status === 200)).toHaveLength(MAX);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(2 * MAX);
    });

    it('counts another client separately', async () => {
      expect((await whitelabel(servers[1]!, freshClient())).status).toBe(200);
    });
  });
}
