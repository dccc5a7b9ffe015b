import type { FastifyInstance } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { type MerchantAvailability } from '@common/contract/system';
import { interpolate } from '../../server/i18n/messages';
import { auditTrail } from '../../server/modules/audit/service';
import { getAvailability, merchantSubject } from '../../server/modules/merchant/service';
import { MerchantAdminPath } from '@common/contract/consoleMerchant';
import { CSRF_HEADER } from '@common/contract/operator';
import { CONSOLE_COOKIE } from '../../server/plugins/operator-auth';
import { build, databases, siteHeaders, type TestApp } from './helpers/build';
import { operatorWith } from './helpers/operators';
import viStrings from '../../locales/vi.json';


describe.each(databases())('buildApp on $name', (db) => {
  let t: TestApp;
  let app: FastifyInstance;
  /** An owner's console session: the bad-request tests send their bodies to its merchant settings. */
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await build(db, { BODY_LIMIT: '1024' });
    app = t.app;
    const who = await operatorWith(app, ['owner'], 'MLOBBY');
    owner = { cookie: `${CONSOLE_COOKIE}=${who.cookie}`, [CSRF_HEADER]: who.csrf, 'content-type': 'application/json' };
  });
  afterAll(() => t.close());

  /** Nothing a refused request could have touched has changed, and the server still answers. */
  async function expectUnchangedAndServing(): Promise<void> {
    expect(await getAvailability(app.db, 'MLOBBY')).toEqual<MerchantAvailability>({
      merchantCode: 'MLOBBY',
      maintenance: false,
      regionRestriction: { blockedCountries: [], blockedCidrs: [] },
    });
    expect(await auditTrail(app.db, merchantSubject('MLOBBY'))).toHaveLength(1); // the seed row only
    const res = await app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: siteHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  }

  describe('envelope', () => {
    it('wraps a successful value as { success: true, value }', async () => {
      const res = await app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: siteHeaders() });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json<Envelope>();
      expect(Object.keys(body).sort()).toEqual(['success', 'value']);
      expect(body.success).toBe(true);
    });

    it('answers an unknown /wps path with 404 not.found', async () => {
      const res = await app.inject({ method: 'GET', url: '/wps/no/such/call', headers: siteHeaders() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: ErrorCode.notFound, message: 'There is no GET /wps/no/such/call.' });
    });

    it('answers an unknown path outside the gateways with the 404 envelope too', async () => {
      const res = await app.inject({ method: 'POST', url: '/nowhere' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(ErrorCode.notFound);
    });
  });

  describe('merchant header', () => {
    it('refuses a call without Merchant with 400 merchant.missing', async () => {
      const { merchant: _omitted, ...headers } = siteHeaders();
      const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: ErrorCode.merchantMissing, message: 'The Merchant header is missing.' });
      await expectUnchangedAndServing();
    });

    it('refuses an unknown merchant code with 403 merchant.invalid naming the code', async () => {
      const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders({ merchant: 'NOPE' }) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, code: ErrorCode.merchantInvalid, message: 'Unknown merchant code "NOPE".' });
    });

    it('checks the merchant on /lgw paths too, before the path is looked up', async () => {
      const missing = await app.inject({ method: 'GET', url: '/lgw/games/anything' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe(ErrorCode.merchantMissing);
      const known = await app.inject({ method: 'GET', url: '/lgw/games/anything', headers: siteHeaders() });
      expect(known.statusCode).toBe(404);
    });

    it('accepts the trial merchant code', async () => {
      const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders({ merchant: 'MLOBBYTRIAL' }) });
      expect(res.json().success).toBe(true);
    });

    it('refuses a gateway version other than 1 or 3 with 400 request.invalid', async () => {
      const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders({ 'gateway-version': '7' }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ErrorCode.requestInvalid);
      expect(res.json().message).toContain('Gateway-Version');
    });

    it('writes messages in the Language header, falling back to English', async () => {
      const bn = await app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders({ merchant: 'NOPE', language: 'BN' }) });
      expect(bn.json().message).toBe('অজানা মার্চেন্ট কোড "NOPE"।');
      // Every language the site offers has the server's messages too (locales/*.json `errors`).
      const th = await app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders({ merchant: 'NOPE', language: 'TH' }) });
      expect(th.json().message).toBe('ไม่รู้จักรหัสร้านค้า "NOPE"');
      const vi = await app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders({ merchant: 'NOPE', language: 'VI' }) });
      expect(vi.json().message).toBe(interpolate(viStrings.errors.merchant_invalid, { merchant: 'NOPE' }));
      const unknown = await app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders({ merchant: 'NOPE', language: 'XX' }) });
      expect(unknown.json().message).toBe('Unknown merchant code "NOPE".');
    });
  });

  describe('bad requests', () => {
    const put = (payload: string, headers: Record<string, string> = owner) => app.inject({ method: 'PUT', url: MerchantAdminPath.maintenance('MLOBBY'), payload, headers });

    it('refuses malformed JSON with 400 request.malformed and changes nothing', async () => {
      const res = await put('{"enabled": tru');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: ErrorCode.requestMalformed, message: 'The request body is not valid JSON.' });
      await expectUnchangedAndServing();
    });

    it('refuses a wrong type with 400 request.invalid naming the field, without coercing', async () => {
      const res = await put('{"enabled":"true"}');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: ErrorCode.requestInvalid, message: 'Invalid enabled: Expected boolean.' });
      await expectUnchangedAndServing();
    });

    it('refuses a missing field, naming it', async () => {
      const res = await put('{}');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('enabled');
    });

    it('names a nested field by its path', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: MerchantAdminPath.regionRestriction('MLOBBY'),
        payload: { blockedCountries: ['BD', 7], blockedCidrs: [] },
        headers: owner,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid blockedCountries\[1\]:/);
      await expectUnchangedAndServing();
    });

    it('refuses a body over BODY_LIMIT with 413 request.too.large and changes nothing', async () => {
      const res = await put(JSON.stringify({ enabled: true, padding: 'x'.repeat(2048) }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        code: ErrorCode.requestTooLarge,
        message: 'The request is too large (limit 1024 bytes).',
      });
      await expectUnchangedAndServing();
    });

    it('refuses a body that is not JSON with 415', async () => {
      const res = await put('enabled=true', { ...owner, 'content-type': 'text/plain' });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe(ErrorCode.unsupportedMediaType);
      await expectUnchangedAndServing();
    });
  });
});
