import type { AnnounceValue } from '@common/contract/announcements';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { announcementSubject, type AdminAnnouncement } from '../../../../server/modules/announcements/service';
import { auditTrail } from '../../../../server/modules/audit/service';
import { databases, siteHeaders, suiteApp } from '../../helpers/build';

const ADMIN_TOKEN = 'operator-token-for-tests-42';
const HOUR = 3_600_000;

describe.each(databases())('announcement admin routes on $name', (db) => {
  const clock = Date.parse('2030-06-01T12:00:00Z');
  const suite = suiteApp(db, { ADMIN_TOKEN }, { now: () => clock });

  /** token null: no header at all. */
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token: string | null = ADMIN_TOKEN) =>
    suite.app.inject({ method, url, payload: payload as object, headers: token === null ? {} : { 'x-admin-token': token } });
  const created = async (payload: unknown) => (await send('POST', '/admin/merchants/MLOBBY/announcements', payload)).json<Envelope<AdminAnnouncement>>().value!;
  const popups = async (language = 'EN') =>
    (
      await suite.app.inject({
        method: 'GET',
        url: '/wps/announcements?types=PU&groupName=m_home&platform=M&merchantCode=MLOBBY',
        headers: siteHeaders({ language }),
      })
    ).json<Envelope<AnnounceValue>>().value!.popup;

  const popup = { contentType: 'PU', groupName: 'm_home', platform: 'M', title: { EN: 'Holiday', BN: 'ছুটি' }, content: { EN: 'Closed Friday' } };

  it('refuses create and update without the admin token (401) and changes nothing', async () => {
    const before = await popups();
    for (const token of [null, 'wrong-token-wrong-token']) {
      const res = await send('POST', '/admin/merchants/MLOBBY/announcements', popup, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(ErrorCode.adminTokenInvalid);
      expect((await send('PUT', `/admin/merchants/MLOBBY/announcements/${before[0]!.id}`, { active: false }, token)).statusCode).toBe(401);
    }
    expect(await popups()).toEqual(before);
  });

  it('creates an announcement, shown from now, with an audit row', async () => {
    const value = await created(popup);
    expect(value).toMatchObject({ ...popup, merchantCode: 'MLOBBY', active: true, ordinal: 0, startsAt: clock, endsAt: null, imageUrl: null });
    expect((await popups('BN')).map((p) => p.title)).toContain('ছুটি');
    const [row] = await auditTrail(suite.app.db, announcementSubject(value.id));
    expect(row).toMatchObject({ actor: 'admin-api', action: 'announcement.created', detail: { merchant: 'MLOBBY', contentType: 'PU' } });
  });

  it('updates given fields, switching an announcement off, with an audit row of before and after', async () => {
    const { id } = await created({ ...popup, title: { EN: 'To switch off' } });
    const res = await send('PUT', `/admin/merchants/MLOBBY/announcements/${id}`, { active: false, ordinal: 5 });
    expect(res.json<Envelope<AdminAnnouncement>>().value).toMatchObject({ id, active: false, ordinal: 5, title: { EN: 'To switch off' }, updatedAt: clock });
    expect((await popups()).map((p) => p.id)).not.toContain(id);
    const [row] = await auditTrail(suite.app.db, announcementSubject(id));
    expect(row).toMatchObject({ action: 'announcement.updated', detail: { from: { active: true, ordinal: 0 }, to: { active: false, ordinal: 5 } } });
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
    const res = await send('POST', '/admin/merchants/MLOBBY/announcements', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.requestInvalid);
    expect(await popups()).toEqual(before);
  });

  it('refuses an empty update or one ending before the stored start, changing nothing', async () => {
    const { id } = await created(popup);
    for (const body of [{}, { endsAt: clock - HOUR }]) {
      const res = await send('PUT', `/admin/merchants/MLOBBY/announcements/${id}`, body);
      expect(res.json().code).toBe(ErrorCode.requestInvalid);
    }
    expect(await auditTrail(suite.app.db, announcementSubject(id))).toHaveLength(1);
  });

  it('answers 404 for an unknown merchant or announcement, and for another merchant’s announcement', async () => {
    expect((await send('POST', '/admin/merchants/NOPE/announcements', popup)).json().code).toBe(ErrorCode.merchantInvalid);
    expect((await send('PUT', '/admin/merchants/NOPE/announcements/1', { active: false })).statusCode).toBe(404);
    const res = await send('PUT', '/admin/merchants/MLOBBY/announcements/999999', { active: false });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ErrorCode.notFound);
  });
});
