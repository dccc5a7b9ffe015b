import { bannerSvg, wrapTitle } from '../../../../server/modules/announcements/images';
import type { AnnounceValue } from '@common/contract/announcements';
import type { Envelope } from '@common/contract/envelope';
import { databases, siteHeaders, suiteApp } from '../../helpers/build';

/** Well-formed enough for a browser: one svg root, balanced tags, no script, no external resource. */
function looksLikeSvg(text: string): boolean {
  const opened = (text.match(/<(?!\/)[a-zA-Z][^>]*[^/]>/g) ?? []).length;
  const closed = (text.match(/<\/[a-zA-Z]+>/g) ?? []).length;
  return (
    text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') &&
    text.endsWith('</svg>') &&
    opened === closed &&
    !/<script|href=|@import|url\((?!#)/i.test(text)
  );
}

describe('bannerSvg', () => {
  it('draws a banner and a slogan as well-formed SVGs under 3 KB', () => {
    for (const shape of ['banner', 'slogan'] as const) {
      const svg = bannerSvg('1', 'Lottery draws every day', 'Pick your numbers before the draw closes.', shape);
      expect(looksLikeSvg(svg)).toBe(true);
      expect(svg.length).toBeLessThan(3_000);
    }
  });

  it('shows the subtitle on a home banner only, not on the slogan strip', () => {
    expect(bannerSvg('1', 'Title', 'Sub line', 'banner')).toContain('Sub line');
    expect(bannerSvg('1', 'Title', 'Sub line', 'slogan')).not.toContain('Sub line');
    expect(bannerSvg('1', 'Title', '', 'banner')).not.toContain('fill-opacity=".85"');
  });

  it('uses system fonts only, so the first banner paints without a font download', () => {
    expect(bannerSvg('1', 'x', '', 'banner')).toMatch(/font-family="system-ui,[^"]*sans-serif"/);
  });

  it('escapes the title and differs between banners', () => {
    expect(bannerSvg('1', '<b>&', '', 'banner')).toContain('&#60;b&#62;&#38;');
    expect(bannerSvg('1', 'Same', '', 'banner')).not.toBe(bannerSvg('2', 'Same', '', 'banner'));
  });
});

describe('wrapTitle', () => {
  it('wraps at words into at most the given lines, ending a cut title with an ellipsis', () => {
    expect(wrapTitle('Lottery draws every day', 20)).toEqual(['Lottery draws every', 'day']);
    expect(wrapTitle('one two three four five six', 9)).toEqual(['one two', 'three…']);
    expect(wrapTitle('Short', 22, 1)).toEqual(['Short']);
  });
});

describe.each(databases())('announcement image route on $name', (db) => {
  const suite = suiteApp(db);

  async function bannerUrls(language: string, groupName = 'm_home'): Promise<string[]> {
    const res = await suite.app.inject({
      method: 'GET',
      url: `/wps/announcements?types=B&groupName=${groupName}&platform=M&merchantCode=MLOBBY`,
      headers: siteHeaders({ language }),
    });
    return res.json<Envelope<AnnounceValue>>().value!.banners.map((b) => b.url);
  }

  it('serves a listed banner without site headers as a small SVG cached for a week', async () => {
    const urls = await bannerUrls('EN');
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const res = await suite.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(looksLikeSvg(res.body)).toBe(true);
      expect(res.body.length).toBeLessThan(3_000);
    }
  });

  it('draws the title in the language of the list call', async () => {
    const [bn] = await bannerUrls('BN');
    expect(bn).toMatch(/\?lang=BN&v=/);
    expect((await suite.app.inject({ method: 'GET', url: bn! })).body).toContain('৬০০টিরও বেশি গেম');
    const [en] = await bannerUrls('EN');
    expect((await suite.app.inject({ method: 'GET', url: en! })).body).toContain('More than 600 games');
  });

  it('draws the 06_home slogan as a strip', async () => {
    const [url] = await bannerUrls('EN', '06_home');
    expect((await suite.app.inject({ method: 'GET', url: url! })).body).toMatch(/^<svg [^>]*height="120"/);
  });

  it.each(['/announcement-images/999999.svg', '/announcement-images/abc.svg', '/announcement-images/1.png', '/announcement-images/0.svg'])(
    'answers 404 for %s',
    async (url) => {
      expect((await suite.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    },
  );

  it('answers 404 for an announcement that is not a banner', async () => {
    const res = await suite.app.inject({
      method: 'GET',
      url: '/wps/announcements?types=PL&groupName=m_home&platform=M&merchantCode=MLOBBY',
      headers: siteHeaders(),
    });
    const id = res.json<Envelope<AnnounceValue>>().value!.player[0]!.id;
    expect((await suite.app.inject({ method: 'GET', url: `/announcement-images/${id}.svg` })).statusCode).toBe(404);
  });
});
