import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AnnounceValue } from '@common/contract/announcements';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { announcements, type NewAnnouncementRow } from '../../../../server/modules/announcements/tables';
import { databases, siteHeaders, suiteApp } from '../../helpers/build';

const HOUR = 3_600_000;

describe.each(databases())('GET /wps/announcements on $name', (db) => {
  let clock = Date.parse('2030-06-01T12:00:00Z');
  const suite = suiteApp(db, {}, { now: () => clock });

  const list = (query: string, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'GET', url: `/wps/announcements?${query}`, headers: siteHeaders(headers) });
  const value = async (query: string, headers: Record<string, string> = {}) => {
    const res = await list(query, headers);
    expect(res.statusCode).toBe(200);
    return res.json<Envelope<AnnounceValue>>().value!;
  };
  const home = 'groupName=m_home&platform=M&merchantCode=MLOBBY';

  /** Adds a player notice to MLOBBY's home straight in the table (the admin routes have their own tests). */
  async function notice(app: FastifyInstance, row: Partial<NewAnnouncementRow>): Promise<number> {
    const [inserted] = await app.db
      .insert(announcements)
      .values({ merchantCode: 'MLOBBY', contentType: 'PL', groupName: 'm_home', platform: 'ALL', title: { EN: 'x' }, content: {}, startsAt: new Date(clock), ...row })
      .returning({ id: announcements.id });
    return inserted!.id;
  }

  it('returns the asked types of the group, types not asked for empty', async () => {
    const v = await value(`types=B,PL,PU&${home}`);
    expect(v.banners).toHaveLength(3);
    expect(v.banners.every((b) => b.groupName === 'm_home' && b.url.startsWith('/announcement-images/'))).toBe(true);
    expect(v.player.map((p) => p.title)).toEqual(['New games arrive every week', 'Keep your account safe', 'Play responsibly']);
    expect(v.popup).toEqual([expect.objectContaining({ title: 'Welcome', imageUrl: null })]);
    expect(v.promotion).toEqual([]);
    expect((await value(`types=PR&${home}`)).promotion).toEqual([expect.objectContaining({ title: 'Weekly promotions' })]);
  });

  it('gives the 06_home group its one slogan banner', async () => {
    const v = await value('types=B,PL&groupName=06_home&platform=M&merchantCode=MLOBBY');
    expect(v.banners).toHaveLength(1);
    expect(v.banners[0]!.groupName).toBe('06_home');
    expect(v.player).toEqual([]);
  });

  it('orders banners by ordinal', async () => {
    const first = await value(`types=B&${home}`);
    await suite.app.db
      .update(announcements)
      .set({ ordinal: -1 })
      .where(and(eq(announcements.merchantCode, 'MLOBBY'), eq(announcements.seedKey, 'banner-trial')));
    const after = await value(`types=B&${home}`);
    expect(after.banners.map((b) => b.url.split('?')[0])).toEqual([first.banners[2], first.banners[0], first.banners[1]].map((b) => b!.url.split('?')[0]));
  });

  it('shows a notice only while active and within starts_at and ends_at at the server clock', async () => {
    const id = await notice(suite.app, { title: { EN: 'Window' }, startsAt: new Date(clock + HOUR), endsAt: new Date(clock + 2 * HOUR) });
    const inactive = await notice(suite.app, { title: { EN: 'Off' }, active: false });
    const webOnly = await notice(suite.app, { title: { EN: 'Web' }, platform: 'W' });
    const ids = async () => (await value(`types=PL&${home}`)).player.map((p) => p.id);
    expect(await ids()).not.toContain(id);
    clock += HOUR;
    expect(await ids()).toContain(id);
    expect((await value(`types=PL&${home}`)).player.find((p) => p.id === id)!.publishedAt).toBe(clock);
    clock += HOUR;
    expect(await ids()).not.toContain(id);
    expect(await ids()).not.toContain(inactive);
    expect(await ids()).not.toContain(webOnly);
  });

  it('writes texts in the Language header, falling back to English, then to the first language code alphabetically', async () => {
    const bn = await value(`types=PL,PU&${home}`, { language: 'BN' });
    expect(bn.player[0]!.title).toBe('প্রতি সপ্তাহে নতুন গেম আসছে');
    expect(bn.popup[0]!.content).toMatch(/^আমাদের সাথে/);
    expect((await value(`types=PL&${home}`, { language: 'VI' })).player[0]!.title).toBe('New games arrive every week');
    const id = await notice(suite.app, { title: { HI: 'नमस्ते', BN: 'নমস্কার' }, content: { HI: 'हिंदी' } });
    const vi = (await value(`types=PL&${home}`, { language: 'VI' })).player.find((p) => p.id === id)!;
    expect(vi).toMatchObject({ title: 'নমস্কার', content: 'हिंदी' });
  });

  it('accepts the trial merchant code and ignores a token sent along', async () => {
    const v = await value(`types=B&groupName=m_home&platform=M&merchantCode=MLOBBYTRIAL&token=nonsense`, { authorization: 'not-a-token' });
    expect(v.banners).toHaveLength(3);
  });

  it('refuses a merchantCode that is not the Merchant header’s', async () => {
    const res = await list('types=B&groupName=m_home&platform=M&merchantCode=OTHER');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.merchantInvalid });
  });

  it.each([
    'types=B,XX&groupName=m_home&platform=M&merchantCode=MLOBBY',
    'types=&groupName=m_home&platform=M&merchantCode=MLOBBY',
    'types=B,,PL&groupName=m_home&platform=M&merchantCode=MLOBBY',
    'types=B&groupName=other&platform=M&merchantCode=MLOBBY',
    'types=B&groupName=m_home&platform=W&merchantCode=MLOBBY',
    'groupName=m_home&platform=M&merchantCode=MLOBBY',
  ])('refuses the bad query %s with request.invalid', async (query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
  });
});
