import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ErrorCode } from '@common/contract/envelope';
import { GamePath } from '@common/contract/games';
import { COMPRESS_THRESHOLD, SMALL_BODY_LIMIT, SMALL_BROTLI, SMALL_GZIP } from '../../../server/plugins/compression';
import { databases, siteHeaders, suiteApp } from '../helpers/build';

const STATUS = '/wps/system/status';
const COUNTRIES = '/wps/system/country';
const FISH_LIST = `${GamePath.list}?merchant=MLOBBY&clientType=2&language=EN&gameType=FISH&pageNo=1&pageSize=999`;

describe.each(databases())('response compression on $name', (db) => {
  const suite = suiteApp(db);
  const get = (url: string, acceptEncoding?: string) =>
    suite.app.inject({ url, headers: siteHeaders(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('the FISH list asked with Accept-Encoding %s comes back that way and decodes to the same JSON', async (encoding, decode) => {
    const plain = await get(FISH_LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().value.games.length).toBeGreaterThan(100);
    const packed = await get(FISH_LIST, `${encoding}, deflate`);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('never inflates a request body: a gzipped JSON body is refused as malformed', async () => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/wps/member/login',
      headers: siteHeaders({ 'content-type': 'application/json', 'content-encoding': 'gzip' }),
      payload: gzipSync(JSON.stringify({ username: 'nobody1', password: 'secret123' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.requestMalformed);
  });

  it('prefers brotli when the client takes both', async () => {
    expect((await get(FISH_LIST, 'gzip, deflate, br')).headers['content-encoding']).toBe('br');
  });

  it('leaves a JSON answer under the threshold as it is', async () => {
    const res = await get(GamePath.showLogo, 'gzip, deflate, br');
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().value).toBe(true);
  });

  it.each([
    ['br', (body: Buffer) => brotliCompressSync(body, SMALL_BROTLI)],
    ['gzip', (body: Buffer) => gzipSync(body, SMALL_GZIP)],
  ])('compresses a JSON answer from 1 KB (the country list) with the cheap small-body settings, %s', async (encoding, cheap) => {
    const plain = await get(COUNTRIES);
    expect(COMPRESS_THRESHOLD).toBe(1024);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD);
    expect(plain.rawPayload.length).toBeLessThanOrEqual(SMALL_BODY_LIMIT);
    const packed = await get(COUNTRIES, encoding);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.rawPayload).toEqual(cheap(plain.rawPayload));
  });

  it('sends the status answer in brotli as its info compressed once plus the client part appended, decoding to the plain answer', async () => {
    const plain = await get(STATUS);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD);
    const perCall = brotliCompressSync(plain.rawPayload, SMALL_BROTLI);
    // The first call starts compressing info (in zlib's thread pool); wait for its answers to change form.
    let packed = await get(STATUS, 'br');
    for (let i = 0; i < 100 && packed.rawPayload.equals(perCall); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      packed = await get(STATUS, 'br');
    }
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.equals(perCall)).toBe(false);
    expect(brotliDecompressSync(packed.rawPayload)).toEqual(plain.rawPayload);
    const gzipped = await get(STATUS, 'gzip');
    expect(gunzipSync(gzipped.rawPayload)).toEqual(plain.rawPayload);
  });
});
