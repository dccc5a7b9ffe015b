import type { FastifyInstance } from 'fastify';
import { OperatorPath, type OperatorMe, type OperatorPasswordValue } from '@common/contract/operator';
import type { Envelope } from '@common/contract/envelope';
import { openKeyring } from '../../../../server/modules/crypto';
import { currentCode, DEMO_OPERATORS, demoTotpSecret, seedDemoOperators } from '../../../../server/modules/operator';
import { operators } from '../../../../server/db/schema';
import { TestClock } from '../../helpers/accounts';
import { build, databases, openTestDatabase, type TestApp } from '../../helpers/build';

describe.each(databases())('demo operators ($name)', (db) => {
  let test: TestApp;
  let app: FastifyInstance;
  const clock = new TestClock();
  beforeAll(async () => {
    test = await build(db, { DEMO_ACCOUNTS: 'true' }, { now: clock.now });
    app = test.app;
  }, 60_000);
  afterAll(() => test.close());

  it.each(DEMO_OPERATORS.map((demo) => [demo.username, demo]))('%s logs in with its README password and the code scripts/operator.ts prints', async (_name, demo) => {
    clock.advance(30_000);
    const step = (await app.inject({ method: 'POST', url: OperatorPath.password, payload: { username: demo.username, password: demo.password } })).json<Envelope<OperatorPasswordValue>>();
    expect(step.value?.next).toBe('totp');
    const res = await app.inject({ method: 'POST', url: OperatorPath.totp, payload: { challenge: step.value!.challenge, code: currentCode(demoTotpSecret(demo.username), clock.ms) } });
    const me = res.json<Envelope<OperatorMe>>().value!;
    expect(me).toMatchObject({ username: demo.username, roles: demo.roles, merchantCode: demo.scope === 'platform' ? null : 'MLOBBY' });
  });

  it('two servers seeding one database at once make each demo operator once, without an error', async () => {
    const fresh = await openTestDatabase(db);
    try {
      const { db: database } = fresh.handle;
      const keyring = await openKeyring(database);
      await Promise.all([seedDemoOperators(database, keyring, 'MLOBBY', clock.ms), seedDemoOperators(database, keyring, 'MLOBBY', clock.ms)]);
      expect((await database.select().from(operators)).map((o) => o.username).sort()).toEqual(DEMO_OPERATORS.map((d) => d.username).sort());
    } finally {
      await fresh.dispose();
    }
  }, 60_000);

  it('derives a different secret for each demo operator', () => {
    const secrets = DEMO_OPERATORS.map((demo) => demoTotpSecret(demo.username));
    expect(new Set(secrets).size).toBe(secrets.length);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});
