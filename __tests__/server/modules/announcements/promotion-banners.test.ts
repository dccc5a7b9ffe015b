import type { AnnounceValue } from '@common/contract/announcements';
import type { Envelope } from '@common/contract/envelope';
import { PROMOTIONS_PAGE } from '../../../../server/modules/announcements/service';
import { announcements, type NewAnnouncementRow } from '../../../../server/modules/announcements/tables';
import { databases, siteHeaders, suiteApp } from '../../helpers/build';

describe.each(databases())('promotion banners (content type PR) among the home banners on $name', (db) => {
  const clock = Date.parse('2030-06-01T12:00:00Z');
  const suite = suiteApp(db, {}, { now: () => clock });
  const home = 'groupName=m_home&platform=M&merchantCode=MLOBBY';

  const value = async (types: string) => {
    const res = await suite.app.inject({ method: 'GET', url: `/wps/announcements?types=${types}&${home}`, headers: siteHeaders() });
    return res.json<Envelope<AnnounceValue>>().value!;
  };

  async function promotion(row: Partial<NewAnnouncementRow>): Promise<void> {
    await suite.app.db
      .insert(announcements)
      .values({ merchantCode: 'MLOBBY', contentType: 'PR', groupName: 'm_home', platform: 'ALL', title: { EN: 'Promo' }, content: {}, startsAt: new Date(clock), ...row });
  }

  it('a PR notice with a picture follows the banners, leading to /m/activity unless it names its own link; one without a picture stays a notice only', async () => {
    const before = await value('B,PL,PU');
    await promotion({ title: { EN: 'Pictured' }, imageUrl: '/announcement-uploads/9.png', ordinal: 2 });
    await promotion({ title: { EN: 'Linked' }, imageUrl: 'https://cdn.example/p.png', linkUrl: '/m/gameList?gameType=RNG', ordinal: 1 });
    await promotion({ title: { EN: 'Off' }, imageUrl: '/announcement-uploads/10.png', active: false });
    await promotion({ title: { EN: 'Elsewhere' }, imageUrl: '/announcement-uploads/11.png', groupName: '06_home' });
    const after = await value('B,PL,PU');
    expect(after.banners.slice(0, before.banners.length)).toEqual(before.banners);
    expect(after.banners.slice(before.banners.length)).toEqual([
      { url: 'https://cdn.example/p.png', groupName: 'm_home', linkUrl: '/m/gameList?gameType=RNG' },
      { url: '/announcement-uploads/9.png', groupName: 'm_home', linkUrl: PROMOTIONS_PAGE },
    ]);
    expect(PROMOTIONS_PAGE).toBe('/m/activity');
    // PR was not asked for: its notices stay out of the promotion list.
    expect(after.promotion).toEqual([]);
    // The seeded PR notice has no picture: never a banner.
    expect(after.banners.some((b) => b.url === '')).toBe(false);
  });

  it('no banners asked, no promotion banners; PR asked gives its notices as before', async () => {
    expect((await value('PL')).banners).toEqual([]);
    const pr = await value('PR');
    expect(pr.banners).toEqual([]);
    expect(pr.promotion.map((p) => p.title)).toContain('Weekly promotions');
  });
});
