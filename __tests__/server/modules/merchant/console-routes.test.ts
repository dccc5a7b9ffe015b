import { MerchantAdminPath, type LanguagesRequest, type MerchantSettings, type MerchantSummary } from '@common/contract/consoleMerchant';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import type { SystemStatusValue } from '@common/contract/system';
import { auditTrail } from '../../../../server/modules/audit/service';
import { findMerchant, getAvailability, merchantSubject } from '../../../../server/modules/merchant/service';
import { databases, siteHeaders, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';

describe.each(databases())('console merchant settings on $name', (db) => {
  const t = suiteApp(db);
  let platform: TestOperator;
  let owner: TestOperator;
  let otherOwner: TestOperator;
  beforeAll(async () => {
    platform = await operatorWith(t.app, ['owner'], null);
    owner = await operatorWith(t.app, ['owner'], 'MLOBBY');
    const created = await consoleCall(t.app, platform, 'POST', MerchantAdminPath.merchants, { code: 'OTHER', name: 'Other brand' });
    expect(created.body.success).toBe(true);
    otherOwner = await operatorWith(t.app, ['owner'], 'OTHER');
  });

  const call = <T = MerchantSettings>(who: TestOperator, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => consoleCall<T>(t.app, who, method, url, payload);
  const trail = (code = 'MLOBBY') => auditTrail(t.app.db, merchantSubject(code));
  /** The trail's row ids: what "changes nothing" compares (the sealer may link rows in between, filling their chain columns). */
  const trailIds = async (code = 'MLOBBY') => (await trail(code)).map((row) => row.id);
  const status = async (merchant = 'MLOBBY') =>
    (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders({ merchant }) })).json<Envelope<SystemStatusValue>>().value!;

  it('refuses a content or finance operator with 403 operator.forbidden and changes nothing', async () => {
    const before = await trailIds();
    for (const roles of [['content'], ['finance']] as const) {
      const who = await operatorWith(t.app, [...roles], 'MLOBBY');
      expect((await call(who, 'GET', MerchantAdminPath.merchant('MLOBBY'))).status).toBe(403);
      const res = await call(who, 'PUT', MerchantAdminPath.whitelabel('MLOBBY'), { smsLogin: true });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(ErrorCode.operatorForbidden);
    }
    expect((await status()).info.whitelabel.smsLogin).toBe(false);
    expect(await trailIds()).toEqual(before);
  });

  it("shows a merchant's operator only its merchant: another code is 404 merchant.invalid, as an unknown one", async () => {
    const list = await call<MerchantSummary[]>(owner, 'GET', MerchantAdminPath.merchants);
    expect(list.body.value!.map((m) => m.code)).toEqual(['MLOBBY']);
    const all = await call<MerchantSummary[]>(platform, 'GET', MerchantAdminPath.merchants);
    expect(all.body.value!.map((m) => m.code)).toEqual(['MLOBBY', 'OTHER']);
    for (const url of [MerchantAdminPath.merchant('OTHER'), MerchantAdminPath.merchant('NOBODY')]) {
      const res = await call(owner, 'GET', url);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(ErrorCode.merchantInvalid);
    }
    const before = await trailIds('OTHER');
    expect((await call(owner, 'PUT', MerchantAdminPath.maintenance('OTHER'), { enabled: false })).status).toBe(404);
    expect((await call(otherOwner, 'PUT', MerchantAdminPath.whitelabel('MLOBBY'), { smsLogin: true })).status).toBe(404);
    expect(await trailIds('OTHER')).toEqual(before);
    expect((await getAvailability(t.app.db, 'OTHER'))!.maintenance).toBe(true);
  });

  it('switches a whitelabel setting, visible on the member site\'s next /wps call, audited with the operator, IP and field', async () => {
    await status(); // the merchant is in the process cache now
    const res = await call(owner, 'PUT', MerchantAdminPath.whitelabel('MLOBBY'), { smsLogin: true, CBS3: false });
    expect(res.body.value!.whitelabel).toMatchObject({ smsLogin: true, CBS3: false, REWCEN3: true });
    expect((await status()).info.whitelabel).toMatchObject({ smsLogin: true, CBS3: false });
    expect((await trail())[0]).toMatchObject({ actor: `operator:${owner.id}`, ip: '127.0.0.1', action: 'merchant.config.set', detail: { changed: ['whitelabel.CBS3', 'whitelabel.smsLogin'].sort() } });
    await call(owner, 'PUT', MerchantAdminPath.whitelabel('MLOBBY'), { smsLogin: false, CBS3: true });
  });

  it('refuses an unknown whitelabel switch or an empty change with request.invalid', async () => {
    const before = await trailIds();
    for (const payload of [{ sMSLogin: true }, {}, { smsLogin: 'yes' }]) {
      const res = await call(owner, 'PUT', MerchantAdminPath.whitelabel('MLOBBY'), payload);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ErrorCode.requestInvalid);
    }
    expect(await trailIds()).toEqual(before);
  });

  it('turns maintenance on and off, each change an audit row', async () => {
    const before = (await trail()).length;
    const on = await call(owner, 'PUT', MerchantAdminPath.maintenance('MLOBBY'), { enabled: true });
    expect(on.body.value!.maintenance).toBe(true);
    expect((await status()).maintenance).toBe(true);
    expect((await trail())[0]).toMatchObject({ actor: `operator:${owner.id}`, action: 'merchant.maintenance.set', detail: { from: false, to: true } });
    await call(owner, 'PUT', MerchantAdminPath.maintenance('MLOBBY'), { enabled: false });
    expect((await status()).maintenance).toBe(false);
    expect(await trail()).toHaveLength(before + 2);
  });

  it('sets the region restriction canonically; refuses a bad CIDR naming it, changing nothing', async () => {
    const res = await call(owner, 'PUT', MerchantAdminPath.regionRestriction('MLOBBY'), { blockedCountries: ['US'], blockedCidrs: ['2001:DB8::/32', '203.0.113.7'] });
    expect(res.body.value!.regionRestriction).toEqual({ blockedCountries: ['US'], blockedCidrs: ['2001:db8::/32', '203.0.113.7/32'] });
    const before = await trailIds();
    const bad = await call(owner, 'PUT', MerchantAdminPath.regionRestriction('MLOBBY'), { blockedCountries: [], blockedCidrs: ['10.0.0.0/40'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('blockedCidrs[0]');
    expect(await trailIds()).toEqual(before);
    await call(owner, 'PUT', MerchantAdminPath.regionRestriction('MLOBBY'), { blockedCountries: [], blockedCidrs: [] });
  });

  it('switches register fields (a hidden field is never required) and refuses an unknown field', async () => {
    const res = await call(owner, 'PUT', MerchantAdminPath.registerFields('MLOBBY'), { fields: [{ name: 'captcha', show: false, required: true }], minAge: 18 });
    expect(res.body.value!.register.fields).toContainEqual({ name: 'captcha', show: false, required: false });
    expect((await status()).info.register).toMatchObject({ minAge: 18 });
    expect((await trail())[0]!.detail).toEqual({ changed: ['register.fields', 'register.minAge'] });
    const before = await trailIds();
    expect((await call(owner, 'PUT', MerchantAdminPath.registerFields('MLOBBY'), { fields: [{ name: 'shoeSize', show: true, required: true }] })).status).toBe(400);
    expect(await trailIds()).toEqual(before);
    await call(owner, 'PUT', MerchantAdminPath.registerFields('MLOBBY'), { fields: [{ name: 'captcha', show: true, required: true }], minAge: 21 });
  });

  it('offers only the platform\'s languages, the default among them; an unknown one is request.invalid naming it', async () => {
    const before = await trailIds();
    const unknown = await call(owner, 'PUT', MerchantAdminPath.languages('MLOBBY'), { languages: ['en', 'xx'], defaultLanguage: 'en' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(ErrorCode.requestInvalid);
    expect(unknown.body.message).toContain('languages[1]');
    expect((await call(owner, 'PUT', MerchantAdminPath.languages('MLOBBY'), { languages: ['en'], defaultLanguage: 'bn' })).status).toBe(400);
    expect((await call(owner, 'PUT', MerchantAdminPath.languages('MLOBBY'), { languages: ['en', 'en'], defaultLanguage: 'en' })).status).toBe(400);
    expect(await trailIds()).toEqual(before);
    const res = await call(owner, 'PUT', MerchantAdminPath.languages('MLOBBY'), { languages: ['en', 'bn', 'zh-CN'], defaultLanguage: 'en' });
    expect(res.body.value).toMatchObject({ languages: ['en', 'bn', 'zh-CN'], defaultLanguage: 'en' });
    expect((await status()).info).toMatchObject({ languages: ['en', 'bn', 'zh-CN'], defaultLanguage: 'en' });
    await call(owner, 'PUT', MerchantAdminPath.languages('MLOBBY'), { languages: ['bn', 'en'], defaultLanguage: 'bn' });
  });

  it("lets a content operator read the merchant's languages (to write in them), only its own merchant's, and never change them", async () => {
    const content = await operatorWith(t.app, ['content'], 'MLOBBY');
    const read = await call<LanguagesRequest>(content, 'GET', MerchantAdminPath.languages('MLOBBY'));
    expect(read.body.value).toEqual({ languages: ['bn', 'en'], defaultLanguage: 'bn' });
    expect((await call(content, 'GET', MerchantAdminPath.languages('OTHER'))).status).toBe(404);
    expect((await call(content, 'PUT', MerchantAdminPath.languages('MLOBBY'), { languages: ['en'], defaultLanguage: 'en' })).status).toBe(403);
    const finance = await operatorWith(t.app, ['finance'], 'MLOBBY');
    expect((await call(finance, 'GET', MerchantAdminPath.languages('MLOBBY'))).body.code).toBe(ErrorCode.operatorForbidden);
  });

  it('sets brand colours and template; a colour that is not #rrggbb is refused and nothing changes', async () => {
    const before = await trailIds();
    for (const themeColor of ['red', '#12345', '#12345g', '#1234567']) {
      const res = await call(owner, 'PUT', MerchantAdminPath.branding('MLOBBY'), { template: 'light', themeColor, backgroundColor: '#ffffff' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ErrorCode.requestInvalid);
    }
    expect(await trailIds()).toEqual(before);
    const res = await call(owner, 'PUT', MerchantAdminPath.branding('MLOBBY'), { template: 'light', themeColor: '#AA3300', backgroundColor: '#ffffff' });
    expect(res.body.value!.branding).toEqual({ template: 'light', themeColor: '#aa3300', backgroundColor: '#ffffff' });
    expect((await findMerchant(t.app.db, 'MLOBBY'))!.config.theme.themeColor).toBe('#aa3300');
    expect((await status()).info.template).toBe('light');
    await call(owner, 'PUT', MerchantAdminPath.branding('MLOBBY'), { template: 'dark', themeColor: '#0f1a2e', backgroundColor: '#0b1220' });
  });

  it('replaces customer-service channels and download links, refusing a bad URL scheme', async () => {
    const channels = [{ csType: 'TELEGRAM', title: 'Help', url: 'tg://resolve?domain=help' }];
    const res = await call(owner, 'PUT', MerchantAdminPath.customerService('MLOBBY'), { channels });
    expect(res.body.value!.customerService).toEqual(channels);
    expect((await status()).info.customerService.map((c) => c.title)).toEqual(['Help']);
    expect((await call(owner, 'PUT', MerchantAdminPath.customerService('MLOBBY'), { channels: [{ ...channels[0], url: 'javascript:alert(1)' }] })).status).toBe(400);
    const links = [{ resourceType: 'android', url: 'https://dl.example/app.apk' }];
    expect((await call(owner, 'PUT', MerchantAdminPath.downloads('MLOBBY'), { links })).body.value!.downloads).toEqual(links);
    expect((await status()).info.resources).toEqual(links);
    expect((await call(owner, 'PUT', MerchantAdminPath.downloads('MLOBBY'), { links: [...links, ...links] })).status).toBe(400);
  });

  it('lets platform owners create merchants from the template, in maintenance, audited; a merchant owner cannot', async () => {
    const refused = await call(owner, 'POST', MerchantAdminPath.merchants, { code: 'THIRD', name: 'Third' });
    expect(refused.status).toBe(403);
    const res = await call(platform, 'POST', MerchantAdminPath.merchants, { code: 'THIRD', name: 'Third', copyFrom: 'MLOBBY' });
    expect(res.body.value).toMatchObject({ code: 'THIRD', trialCode: 'THIRDTRIAL', name: 'Third', maintenance: true, languages: ['bn', 'en'] });
    expect((await status('THIRDTRIAL')).info.merchantCode).toBe('THIRD');
    expect((await trail('THIRD'))[0]).toMatchObject({ actor: `operator:${platform.id}`, action: 'merchant.create' });
  });

  it('refuses a code already used as a code or trial code with merchant.exists, creating nothing', async () => {
    for (const payload of [{ code: 'MLOBBY', name: 'x' }, { code: 'MLOBBYTRIAL', name: 'x' }, { code: 'FOURTH', trialCode: 'OTHER', name: 'x' }]) {
      const res = await call(platform, 'POST', MerchantAdminPath.merchants, payload);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(ErrorCode.merchantExists);
    }
    expect(await findMerchant(t.app.db, 'FOURTH')).toBeNull();
    expect((await call(platform, 'POST', MerchantAdminPath.merchants, { code: 'bad code', name: 'x' })).status).toBe(400);
  });
});
