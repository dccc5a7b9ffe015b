import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CACHE_IMMUTABLE } from '../../../../server/modules/site/cache-policy';
import { build, databases, tempDir, type TestApp } from '../../helpers/build';

const INDEX_HTML = '<!doctype html><html><head><title>mlobby</title></head><body><div id="root"></div></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A built site as webpack leaves it: index, a hashed bundle with .br/.gz siblings, assets, sw.js, an icon. */
async function fakeSite(): Promise<string> {
  const dir = await tempDir('mlobby-site');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'icons'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'main.3f9a1c2b.js'), MAIN_JS);
  await writeFile(path.join(dir, 'main.3f9a1c2b.js.br'), brotliCompressSync(MAIN_JS));
  await writeFile(path.join(dir, 'main.3f9a1c2b.js.gz'), gzipSync(MAIN_JS));
  await writeFile(path.join(dir, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

describe.each(databases())('member site under /m on $name', (db) => {
  let t: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await fakeSite();
    t = await build(db, { SITE_DIR: siteDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('redirects', () => {
    it.each([
      ['/', '/m/'],
      ['/m', '/m/'],
      ['/?code=AF123', '/m/?code=AF123'],
      ['/m?lang=en', '/m/?lang=en'],
    ])('sends %s to %s', async (from, to) => {
      const res = await get(from);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(to);
    });
  });

  describe('files', () => {
    it('serves index.html at /m/ with no-cache', async () => {
      const res = await get('/m/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    });

    it('caches a hashed bundle for a year, immutable', async () => {
      const res = await get('/m/main.3f9a1c2b.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
      expect(res.body).toBe(MAIN_JS);
    });

    it('caches anything under /m/assets/ for a year, immutable', async () => {
      expect((await get('/m/assets/logo.png')).headers['cache-control']).toBe(CACHE_IMMUTABLE);
    });

    it('revalidates sw.js and unhashed files on every load', async () => {
      expect((await get('/m/sw.js')).headers['cache-control']).toBe('no-cache');
      expect((await get('/m/icons/icon-192.png')).headers['cache-control']).toBe('no-cache');
    });

    it('serves the precompressed .br sibling when the browser accepts br', async () => {
      const res = await get('/m/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN_JS);
    });

    it('serves the .gz sibling when the browser accepts only gzip', async () => {
      const res = await get('/m/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(MAIN_JS);
    });

    it('does not serve files outside SITE_DIR', async () => {
      const res = await get('/m/..%2f..%2fpackage.json');
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('"dependencies"');
    });
  });

  describe('single-page-app fallback', () => {
    it.each(['/m/home', '/m/member/home', '/m/gameList?gameType=RNG'])('answers %s with index.html, no-cache', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    });

    it.each(['/m/main.deadbeef.js', '/m/missing.css', '/m/img/nothing.png', '/m/x.svg', '/m/app.js.map', '/m/font.woff2', '/m/data.json'])(
      'answers a missing asset %s with 404, not the page',
      async (url) => {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).not.toMatch(/html/);
      },
    );

    it('answers other methods with the 404 envelope', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/m/home' });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    });

    it('says to run npm run build while the site has no index.html', async () => {
      await rename(path.join(siteDir, 'index.html'), path.join(siteDir, 'index.off'));
      try {
        const res = await get('/m/home');
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('npm run build');
      } finally {
        await rename(path.join(siteDir, 'index.off'), path.join(siteDir, 'index.html'));
      }
      expect((await get('/m/home')).statusCode).toBe(200);
    });
  });

  describe('GET /m/manifest.webmanifest', () => {
    it('describes the installed app from the merchant configuration', async () => {
      const res = await get('/m/manifest.webmanifest');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const status = await t.app.inject({ method: 'GET', url: '/wps/system/settings/consolidated', headers: { merchant: 'MLOBBY' } });
      const { theme } = status.json().value;
      expect(res.json()).toEqual({
        id: '/m/',
        name: 'mlobby',
        short_name: 'mlobby',
        start_url: '/m/home',
        scope: '/m/',
        display: 'standalone',
        theme_color: theme.themeColor,
        background_color: theme.backgroundColor,
        lang: 'bn',
        icons: [
          { src: '/m/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/m/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/m/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      });
    });
  });
});
