import { GAME_TYPES } from '@common/contract/games';
import { iconSvg, initialsOf } from '../../../../server/modules/catalog/icons';
import { databases, suiteApp } from '../../helpers/build';

/** Well-formed enough for a browser: one svg root, balanced tags, no script. */
function looksLikeSvg(text: string): boolean {
  const opened = (text.match(/<(?!\/)[a-zA-Z][^>]*[^/]>/g) ?? []).length;
  const closed = (text.match(/<\/[a-zA-Z]+>/g) ?? []).length;
  return text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') && text.endsWith('</svg>') && opened === closed && !/<script/i.test(text);
}

describe('iconSvg', () => {
  it('draws every game type as a small, well-formed SVG', () => {
    for (const type of GAME_TYPES) {
      const svg = iconSvg(`1:${type}`, type, 'LL');
      expect(looksLikeSvg(svg)).toBe(true);
      expect(svg.length).toBeLessThan(2_500);
    }
  });

  it('is the same for the same input and differs between games', () => {
    expect(iconSvg('1:Lucky Lanterns', 'RNG', 'LL')).toBe(iconSvg('1:Lucky Lanterns', 'RNG', 'LL'));
    expect(iconSvg('1:Lucky Lanterns', 'RNG', 'LL')).not.toBe(iconSvg('2:Jade Koi', 'RNG', 'LL'));
  });

  it('escapes the initials', () => {
    expect(iconSvg('x', 'RNG', '<&')).toContain('&#60;&#38;');
  });

  it('takes up to two initials from the words of a name', () => {
    expect(initialsOf('Lucky Lanterns Deluxe')).toBe('LL');
    expect(initialsOf("Wild Hold'em")).toBe('WH');
    expect(initialsOf('mlobby Slots')).toBe('MS');
    expect(initialsOf('')).toBe('?');
  });
});

describe.each(databases())('icon routes on $name', (db) => {
  const suite = suiteApp(db);
  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  it('serves a game icon without a Merchant header, cached for a week', async () => {
    const res = await get('/game-icons/games/10001.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(looksLikeSvg(res.body)).toBe(true);
    expect(res.body.length).toBeLessThan(2_500);
  });

  it.each(['/game-icons/games/999999.svg', '/game-icons/games/abc.svg', '/game-icons/games/10001.png', '/game-icons/games/0.svg'])(
    'answers 404 for %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    },
  );

  it.each(['MLS', 'TCG_SEA', 'TCG_LOTTO_VN', 'LIVE_ALC', 'SPORTS_SPX', 'ELOTT_ELX'])('serves the vendor icon %s', async (name) => {
    const res = await get(`/game-icons/vendors/${name}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(looksLikeSvg(res.body)).toBe(true);
  });

  it.each(['NOPE', 'LIVE_MLS', 'CASINO_ALC', 'a.b'])('answers 404 for the unknown vendor icon %s', async (name) => {
    expect((await get(`/game-icons/vendors/${name}.svg`)).statusCode).toBe(404);
  });
});
