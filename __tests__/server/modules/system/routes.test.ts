import type { FastifyInstance } from 'fastify';
import { decodeServicePath } from '@common/contract/customerServicePath';
import type { ConsolidatedSettings, CountryEntry, DomainRoute, RegisterSettings, SystemStatusValue, Whitelabel } from '@common/contract/system';
import type { Envelope } from '@common/contract/envelope';
import { setMaintenance, setRegionRestriction } from '../../../../server/modules/merchant/service';
import { build, databases, siteHeaders, type TestApp } from '../../helpers/build';

const operator = { actor: 'test' };

describe.each(databases())('system calls on $name', (db) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await build(db);
    app = t.app;
  });
  afterAll(() => t.close());

  async function get<T>(url: string, options: { headers?: Record<string, string>; remoteAddress?: string } = {}): Promise<T> {
    const res = await app.inject({ method: 'GET', url, headers: siteHeaders(options.headers), remoteAddress: options.remoteAddress });
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope<T>>();
    expect(body.success).toBe(true);
    return body.value as T;
  }

  describe('GET /wps/system/status', () => {
    afterEach(async () => {
      await setMaintenance(app.db, 'MLOBBY', false, operator);
      await setRegionRestriction(app.db, 'MLOBBY', { blockedCountries: [], blockedCidrs: [] }, operator);
    });

    it('returns the merchant info, the client location and both switches off', async () => {
      const value = await get<SystemStatusValue>('/wps/system/status', { remoteAddress: '203.0.113.9' });
      expect(Object.keys(value).sort()).toEqual(['info', 'location', 'maintenance', 'regionRestriction']);
      expect(Object.keys(value.info).sort()).toEqual(
        [
          'customerService',
          'defaultLanguage',
          'domainRoute',
          'imageCDNs',
          'languages',
          'mainDomain',
          'merchantCode',
          'merchantName',
          'mobileTemplate',
          'paths',
          'register',
          'resources',
          'template',
          'theme',
          'whitelabel',
        ].sort(),
      );
      expect(value.info).toMatchObject({
        merchantCode: 'MLOBBY',
        languages: ['bn', 'en'],
        defaultLanguage: 'bn',
        template: 'dark',
        theme: { themeColor: '#0f1a2e', backgroundColor: '#0b1220' },
        mobileTemplate: { mem_cen: '1', dep_func: '1' },
        mainDomain: value.info.domainRoute.mainDomain,
      });
      expect(value.info.resources.map((r) => r.resourceType)).toEqual(['android', 'ios']);
      expect(value.location).toEqual({ ip: '203.0.113.9', country: null });
      expect(value.maintenance).toBe(false);
      expect(value.regionRestriction).toBe(false);
    });

    it('sends customer-service channels as keyed paths that decode to the channel URL', async () => {
      const { info } = await get<SystemStatusValue>('/wps/system/status');
      expect(info.customerService.map((c) => c.csType)).toEqual(['MIDUOKE', 'TELEGRAM', 'TELEGRAM2', 'FACEBOOK']);
      for (const channel of info.customerService) {
        expect(channel.path).not.toContain('://');
        expect(decodeServicePath(channel.path)).toMatch(/^https:\/\//);
      }
      const again = await get<SystemStatusValue>('/wps/system/status');
      expect(again.info.customerService).toEqual(info.customerService);
    });

    it('reports maintenance, and still answers while it is on', async () => {
      await setMaintenance(app.db, 'MLOBBY', true, operator);
      expect((await get<SystemStatusValue>('/wps/system/status')).maintenance).toBe(true);
    });

    it('reports region restriction for an IPv4 client inside a blocked CIDR only', async () => {
      await setRegionRestriction(app.db, 'MLOBBY', { blockedCountries: [], blockedCidrs: ['198.51.100.0/24'] }, operator);
      expect((await get<SystemStatusValue>('/wps/system/status', { remoteAddress: '198.51.100.77' })).regionRestriction).toBe(true);
      expect((await get<SystemStatusValue>('/wps/system/status', { remoteAddress: '198.51.101.1' })).regionRestriction).toBe(false);
    });

    it('reports region restriction for an IPv6 client inside a blocked CIDR only', async () => {
      await setRegionRestriction(app.db, 'MLOBBY', { blockedCountries: [], blockedCidrs: ['2001:db8:1::/48'] }, operator);
      const blocked = await get<SystemStatusValue>('/wps/system/status', { remoteAddress: '2001:db8:1::42' });
      expect(blocked.regionRestriction).toBe(true);
      expect(blocked.location.ip).toBe('2001:db8:1::42');
      expect((await get<SystemStatusValue>('/wps/system/status', { remoteAddress: '2001:db8:2::42' })).regionRestriction).toBe(false);
    });

    it('ignores a country header from a client when TRUST_PROXY is off', async () => {
      await setRegionRestriction(app.db, 'MLOBBY', { blockedCountries: ['US'], blockedCidrs: [] }, operator);
      const value = await get<SystemStatusValue>('/wps/system/status', { headers: { 'cf-ipcountry': 'US' } });
      expect(value.location.country).toBeNull();
      expect(value.regionRestriction).toBe(false);
    });
  });

  it('GET /wps/system/whitelabel returns the feature switches', async () => {
    const value = await get<Whitelabel>('/wps/system/whitelabel');
    expect(Object.keys(value).sort()).toEqual(
      ['AGENTPOLICY3', 'CBS3', 'MISSIONLB3', 'PTSYS3', 'REWCEN3', 'facebookSignIn', 'googleSignIn', 'passwordReset', 'smsLogin'].sort(),
    );
    expect(Object.values(value).every((v) => typeof v === 'boolean')).toBe(true);
  });

  it('GET /wps/system/settings/consolidated returns languages, template, switches and theme colours', async () => {
    const value = await get<ConsolidatedSettings>('/wps/system/settings/consolidated');
    expect(value).toMatchObject({ merchantCode: 'MLOBBY', languages: ['bn', 'en'], defaultLanguage: 'bn', template: 'dark' });
    expect(value.theme.themeColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(value.theme.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(value.whitelabel).toEqual(await get<Whitelabel>('/wps/system/whitelabel'));
  });

  it('GET /wps/system/domainRoute returns the main domain and the domain list', async () => {
    const value = await get<DomainRoute>('/wps/system/domainRoute');
    expect(value.domains).toContain(value.mainDomain);
  });

  it('GET /wps/system/country lists countries with dialing codes, Bangladesh first', async () => {
    const value = await get<CountryEntry[]>('/wps/system/country');
    expect(value[0]).toEqual({ countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' });
    const codes = value.map((c) => c.countryCode);
    for (const code of ['IN', 'PK', 'NP', 'LK', 'MM', 'TH', 'VN', 'KH', 'LA', 'MY', 'ID', 'PH', 'SG', 'CN']) expect(codes).toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of value) expect(c.countryDialingCode).toMatch(/^\d{1,4}$/);
  });

  it('GET /wps/system/setting/register returns every register field and the minimum age', async () => {
    const value = await get<RegisterSettings>('/wps/system/setting/register');
    expect(value.minAge).toBe(21);
    expect(value.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['username', 'password', 'confirmPassword', 'email', 'mobile', 'birthday', 'captcha']),
    );
    for (const field of value.fields) expect(field.required && !field.show).toBe(false);
  });
});

describe.each(databases())('system status behind a trusted proxy on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(db, { TRUST_PROXY: 'loopback' });
    await setRegionRestriction(t.app.db, 'MLOBBY', { blockedCountries: ['US'], blockedCidrs: ['192.0.2.0/24'] }, operator);
  });
  afterAll(() => t.close());

  const status = async (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders(headers), remoteAddress })).json<
      Envelope<SystemStatusValue>
    >().value!;

  it('blocks by the country header the proxy sends', async () => {
    const value = await status({ 'cf-ipcountry': 'US', 'x-forwarded-for': '203.0.113.5' });
    expect(value.location).toEqual({ ip: '203.0.113.5', country: 'US' });
    expect(value.regionRestriction).toBe(true);
  });

  it('blocks by the forwarded client IP', async () => {
    const value = await status({ 'cf-ipcountry': 'BD', 'x-forwarded-for': '192.0.2.10' });
    expect(value.location).toEqual({ ip: '192.0.2.10', country: 'BD' });
    expect(value.regionRestriction).toBe(true);
  });

  it('lets an allowed country and IP through', async () => {
    expect((await status({ 'cf-ipcountry': 'BD', 'x-forwarded-for': '203.0.113.5' })).regionRestriction).toBe(false);
  });

  it('ignores forwarded headers from a peer that is not a trusted proxy', async () => {
    const value = await status({ 'cf-ipcountry': 'US', 'x-forwarded-for': '192.0.2.10' }, '198.51.100.1');
    expect(value.location).toEqual({ ip: '198.51.100.1', country: null });
    expect(value.regionRestriction).toBe(false);
  });
});
