import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { type MerchantAvailability } from '@common/contract/system';
import { auditTrail } from '../../../../server/modules/audit/service';
import { getAvailability, merchantSubject } from '../../../../server/modules/merchant/service';
import { build, databases, type TestApp } from '../../helpers/build';

const ADMIN_TOKEN = 'operator-token-for-tests-42';

describe.each(databases())('merchant admin routes on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(db, { ADMIN_TOKEN });
  });
  afterAll(() => t.close());

  /** token null: no header at all. */
  const put = (url: string, payload: unknown, token: string | null = ADMIN_TOKEN) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object, headers: token === null ? {} : { 'x-admin-token': token } });
  const trail = () => auditTrail(t.app.db, merchantSubject('MLOBBY'));

  it('refuses a missing or wrong X-Admin-Token with 401 and changes nothing', async () => {
    const before = await trail();
    for (const token of [null, 'operator-token-for-tests-43', '']) {
      const res = await put('/admin/merchants/MLOBBY/maintenance', { enabled: true }, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(ErrorCode.adminTokenInvalid);
    }
    expect((await getAvailability(t.app.db, 'MLOBBY'))!.maintenance).toBe(false);
    expect(await trail()).toEqual(before);
  });

  it('guards unknown admin paths with the token too', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/anything' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/anything', headers: { 'x-admin-token': ADMIN_TOKEN } })).statusCode).toBe(404);
  });

  it('turns maintenance on and off, writing an audit row for each change', async () => {
    const before = (await trail()).length;
    const on = await put('/admin/merchants/MLOBBY/maintenance', { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json<Envelope<MerchantAvailability>>()).toEqual({
      success: true,
      value: { merchantCode: 'MLOBBY', maintenance: true, regionRestriction: { blockedCountries: [], blockedCidrs: [] } },
    });
    const rows = await trail();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({ actor: 'admin-api', action: 'merchant.maintenance.set', detail: { from: false, to: true }, ip: '127.0.0.1' });

    await put('/admin/merchants/MLOBBY/maintenance', { enabled: false });
    expect((await getAvailability(t.app.db, 'MLOBBY'))!.maintenance).toBe(false);
    expect(await trail()).toHaveLength(before + 2);
  });

  it('sets the region restriction, canonicalizing CIDRs, with an audit row', async () => {
    const res = await put('/admin/merchants/MLOBBY/region-restriction', {
      blockedCountries: ['US', 'SG'],
      blockedCidrs: ['10.0.0.0/8', '2001:DB8::/32', '203.0.113.7'],
    });
    expect(res.json().value.regionRestriction).toEqual({
      blockedCountries: ['US', 'SG'],
      blockedCidrs: ['10.0.0.0/8', '2001:db8::/32', '203.0.113.7/32'],
    });
    expect((await trail())[0]).toMatchObject({ action: 'merchant.region-restriction.set' });
    const cleared = await put('/admin/merchants/MLOBBY/region-restriction', { blockedCountries: [], blockedCidrs: [] });
    expect(cleared.json().value.regionRestriction).toEqual({ blockedCountries: [], blockedCidrs: [] });
  });

  it('refuses an invalid CIDR with 400 naming the entry, and changes nothing', async () => {
    const before = await trail();
    const res = await put('/admin/merchants/MLOBBY/region-restriction', { blockedCountries: ['US'], blockedCidrs: ['10.0.0.0/8', '10.0.0.0/40'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    expect(res.json().message).toContain('blockedCidrs[1]');
    expect((await getAvailability(t.app.db, 'MLOBBY'))!.regionRestriction.blockedCountries).toEqual([]);
    expect(await trail()).toEqual(before);
  });

  it('refuses a country that is not two upper-case letters and unknown fields', async () => {
    expect((await put('/admin/merchants/MLOBBY/region-restriction', { blockedCountries: ['USA'], blockedCidrs: [] })).statusCode).toBe(400);
    const extra = await put('/admin/merchants/MLOBBY/region-restriction', { blockedCountries: [], blockedCidrs: [], note: 'x' });
    expect(extra.statusCode).toBe(400);
  });

  it('answers an unknown merchant with 404 merchant.invalid', async () => {
    const res = await put('/admin/merchants/NOBODY/maintenance', { enabled: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ErrorCode.merchantInvalid);
  });

  it('reads the availability with GET /admin/merchants/:code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/merchants/MLOBBY', headers: { 'x-admin-token': ADMIN_TOKEN } });
    expect(res.json().value).toEqual(await getAvailability(t.app.db, 'MLOBBY'));
  });

  it('switches register fields, never leaving a hidden field required, with an audit row', async () => {
    const before = (await trail()).length;
    const res = await put('/admin/merchants/MLOBBY/register-settings', { fields: [{ name: 'captcha', show: false, required: true }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.fields).toContainEqual({ name: 'captcha', show: false, required: false });
    const status = await t.app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'MLOBBY' } });
    expect(status.json().value.fields).toContainEqual({ name: 'captcha', show: false, required: false });
    const rows = await trail();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({ action: 'merchant.config.set', detail: { changed: ['register'] } });
    await put('/admin/merchants/MLOBBY/register-settings', { fields: [{ name: 'captcha', show: true, required: true }] });
  });

  it('refuses an unknown register field name with request.invalid and changes nothing', async () => {
    const before = (await trail()).length;
    const res = await put('/admin/merchants/MLOBBY/register-settings', { fields: [{ name: 'shoeSize', show: true, required: true }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.requestInvalid);
    expect(await trail()).toHaveLength(before);
  });
});

describe.each(databases())('merchant admin routes without ADMIN_TOKEN on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(db);
  });
  afterAll(() => t.close());

  it('do not exist: 404 whatever token is sent', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/admin/merchants/MLOBBY/maintenance',
      payload: { enabled: true },
      headers: { 'x-admin-token': 'anything-at-all-long-enough' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ErrorCode.notFound);
    expect((await getAvailability(t.app.db, 'MLOBBY'))!.maintenance).toBe(false);
  });
});
