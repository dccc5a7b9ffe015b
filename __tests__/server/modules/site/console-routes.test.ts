import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { CACHE_IMMUTABLE } from '../../../../server/modules/site/cache-policy';
import { build, databases, tempDir, type TestApp } from '../../helpers/build';

const SITE_HTML = '<!doctype html><title>site</title>';
const CONSOLE_HTML = '<!doctype html><title>console</title>';
const CONSOLE_JS = `console.log(${JSON.stringify('c'.repeat(2000))});`;

/** A built site with the console's build inside it, as webpack leaves them (dist/ and dist/console/). */
async function fakeBuild(): Promise<string> {
  const dir = await tempDir('mlobby-console-site');
  await mkdir(path.join(dir, 'console', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), SITE_HTML);
  await writeFile(path.join(dir, 'console', 'index.html'), CONSOLE_HTML);
  await writeFile(path.join(dir, 'console', 'assets', 'main.0123456789.js'), CONSOLE_JS);
  await writeFile(path.join(dir, 'console', 'assets', 'main.0123456789.js.br'), brotliCompressSync(CONSOLE_JS));
  return dir;
}

describe.each(databases())('console app under /console on $name', (db) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await fakeBuild();
    t = await build(db, { SITE_DIR: dir, CONSOLE_DIR: path.join(dir, 'console') });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends /console to /console/', async () => {
    const res = await get('/console');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/console/');
  });

  it.each(['/console/', '/console/players/12', '/console/review?kind=wallet-adjustment'])('answers the page %s with the console index.html, no-cache', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(CONSOLE_HTML);
  });

  it('serves its hashed assets for a year, precompressed when the browser takes br', async () => {
    const res = await get('/console/assets/main.0123456789.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await get('/console/assets/missing.0123456789.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });

  it.each([
    ['GET', '/console/api/nothing-here'],
    ['GET', '/console/api'],
    ['POST', '/console/api/nothing-here'],
  ])('keeps %s %s the API: the 404 envelope, never the console page', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET' | 'POST', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json()).toMatchObject({ success: false, code: 'not.found' });
  });

  it('still answers the console API routes', async () => {
    const res = await get('/console/api/session');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('operator.not.logged.in');
  });

  it('never serves the console build as part of the member site under /m', async () => {
    for (const url of ['/m/console/', '/m/console/index.html', '/m/console/assets/main.0123456789.js']) {
      const res = await get(url);
      expect(res.body).not.toBe(CONSOLE_HTML);
      expect(res.body).not.toBe(CONSOLE_JS);
    }
  });

  it('says to run npm run build while the console is not built', async () => {
    await rm(path.join(dir, 'console', 'index.html'));
    try {
      const res = await get('/console/players');
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await writeFile(path.join(dir, 'console', 'index.html'), CONSOLE_HTML);
    }
  });
});
