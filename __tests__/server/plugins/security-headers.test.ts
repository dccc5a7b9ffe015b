import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { API_CSP, DOCS_CSP, EMPTY_STYLE_HASH, HSTS, SITE_CSP, SVG_CSP } from '../../../server/plugins/security-headers';
import { HOUSE_SLOT_PREFIX } from '../../../server/vendors/house-slot/adapter';
import { SIMULATOR_PREFIX } from '../../../server/vendors/simulator/adapter';
import { siteHeaders, suiteApp } from '../helpers/build';

/** The header's directives as a map, to compare with the policy objects. */
function directivesOf(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What helmet sends that only a document a browser renders reads; pages carry them, JSON answers do not. */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Headers every response carries, whatever its policy; no HSTS over plain HTTP. */
function expectBaseline(res: LightMyRequestResponse): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** A built site of two files, made before the first request (the site reads SITE_DIR per request). */
const SITE_DIR = path.join(os.tmpdir(), `mlobby-headers-site-${randomBytes(6).toString('hex')}`);

async function writeSite(): Promise<void> {
  await mkdir(path.join(SITE_DIR, 'icons'), { recursive: true });
  await writeFile(path.join(SITE_DIR, 'index.html'), '<!doctype html><title>site</title><script defer src="/m/assets/main.js"></script>');
  await writeFile(path.join(SITE_DIR, 'icons', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('security headers over plain HTTP', () => {
  const suite = suiteApp({ name: 'pglite' }, { SITE_DIR }, {}, writeSite);
  afterAll(() => rm(SITE_DIR, { recursive: true, force: true }));

  test('a JSON API answer gets the strict default: nothing loads, nothing frames it, no referrer', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders() });
    expect(res.statusCode).toBe(200);
    expectBaseline(res);
    expect(directivesOf(res)).toEqual(API_CSP);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  const helmetPart = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => /^(content-security-policy|referrer-policy|x-(?!ratelimit)|cross-origin|origin-agent)/.test(name)));

  test('every response of a fixed policy carries the same helmet headers as its first', async () => {
    for (const url of ['/wps/system/status', '/m/']) {
      const [first, second] = [await suite.app.inject({ url, headers: siteHeaders() }), await suite.app.inject({ url, headers: siteHeaders() })];
      expect(helmetPart(second.headers)).toEqual(helmetPart(first.headers));
      expect(Object.keys(helmetPart(first.headers)).length).toBeGreaterThanOrEqual(5);
    }
  });

  test('a JSON answer carries the headers an API response acts on, and none that only a rendered document reads', async () => {
    const api = await suite.app.inject({ url: '/wps/system/status', headers: siteHeaders() });
    expect(Object.keys(helmetPart(api.headers)).sort()).toEqual([
      'content-security-policy',
      'cross-origin-resource-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ]);
    for (const url of ['/m/', `${HOUSE_SLOT_PREFIX}/?lang=en`]) {
      const page = await suite.app.inject({ url });
      for (const name of DOCUMENT_ONLY_HEADERS) expect([url, name, page.headers[name]]).toEqual([url, name, expect.any(String)]);
    }
  });

  test('a gateway refusal (no Merchant header) carries the default headers too', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(400);
    expectBaseline(res);
    expect(directivesOf(res)).toEqual(API_CSP);
  });

  test.each(['/m/home', '/m/', '/m/index.html'])('the site page %s runs under the site policy: own scripts only, no inline script, the empty style element by hash', async (url) => {
    const res = await suite.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectBaseline(res);
    const directives = directivesOf(res);
    expect(directives).toEqual(SITE_CSP);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", EMPTY_STYLE_HASH]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test.each(['/console/', '/console/players/7'])('the console page %s runs under the site policy too: no inline script', async (url) => {
    const res = await suite.app.inject({ method: 'GET', url });
    expectBaseline(res);
    expect(directivesOf(res)).toEqual(SITE_CSP);
  });

  test('the console API keeps the strict default', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/console/api/session' });
    expect(res.statusCode).toBe(401);
    expect(directivesOf(res)).toEqual(API_CSP);
  });

  test.each([
    ['house slot', `${HOUSE_SLOT_PREFIX}/?lang=en`],
    ['simulator', `${SIMULATOR_PREFIX}/?vendor=PG&lang=en`],
  ])('the %s page allows only its own inline script and style, by the nonces of this response, and sends no referrer', async (_name, url) => {
    const first = await suite.app.inject({ method: 'GET', url });
    const second = await suite.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expectBaseline(first);
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const directives = directivesOf(first);
    const scriptNonce = /^'nonce-([0-9a-f]{32})'$/.exec(directives['script-src']?.join(' ') ?? '')?.[1];
    const styleNonce = /^'nonce-([0-9a-f]{32})'$/.exec(directives['style-src']?.join(' ') ?? '')?.[1];
    expect(scriptNonce).toBeDefined();
    expect(styleNonce).toBeDefined();
    expect(directives).toMatchObject({ 'default-src': ["'none'"], 'connect-src': ["'self'"], 'frame-ancestors': ["'none'"] });
    const scripts = [...first.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    const styles = [...first.body.matchAll(/<style([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([` nonce="${scriptNonce}"`]);
    expect(styles).toEqual([` nonce="${styleNonce}"`]);
    expect(directivesOf(second)['script-src']).not.toEqual(directives['script-src']);
  });

  test('/docs runs under its own policy: its files from this server, data: images, no framing', async () => {
    const page = await suite.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expectBaseline(page);
    expect(directivesOf(page)).toEqual(DOCS_CSP);
    const initializer = await suite.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(directivesOf(initializer)).toEqual(DOCS_CSP);
  });

  test.each(['/game-icons/games/10001.svg', '/m/icons/favicon.svg'])('the SVG %s may not run script: default-src none, sandboxed', async (url) => {
    const res = await suite.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expectBaseline(res);
    expect(res.headers['content-security-policy']).toBe(SVG_CSP);
  });

  test('X-Forwarded-Proto from a peer that is not a trusted proxy brings no HSTS', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/m/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a trusted TLS proxy', () => {
  const suite = suiteApp({ name: 'pglite' }, { TRUST_PROXY: 'true' });

  test.each(['/m/', '/wps/system/status'])('HSTS is sent on %s when the request came over HTTPS', async (url) => {
    const res = await suite.app.inject({ method: 'GET', url, headers: { ...siteHeaders(), 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });

  test('no HSTS when the request came over plain HTTP', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/m/', headers: { 'x-forwarded-proto': 'http' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
