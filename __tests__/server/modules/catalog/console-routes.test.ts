import { CatalogAdminPath, type ConsoleGame, type ConsoleVendor, type VendorCredentialSummary, type VendorSecretValue } from '@common/contract/consoleCatalog';
import type { Page } from '@common/contract/consolePlayers';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { GamePath, type GameItem, type GamePage, type VendorInfo } from '@common/contract/games';
import { auditTrail } from '../../../../server/modules/audit/service';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';
import { fundedPlayer, rawCall, VENDOR } from '../seamless/fixtures';
import { SeamlessHeader } from '../../../../server/vendors/seamless/contract';
import { signRequest } from '../../../../server/vendors/seamless/signing';
import { ensureVendorCredential } from '../../../../server/modules/seamless/credentials';

describe.each(databases())('console catalogue on $name', (db) => {
  const t = suiteApp(db);
  let platform: TestOperator;
  let owner: TestOperator;
  beforeAll(async () => {
    platform = await operatorWith(t.app, ['owner'], null);
    owner = await operatorWith(t.app, ['owner'], 'MLOBBY');
  });
  const as = <T>(who: TestOperator, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => consoleCall<T>(t.app, who, method, url, payload);
  const site = async <T>(path: string, query = '') => (await call(t.app, 'GET', `${path}?${query}`)).json<Envelope<T>>().value!;
  const siteVendors = () => site<VendorInfo[]>(GamePath.vendors);
  const siteList = (vassalage: string) => site<GamePage>(GamePath.list, `merchant=MLOBBY&clientType=2&language=EN&pageNo=1&pageSize=100&gameType=RNG&vassalage=${vassalage}`);

  it('refuses a content or finance operator with 403 operator.forbidden', async () => {
    for (const role of ['content', 'finance'] as const) {
      const who = await operatorWith(t.app, [role], 'MLOBBY');
      expect((await as(who, 'GET', CatalogAdminPath.vendors)).status).toBe(403);
      const res = await as(who, 'PUT', CatalogAdminPath.vendors, { entries: [{ vendorCode: 'MLS', gameType: 'RNG', ordinal: 1, display: false }] });
      expect(res.body.code).toBe(ErrorCode.operatorForbidden);
      expect((await as(who, 'POST', CatalogAdminPath.credential(VENDOR))).status).toBe(403);
    }
    expect((await siteVendors()).map((v) => v.vendorCode)).toContain('MLS');
  });

  it("hides a vendor in the merchant's own layout, visible on the member's next /wps call, audited", async () => {
    await siteVendors(); // cached now
    const res = await as<ConsoleVendor[]>(owner, 'PUT', CatalogAdminPath.vendors, { entries: [{ vendorCode: 'MLS', gameType: 'RNG', ordinal: 1, display: false }] });
    expect(res.body.value!.find((v) => v.vendorCode === 'MLS' && v.gameType === 'RNG')).toMatchObject({ display: false, ordinal: 1 });
    expect((await siteVendors()).map((v) => v.vendorCode)).not.toContain('MLS');
    expect((await auditTrail(t.app.db, 'catalog-layout:MLOBBY'))[0]).toMatchObject({ actor: `operator:${owner.id}`, ip: '127.0.0.1', action: 'catalog.vendors.set' });
    await as(owner, 'PUT', CatalogAdminPath.vendors, { entries: [{ vendorCode: 'MLS', gameType: 'RNG', ordinal: 1, display: true }] });
    expect((await siteVendors()).map((v) => v.vendorCode)).toContain('MLS');
  });

  it("keeps a merchant's operator to its merchant: another is 404; a platform-wide one names it", async () => {
    expect((await as(owner, 'GET', `${CatalogAdminPath.vendors}?merchantCode=OTHER`)).status).toBe(404);
    expect((await as(platform, 'GET', CatalogAdminPath.vendors)).body.code).toBe(ErrorCode.requestInvalid);
    expect((await as(platform, 'GET', `${CatalogAdminPath.vendors}?merchantCode=NOBODY`)).status).toBe(404);
    const mine = await as<ConsoleVendor[]>(platform, 'GET', `${CatalogAdminPath.vendors}?merchantCode=MLOBBY`);
    expect(mine.body.value!.length).toBeGreaterThan(5);
  });

  it('refuses an unknown vendor or a category it does not serve, changing nothing', async () => {
    // Row ids: the sealer may link rows in between, filling their chain columns.
    const layoutAudit = async () => (await auditTrail(t.app.db, 'catalog-layout:MLOBBY')).map((row) => row.id);
    const before = await layoutAudit();
    const unknown = await as(owner, 'PUT', CatalogAdminPath.vendors, {
      entries: [
        { vendorCode: 'MLS', gameType: 'RNG', ordinal: 9, display: false },
        { vendorCode: 'NOSUCH', gameType: 'RNG', ordinal: 1, display: false },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(ErrorCode.vendorUnknown);
    const wrongType = await as(owner, 'PUT', CatalogAdminPath.vendors, { entries: [{ vendorCode: 'MLS', gameType: 'LIVE', ordinal: 1, display: false }] });
    expect(wrongType.body.code).toBe(ErrorCode.requestInvalid);
    expect(await layoutAudit()).toEqual(before);
    expect((await siteVendors()).map((v) => v.vendorCode)).toContain('MLS');
  });

  it("pages a vendor's games; an unknown vendor is 404 vendor.unknown", async () => {
    const page = await as<Page<ConsoleGame>>(owner, 'GET', `${CatalogAdminPath.games('MLS')}?page=1`);
    expect(page.body.value!.items[0]).toMatchObject({ id: 10_001, vendorCode: 'MLS', active: true });
    expect(page.body.value!.total).toBeGreaterThanOrEqual(page.body.value!.items.length);
    const missing = await as(owner, 'GET', CatalogAdminPath.games('NOSUCH'));
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(ErrorCode.vendorUnknown);
  });

  it('switches a game off and hot (platform-wide operators), visible to members at once; a merchant operator gets operator.platform.only', async () => {
    const id = 10_001;
    const refused = await as(owner, 'PUT', CatalogAdminPath.game(id), { active: false });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.operatorPlatformOnly);
    expect((await siteList('MLS')).games.map((g) => g.gameId)).toContain(id);

    const off = await as<ConsoleGame>(platform, 'PUT', CatalogAdminPath.game(id), { active: false });
    expect(off.body.value).toMatchObject({ id, active: false });
    expect((await siteList('MLS')).games.map((g) => g.gameId)).not.toContain(id);
    expect((await auditTrail(t.app.db, `catalog-game:${id}`))[0]).toMatchObject({ actor: `operator:${platform.id}`, detail: { changed: ['active'] } });

    await as(platform, 'PUT', CatalogAdminPath.game(id), { active: true, hot: true });
    const hot = await site<GameItem[]>(GamePath.hot, 'isPlatform=2&merchantCode=MLOBBY&platform=html5&language=EN');
    expect(hot.map((g) => g.gameId)).toContain(id);
    expect((await as(platform, 'PUT', CatalogAdminPath.game(99_999_999), { hot: true })).body.code).toBe(ErrorCode.gameNotFound);
    expect((await as(platform, 'PUT', CatalogAdminPath.game(id), {})).status).toBe(400);
  });

  it('rotates a vendor secret: shown once, the old one refused on a signed wallet call, the new one accepted', async () => {
    const { sessionId } = await fundedPlayer(t.app, 'catrot1', 100n);
    const balance = (secret: string, requestId: string) => {
      const raw = JSON.stringify({ requestId, sessionId });
      const ts = t.app.now();
      return rawCall(t.app, 'balance', raw, { [SeamlessHeader.vendor]: VENDOR, [SeamlessHeader.timestamp]: String(ts), [SeamlessHeader.signature]: signRequest(secret, ts, raw) });
    };
    const old = (await ensureVendorCredential(t.app, VENDOR)).secret;
    expect((await balance(old, 'cat-rot-1')).statusCode).toBe(200);

    expect((await as(owner, 'POST', CatalogAdminPath.credential(VENDOR))).body.code).toBe(ErrorCode.operatorPlatformOnly);
    const rotated = await as<VendorSecretValue>(platform, 'POST', CatalogAdminPath.credential(VENDOR));
    const { secret } = rotated.body.value!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret).not.toBe(old);
    expect((await balance(old, 'cat-rot-2')).statusCode).toBe(401);
    expect((await balance(secret, 'cat-rot-3')).json()).toMatchObject({ success: true });

    const list = await as<VendorCredentialSummary[]>(platform, 'GET', CatalogAdminPath.credentials);
    expect(list.body.value!.find((c) => c.vendorCode === VENDOR)).toEqual({ vendorCode: VENDOR, issuedAt: rotated.body.value!.issuedAt });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const [audit] = await auditTrail(t.app.db, `vendor:${VENDOR}`);
    expect(audit).toMatchObject({ actor: `operator:${platform.id}`, action: 'vendor.credential.rotate' });
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect((await as(platform, 'POST', CatalogAdminPath.credential('NOSUCH'))).body.code).toBe(ErrorCode.vendorUnknown);
  });

  it('keeps a house game playing across a rotation: its client reads the new secret', async () => {
    const { sessionId } = await fundedPlayer(t.app, 'catrot2', 100n);
    await as(platform, 'POST', CatalogAdminPath.credential(VENDOR));
    const { createSeamlessClient } = await import('../../../../server/vendors/seamless/client');
    const client = createSeamlessClient(t.app, VENDOR);
    expect(await client.balance({ requestId: 'house-1', sessionId })).toMatchObject({ success: true });
    await as(platform, 'POST', CatalogAdminPath.credential(VENDOR));
    expect(await client.balance({ requestId: 'house-2', sessionId })).toMatchObject({ success: true });
  });
});
