import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { CONSOLE_API, CSRF_HEADER } from '@common/contract/operator';
import { operatorMay, PERMISSIONS, ROLE_PERMISSIONS, ROLES, type Permission, type Role } from '@common/rules/operatorRoles';
import { loadConfig } from '../../../server/config';
import { ok } from '../../../server/http/envelope';
import { openKeyring } from '../../../server/modules/crypto';
import { createOperator } from '../../../server/modules/operator';
import { startOperatorSession } from '../../../server/modules/operator/sessions';
import { errorHandling } from '../../../server/plugins/errors';
import { CONSOLE_COOKIE, operatorOf, operatorScope } from '../../../server/plugins/operator-auth';
import { TestClock } from '../helpers/accounts';
import { bareApp, build, databases } from '../helpers/build';

describe('operator roles', () => {
  it('an owner holds every permission; every other role a strict subset of them', () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual([...PERMISSIONS].sort());
    for (const role of ROLES.filter((r) => r !== 'owner')) {
      expect(ROLE_PERMISSIONS[role].length).toBeGreaterThan(0);
      expect(ROLE_PERMISSIONS[role].length).toBeLessThan(PERMISSIONS.length);
    }
  });

  it.each<[Role, Permission, boolean]>([
    ['finance', 'wallet.adjust.approve', true],
    ['support', 'wallet.adjust.approve', false],
    ['support', 'wallet.adjust.propose', false],
    ['support', 'players.notes', true],
    ['content', 'players.view', false],
    ['risk', 'limits.reduce', true],
    ['support', 'players.block', false],
    ['agentManager', 'agents.manage', true],
    ['finance', 'operators.manage', false],
  ])('%s may %s: %s', (role, permission, allowed) => {
    expect(operatorMay([role], 'M1', permission)).toBe(allowed);
  });

  it('only a platform-wide owner may create merchants; a merchant owner may not', () => {
    expect(operatorMay(['owner'], null, 'merchant.create')).toBe(true);
    expect(operatorMay(['owner'], 'M1', 'merchant.create')).toBe(false);
  });
});

describe('every console route declares its permission', () => {
  it('the app has console routes, and each declares one (or says it is anonymous or for any operator)', async () => {
    const { app, close } = await build({ name: 'pglite' });
    try {
      const consoleRoutes = app.routeRecords.filter((r) => r.url.startsWith(`${CONSOLE_API}/`) && r.method !== 'HEAD');
      expect(consoleRoutes.length).toBeGreaterThan(0);
      expect(consoleRoutes.filter((r) => !r.permission).map((r) => `${r.method} ${r.url}`)).toEqual([]);
      for (const route of consoleRoutes) expect([...PERMISSIONS, 'operator', 'anonymous']).toContain(route.permission);
    } finally {
      await close();
    }
  }, 60_000);

  it('the console scope refuses to start with a route that declares none', async () => {
    const app = Fastify({ logger: false });
    const start = async () => {
      await app.register(operatorScope([async (scope) => void scope.get('/careless', async () => ok(null))]), { prefix: CONSOLE_API });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/console\/api\/careless: a console route must declare config.permission/);
    await app.close().catch(() => undefined);
  });
});

describe.each(databases())('operator permission check on $name', (db) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const config = loadConfig({ LOG_LEVEL: 'silent' });

  beforeAll(async () => {
    app = await bareApp(db, config, clock.now);
    app.decorate('keyring', await openKeyring(app.db));
    await app.register(errorHandling);
    await app.register(
      operatorScope([
        async (scope) => {
          scope.post('/approve', { config: { permission: 'wallet.adjust.approve' } }, async (request) => ok(operatorOf(request).username));
          scope.get('/players', { config: { permission: 'players.view' } }, async (request) => ok(operatorOf(request).username));
        },
      ]),
      { prefix: CONSOLE_API },
    );
    await app.ready();
  }, 30_000);
  afterAll(() => app.close());

  let serial = 0;
  async function sessionOf(roles: Role[]): Promise<{ cookie: string; csrf: string }> {
    const operator = await createOperator(app, { username: `guard${serial++}`, password: 'Console-pass-1', merchantCode: 'M1', roles }, { actor: 'test' });
    const session = await startOperatorSession(app, operator!.id, { ip: '127.0.0.1', userAgent: null });
    return { cookie: session.token, csrf: session.csrfToken };
  }
  const call = (method: 'GET' | 'POST', path: string, who: { cookie: string; csrf: string }) =>
    app.inject({ method, url: `${CONSOLE_API}${path}`, cookies: { [CONSOLE_COOKIE]: who.cookie }, headers: { [CSRF_HEADER]: who.csrf } });

  it('lets an operator whose roles grant the permission through, with who they are', async () => {
    const finance = await sessionOf(['finance']);
    const res = await call('POST', '/approve', finance);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: expect.stringMatching(/^guard\d+$/) });
  });

  it('refuses an operator whose roles do not grant it: HTTP 403 operator.forbidden, on the server whatever the console shows', async () => {
    const support = await sessionOf(['support']);
    const res = await call('POST', '/approve', support);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.operatorForbidden });
    expect((await call('GET', '/players', support)).statusCode).toBe(200);
  });
});
