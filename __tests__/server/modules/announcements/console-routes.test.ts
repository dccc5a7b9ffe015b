import { AnnouncementAdminPath, type AnnounceValue, type ConsoleAnnouncement } from '@common/contract/announcements';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { announcementSubject } from '../../../../server/modules/announcements/service';
import { auditTrail } from '../../../../server/modules/audit/service';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant';
import { databases, siteHeaders, suiteApp } from '../../helpers/build';
import { apiKeyOf, consoleCall, keyCall, operatorWith, type TestOperator } from '../../helpers/operators';

const HOUR = 3_600_000;

describe.each(databases())('announcement console routes on $name', (db) => {
  const clock = Date.parse('2030-06-01T12:00:00Z');
  const ops: Record<'content' | 'support' | 'other' | 'platform', TestOperator> = {} as never;
  const suite = suiteApp(db, {}, { now: () => clock }, async (app) => {
    await seedMerchant(app.db, merchantSeed(), { code: 'OTHERCO', trialCode: 'OTHERCOTRIAL' });
    ops.content = await operatorWith(app, ['content']);
    ops.support = await operatorWith(app, ['support']);
    ops.other = await operatorWith(app, ['content'], 'OTHERCO');
    ops.platform = await operatorWith(app, ['content'], null);
  });

  const send = <T = ConsoleAnnouncement>(who: TestOperator, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    consoleCall<T>(suite.app, who, method, url, payload as object | undefined);
  const created = async (payload: unknown, who = ops.content) => (await send(who, 'POST', AnnouncementAdminPath.list, payload)).body.value!;
  const popups = async (language = 'EN') =>
    (
      await suite.app.inject({
        method: 'GET',
        url: '/wps/announcements?types=PU&groupName=m_home&platform=M&merchantCode=MLOBBY',
        headers: siteHeaders({ language }),
      })
    ).json<Envelope<AnnounceValue>>().value!.popup;

  const popup = { contentType: 'PU', groupName: 'm_home', platform: 'M', title: { EN: 'Holiday', BN: 'ছুটি' }, content: { EN: 'Closed Friday' } };

  it('refuses an operator without content.manage (403) and changes nothing', async () => {
    const before = await popups();
    const res = await send(ops.support, 'POST', AnnouncementAdminPath.list, popup);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.operatorForbidden);
    expect((await send(ops.support, 'PUT', AnnouncementAdminPath.one(before[0]!.id), { active: false })).status).toBe(403);
    expect((await send(ops.support, 'GET', AnnouncementAdminPath.list)).status).toBe(403);
    expect(await popups()).toEqual(before);
  });

  it('creates an announcement in its merchant, shown from now, audited with the operator as actor', async () => {
    const value = await created(popup);
    expect(value).toMatchObject({ ...popup, merchantCode: 'MLOBBY', active: true, ordinal: 0, startsAt: clock, endsAt: null, imageUrl: null });
    expect((await popups('BN')).map((p) => p.title)).toContain('ছুটি');
    const [row] = await auditTrail(suite.app.db, announcementSubject(value.id));
    expect(row).toMatchObject({ actor: `operator:${ops.content.id}`, action: 'announcement.created', detail: { merchant: 'MLOBBY', contentType: 'PU' } });
  });

  it('lists and reads its merchant’s announcements, filtered by type, newest first', async () => {
    const { id } = await created({ ...popup, title: { EN: 'Listed' } });
    const listed = (await send<ConsoleAnnouncement[]>(ops.content, 'GET', `${AnnouncementAdminPath.list}?contentType=PU`)).body.value!;
    expect(listed[0]!.id).toBe(id);
    expect(new Set(listed.map((a) => a.contentType))).toEqual(new Set(['PU']));
    expect(new Set(listed.map((a) => a.merchantCode))).toEqual(new Set(['MLOBBY']));
    expect((await send(ops.content, 'GET', AnnouncementAdminPath.one(id))).body.value).toMatchObject({ id, title: { EN: 'Listed' } });
  });

  it('updates given fields, switching an announcement off, with an audit row of before and after', async () => {
    const { id } = await created({ ...popup, title: { EN: 'To switch off' } });
    const res = await send(ops.content, 'PUT', AnnouncementAdminPath.one(id), { active: false, ordinal: 5 });
    expect(res.body.value).toMatchObject({ id, active: false, ordinal: 5, title: { EN: 'To switch off' }, updatedAt: clock });
    expect((await popups()).map((p) => p.id)).not.toContain(id);
    const [row] = await auditTrail(suite.app.db, announcementSubject(id));
    expect(row).toMatchObject({ actor: `operator:${ops.content.id}`, action: 'announcement.updated', detail: { from: { active: true, ordinal: 0 }, to: { active: false, ordinal: 5 } } });
  });

  it('an API key with content.manage does the same without a CSRF token', async () => {
    const secret = await apiKeyOf(suite.app, ops.content, ['content.manage']);
    const res = await keyCall<ConsoleAnnouncement>(suite.app, secret, 'POST', AnnouncementAdminPath.list, { ...popup, title: { EN: 'By script' } });
    expect(res.body.value).toMatchObject({ merchantCode: 'MLOBBY', title: { EN: 'By script' } });
  });

  it.each([
    ['an unknown content type', { ...popup, contentType: 'XX' }],
    ['a lower-case language code', { ...popup, title: { en: 'x' } }],
    ['an empty title map', { ...popup, title: {} }],
    ['a protocol-relative link', { ...popup, linkUrl: '//evil.example/x' }],
    ['an unknown field', { ...popup, colour: 'red' }],
    ['an end before the start', { ...popup, startsAt: clock, endsAt: clock - HOUR }],
  ])('refuses %s with request.invalid and creates nothing', async (_name, payload) => {
    const before = await popups();
    const res = await send(ops.content, 'POST', AnnouncementAdminPath.list, payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.requestInvalid);
    expect(await popups()).toEqual(before);
  });

  it('refuses an empty update or one ending before the stored start, changing nothing', async () => {
    const { id } = await created(popup);
    for (const body of [{}, { endsAt: clock - HOUR }]) {
      expect((await send(ops.content, 'PUT', AnnouncementAdminPath.one(id), body)).body.code).toBe(ErrorCode.requestInvalid);
    }
    expect(await auditTrail(suite.app.db, announcementSubject(id))).toHaveLength(1);
  });

  it("another merchant's announcement answers 404 as if it did not exist; naming another merchant is refused", async () => {
    const { id } = await created(popup);
    expect((await send(ops.other, 'GET', AnnouncementAdminPath.one(id))).status).toBe(404);
    const put = await send(ops.other, 'PUT', AnnouncementAdminPath.one(id), { active: false });
    expect(put.status).toBe(404);
    expect(put.body.code).toBe(ErrorCode.notFound);
    expect((await send<ConsoleAnnouncement[]>(ops.other, 'GET', AnnouncementAdminPath.list)).body.value!.map((a) => a.id)).not.toContain(id);
    expect((await send(ops.other, 'GET', `${AnnouncementAdminPath.list}?merchantCode=MLOBBY`)).status).toBe(403);
    expect((await send(ops.other, 'POST', AnnouncementAdminPath.list, { ...popup, merchantCode: 'MLOBBY' })).status).toBe(403);
    expect((await send(ops.content, 'GET', AnnouncementAdminPath.one(999_999))).status).toBe(404);
    expect(await auditTrail(suite.app.db, announcementSubject(id))).toHaveLength(1);
  });

  it('a platform-wide operator names the merchant to list and create, which must exist, and reaches any by id', async () => {
    expect((await send(ops.platform, 'GET', AnnouncementAdminPath.list)).body.code).toBe(ErrorCode.requestInvalid);
    expect((await send(ops.platform, 'POST', AnnouncementAdminPath.list, { ...popup, merchantCode: 'NOPE' })).body.code).toBe(ErrorCode.merchantInvalid);
    const made = await created({ ...popup, merchantCode: 'OTHERCO' }, ops.platform);
    expect(made.merchantCode).toBe('OTHERCO');
    expect((await send(ops.platform, 'PUT', AnnouncementAdminPath.one(made.id), { ordinal: 2 })).body.value).toMatchObject({ merchantCode: 'OTHERCO', ordinal: 2 });
    expect((await send<ConsoleAnnouncement[]>(ops.platform, 'GET', `${AnnouncementAdminPath.list}?merchantCode=OTHERCO`)).body.value!.map((a) => a.id)).toContain(made.id);
  });
});
