import { eq } from 'drizzle-orm';
import { ANNOUNCEMENT_IMAGE_MAX_BYTES, AnnouncementAdminPath, type UploadedImage } from '@common/contract/announcements';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { CSRF_HEADER } from '@common/contract/operator';
import { API_KEY_SCHEME } from '@common/contract/consoleAdmin';
import { announcementUploads } from '../../../../server/modules/announcements/tables';
import { purgeUnusedUploads, uploadSubject } from '../../../../server/modules/announcements/uploads';
import { auditTrail } from '../../../../server/modules/audit/service';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant';
import { CONSOLE_COOKIE } from '../../../../server/plugins/operator-auth';
import { databases, suiteApp } from '../../helpers/build';
import { apiKeyOf, consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A JPEG's headers as encoders write them: SOI, the JFIF segment, a baseline frame header of 40×30, EOI. */
const JPEG = Buffer.from([
  ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
  ...[0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x1e, 0x00, 0x28, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9],
]);

describe.each(databases())('announcement image uploads on $name', (db) => {
  const ops: Record<'content' | 'support' | 'other' | 'platform', TestOperator> = {} as never;
  const suite = suiteApp(db, {}, { now: () => Date.parse('2030-06-01T12:00:00Z') }, async (app) => {
    await seedMerchant(app.db, merchantSeed(), { code: 'OTHERCO', trialCode: 'OTHERCOTRIAL' });
    ops.content = await operatorWith(app, ['content']);
    ops.support = await operatorWith(app, ['support']);
    ops.other = await operatorWith(app, ['content'], 'OTHERCO');
    ops.platform = await operatorWith(app, ['content'], null);
  });

  const upload = async (who: TestOperator, bytes: Buffer, contentType = 'image/png', query = '') => {
    const res = await suite.app.inject({
      method: 'POST',
      url: `${AnnouncementAdminPath.images}${query}`,
      payload: bytes,
      cookies: { [CONSOLE_COOKIE]: who.cookie },
      headers: { [CSRF_HEADER]: who.csrf, 'content-type': contentType },
    });
    return { status: res.statusCode, body: res.json<Envelope<UploadedImage>>() };
  };
  const stored = async () => (await suite.app.db.select({ id: announcementUploads.id }).from(announcementUploads)).length;

  /** Each refusal answers its code and stores nothing. */
  const refused = async (attempt: () => Promise<{ status: number; body: Envelope<UploadedImage> }>, status: number, code: string) => {
    const before = await stored();
    const res = await attempt();
    expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    expect(await stored()).toBe(before);
  };

  it('stores a PNG for its merchant, audited, and serves it byte-identical with its type, a year-long cache and nosniff', async () => {
    const res = await upload(ops.content, PNG);
    expect(res.status).toBe(200);
    const value = res.body.value!;
    expect(value).toMatchObject({ merchantCode: 'MLOBBY', contentType: 'image/png', bytes: PNG.length, width: 1, height: 1 });
    expect(value.url).toBe(`/announcement-images/uploads/${value.id}.png`);
    const served = await suite.app.inject({ method: 'GET', url: value.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const [row] = await auditTrail(suite.app.db, uploadSubject(value.id));
    expect(row).toMatchObject({ actor: `operator:${ops.content.id}`, action: 'announcement.image.uploaded', detail: { merchant: 'MLOBBY', bytes: PNG.length, sha256: value.sha256 } });
    const [created] = await suite.app.db.select().from(announcementUploads).where(eq(announcementUploads.id, value.id));
    expect(created!.createdBy).toBe(`operator:${ops.content.id}`);
  });

  it('reads a JPEG’s size from its frame header; the URL names it .jpg, and another extension is 404', async () => {
    const { id, url, width, height } = (await upload(ops.content, JPEG, 'image/jpeg')).body.value!;
    expect({ url, width, height }).toEqual({ url: `/announcement-images/uploads/${id}.jpg`, width: 40, height: 30 });
    expect((await suite.app.inject({ method: 'GET', url: `/announcement-images/uploads/${id}.png` })).statusCode).toBe(404);
    expect((await suite.app.inject({ method: 'GET', url: '/announcement-images/uploads/999999.png' })).statusCode).toBe(404);
  });

  it('refuses a text file sent as a PNG with image.invalid', () =>
    refused(() => upload(ops.content, Buffer.from('just some text, renamed pic.png\n')), 400, ErrorCode.imageInvalid));

  it('refuses a JPEG sent as a PNG with image.invalid', () => refused(() => upload(ops.content, JPEG, 'image/png'), 400, ErrorCode.imageInvalid));

  it('refuses a PNG whose header claims absurd dimensions with image.invalid', () => {
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(100_000, 16);
    return refused(() => upload(ops.content, huge), 400, ErrorCode.imageInvalid);
  });

  it('refuses an image over the limit with image.too.large', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(ANNOUNCEMENT_IMAGE_MAX_BYTES + 1 - PNG.length)]);
    return refused(() => upload(ops.content, big), 413, ErrorCode.imageTooLarge);
  });

  it('refuses a body that is not an image type with 415', () => refused(() => upload(ops.content, PNG, 'text/plain'), 415, ErrorCode.unsupportedMediaType));

  it('refuses an operator without content.manage (403)', () => refused(() => upload(ops.support, PNG), 403, ErrorCode.operatorForbidden));

  it("refuses another merchant's operator naming this merchant (403)", () => refused(() => upload(ops.other, PNG, 'image/png', '?merchantCode=MLOBBY'), 403, ErrorCode.operatorForbidden));

  it('a platform-wide operator names the merchant, which must exist', async () => {
    // The envelope's usual answer for a refusal without a status of its own (actingMerchant): HTTP 200, success false.
    await refused(() => upload(ops.platform, PNG), 200, ErrorCode.requestInvalid);
    await refused(() => upload(ops.platform, PNG, 'image/png', '?merchantCode=NOSUCH'), 404, ErrorCode.merchantInvalid);
    expect((await upload(ops.platform, PNG, 'image/png', '?merchantCode=OTHERCO')).body.value).toMatchObject({ merchantCode: 'OTHERCO' });
  });

  it('keeps one copy of an image: the same bytes again for the merchant are the stored upload, not a new row or audit entry', async () => {
    const first = (await upload(ops.content, JPEG, 'image/jpeg')).body.value!;
    const rows = await stored();
    const again = (await upload(ops.content, JPEG, 'image/jpeg')).body.value!;
    expect(again).toEqual(first);
    expect(await stored()).toBe(rows);
    expect((await auditTrail(suite.app.db, uploadSubject(first.id))).filter((r) => r.action === 'announcement.image.uploaded')).toHaveLength(1);
    // Another merchant's copy is its own.
    expect((await upload(ops.other, JPEG, 'image/jpeg')).body.value!.id).not.toBe(first.id);
  });

  it('housekeeping deletes uploads older than the retention that no announcement shows, and keeps the one in use', async () => {
    const used = (await upload(ops.content, PNG)).body.value!;
    const announcement = await consoleCall(suite.app, ops.content, 'POST', AnnouncementAdminPath.list, {
      contentType: 'PU', groupName: 'm_home', platform: 'M', title: { EN: 'With a picture' }, content: { EN: 'Look' }, imageUrl: `https://cdn.example${used.url}`,
    });
    expect(announcement.body.success).toBe(true);
    // A JPEG of its own (41 pixels wide), not used by any announcement.
    const wider = Buffer.from(JPEG);
    wider[28] = 0x29;
    const unused = (await upload(ops.content, wider, 'image/jpeg')).body.value!;
    expect(unused.width).toBe(41);
    expect(await purgeUnusedUploads(suite.app.db, new Date(Date.parse('2030-06-01T12:00:00Z')))).toBe(0);
    const purged = await purgeUnusedUploads(suite.app.db, new Date(Date.parse('2030-06-01T12:00:01Z')));
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = (await suite.app.db.select({ id: announcementUploads.id }).from(announcementUploads)).map((r) => r.id);
    expect(left).toContain(used.id);
    expect(left).not.toContain(unused.id);
  });

  it('the route declares content.manage: an API key with only that permission uploads, one without it is refused', async () => {
    const allowed = await apiKeyOf(suite.app, ops.content, ['content.manage']);
    const withKey = (secret: string) =>
      suite.app.inject({ method: 'POST', url: AnnouncementAdminPath.images, payload: PNG, headers: { authorization: `${API_KEY_SCHEME} ${secret}`, 'content-type': 'image/png' } });
    expect((await withKey(allowed)).statusCode).toBe(200);
    const other = await apiKeyOf(suite.app, await operatorWith(suite.app, ['content', 'support']), ['players.view']);
    expect((await withKey(other)).statusCode).toBe(403);
  });
});
