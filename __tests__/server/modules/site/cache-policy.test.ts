import { CACHE_IMMUTABLE, CACHE_REVALIDATE, cacheControlFor, isAssetPath } from '../../../../server/modules/site/cache-policy';

describe('cacheControlFor', () => {
  it.each([
    '/srv/dist/main.3f9a1c2b.js',
    '/srv/dist/412.a1b2c3d4e5f60718.chunk.css',
    '/srv/dist/vendors-3f9a1c2b.js',
    '/srv/dist/main.3f9a1c2b.js.br',
    '/srv/dist/main.3f9a1c2b.js.gz',
    '/srv/dist/assets/logo.png',
  ])('caches %s for a year, immutable', (file) => {
    expect(cacheControlFor(file)).toBe(CACHE_IMMUTABLE);
  });

  it.each(['/srv/dist/index.html', '/srv/dist/sw.js', '/srv/dist/manifest.webmanifest', '/srv/dist/icons/icon-192.png', '/srv/dist/main.js', '/srv/dist/index.html.br'])(
    'revalidates %s',
    (file) => {
      expect(cacheControlFor(file)).toBe(CACHE_REVALIDATE);
    },
  );
});

describe('isAssetPath', () => {
  it.each(['/m/a.js', '/m/b.CSS', '/m/c.png', '/m/d.svg', '/m/e.js.map', '/m/f.woff2', '/m/g.json'])('treats %s as an asset', (p) => {
    expect(isAssetPath(p)).toBe(true);
  });

  it.each(['/m/home', '/m/member/home', '/m/', '/m/.hidden', '/m/v1.2/page'])('treats %s as a page', (p) => {
    expect(isAssetPath(p)).toBe(false);
  });
});
