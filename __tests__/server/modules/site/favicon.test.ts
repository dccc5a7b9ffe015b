import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_FAVICON } from '../../../../server/modules/site/cache-policy';
import { FAVICON_PATH } from '../../../../server/modules/site';
import { HOUSE_SLOT_PREFIX } from '../../../../server/vendors/house-slot/adapter';
import { build, databases, tempDir, type TestApp } from '../../helpers/build';

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';

describe.each(databases())('favicon on $name', (db) => {
  let t: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await tempDir('mlobby-favicon');
    await mkdir(path.join(siteDir, 'icons'), { recursive: true });
    await writeFile(path.join(siteDir, 'icons', 'favicon.svg'), ICON);
    t = await build(db, { SITE_DIR: siteDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('serves our icon at /favicon.ico (asked for by pages outside /m) as SVG with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(CACHE_FAVICON);
    expect(Number(/max-age=(\d+)/.exec(CACHE_FAVICON)?.[1])).toBeGreaterThanOrEqual(7 * 24 * 3600);
    expect(res.body).toBe(ICON);
  });

  it('is named by the house game pages, whose CSP allows images from this origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${HOUSE_SLOT_PREFIX}/?lang=en` });
    expect(res.body).toContain(`<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`);
    expect(String(res.headers['content-security-policy'])).toMatch(/img-src 'self'/);
  });
});
