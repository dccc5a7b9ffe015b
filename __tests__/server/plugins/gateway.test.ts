import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { loadConfig } from '../../../server/config';
import { ok } from '../../../server/http/envelope';
import { typeboxValidatorCompiler } from '../../../server/http/typebox';
import { databasePlugin } from '../../../server/plugins/database';
import { errorHandling } from '../../../server/plugins/errors';
import { gateway, merchantOf } from '../../../server/plugins/gateway';
import { merchantSeed, seedMerchant } from '../../../server/modules/merchant/seed';
import { setMaintenance, setRegionRestriction } from '../../../server/modules/merchant/service';
import { databases, openTestDatabase, siteHeaders } from '../helpers/build';

const operator = { actor: 'test' };

/** Routes a later module might have: an ordinary call, one open when blocked, and a failing one. */
async function probeModule(app: FastifyInstance): Promise<void> {
  app.get('/probe', async (request) => ok(merchantOf(request).code));
  app.get('/probe/open', { config: { openWhenBlocked: true } }, async () => ok('open'));
  app.post('/probe/echo', { schema: { body: Type.Object({ n: Type.Integer() }) } }, async (request) => ok(request.body));
  app.get('/probe/boom', async () => {
    throw new Error('connection to db-secret-host:5432 failed');
  });
}

describe.each(databases())('gateway scope on $name', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const { handle, dispose } = await openTestDatabase(db);
    app = Fastify({ logger: false });
    app.setValidatorCompiler(typeboxValidatorCompiler);
    app.decorate('config', config);
    await app.register(databasePlugin, { config, handle });
    app.addHook('onClose', dispose);
    await seedMerchant(app.db, merchantSeed(), { code: 'MLOBBY', trialCode: 'MLOBBYTRIAL' });
    await app.register(errorHandling);
    await app.register(gateway([probeModule]), { prefix: '/wps' });
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(async () => {
    await setMaintenance(app.db, 'MLOBBY', false, operator);
    await setRegionRestriction(app.db, 'MLOBBY', { blockedCountries: [], blockedCidrs: [] }, operator);
  });

  const call = (url: string, remoteAddress?: string) => app.inject({ method: 'GET', url, headers: siteHeaders(), remoteAddress });

  it('hands the merchant to the handler', async () => {
    expect((await call('/wps/probe')).json()).toEqual({ success: true, value: 'MLOBBY' });
  });

  it('checks the merchant before reading the body', async () => {
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/wps/probe/echo', payload: '{"n":', headers: { ...headers, 'content-type': 'application/json' } });
    expect((await post({})).json().code).toBe(ErrorCode.merchantMissing);
    expect((await post(siteHeaders())).json().code).toBe(ErrorCode.requestMalformed);
  });

  it('refuses calls during maintenance with HTTP 200 platform.maintenance', async () => {
    await setMaintenance(app.db, 'MLOBBY', true, operator);
    const res = await call('/wps/probe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      code: ErrorCode.maintenance,
      message: 'The platform is under maintenance. Please try again later.',
    });
  });

  it('refuses calls from a blocked range with HTTP 200 region.restricted showing the IP', async () => {
    await setRegionRestriction(app.db, 'MLOBBY', { blockedCountries: [], blockedCidrs: ['192.0.2.0/24'] }, operator);
    const res = await call('/wps/probe', '192.0.2.44');
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(ErrorCode.regionRestricted);
    expect(res.json().message).toContain('192.0.2.44');
    expect((await call('/wps/probe', '198.51.100.1')).json().success).toBe(true);
  });

  it('keeps routes marked openWhenBlocked working in maintenance and for blocked regions', async () => {
    await setMaintenance(app.db, 'MLOBBY', true, operator);
    await setRegionRestriction(app.db, 'MLOBBY', { blockedCountries: [], blockedCidrs: ['0.0.0.0/0'] }, operator);
    expect((await call('/wps/probe/open')).json()).toEqual({ success: true, value: 'open' });
  });

  it('turns an unexpected error into 500 unknown.error without leaking its text, and keeps serving', async () => {
    const res = await call('/wps/probe/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: ErrorCode.unknown, message: 'Something went wrong. Please try again later.' });
    expect(res.body).not.toContain('secret');
    expect((await call('/wps/probe')).json().success).toBe(true);
  });
});
