import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GamePath } from '@common/contract/games';
import { openDatabase } from '../../../../server/db/connection';
import { caughtUp, invalidate } from '../../../../server/db/process-cache';
import { ok } from '../../../../server/http/envelope';
import { CATALOG_SCOPE } from '../../../../server/modules/catalog/layout';
import { listGames } from '../../../../server/modules/catalog/service';
import { catalogGames } from '../../../../server/modules/catalog/tables';
import { build, buildOnDatabase, databases, siteHeaders, type TestApp } from '../../helpers/build';

const FISH = { gameType: 'FISH' as const, pageNo: 1, pageSize: 999 };
const FISH_LIST = `${GamePath.list}?merchant=MLOBBY&clientType=2&language=EN&gameType=FISH&pageNo=1&pageSize=999`;
const HOT = `${GamePath.hot}?isPlatform=2&platform=html5&language=EN`;

describe.each(databases())('shared catalogue answers on $name', (db) => {
  let first: TestApp;
  /** A second node on the same database (PostgreSQL); PGlite is one process's database, so the same app. */
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await build(db);
    second = db.url ? await buildOnDatabase(await openDatabase({ url: first.config.databaseUrl!, dataDir: os.tmpdir() })) : first.app;
  });
  afterAll(async () => {
    if (second !== first.app) await second.close();
    await first.close();
  });
  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: siteHeaders(headers) });

  it('a kept answer is byte for byte the one read and serialized afresh', async () => {
    const kept = await get(first.app, FISH_LIST);
    const again = await get(first.app, FISH_LIST);
    invalidate(first.app.db, CATALOG_SCOPE);
    const fresh = await get(first.app, FISH_LIST);
    expect(again.rawPayload.equals(kept.rawPayload)).toBe(true);
    expect(fresh.rawPayload.equals(kept.rawPayload)).toBe(true);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.json()).toEqual(JSON.parse(JSON.stringify(ok(await listGames(first.app.db, 'MLOBBY', FISH)))));
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('every Accept-Encoding gets its own encoding of the same answer (%s), with the same ETag and Vary on all', async (encoding, decode) => {
    const plain = await get(first.app, FISH_LIST);
    const packed = await get(first.app, FISH_LIST, { 'accept-encoding': encoding });
    const packedAgain = await get(first.app, FISH_LIST, { 'accept-encoding': encoding });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(decode(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(packedAgain.rawPayload.equals(packed.rawPayload)).toBe(true);
    for (const res of [plain, packed]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
  });

  it.each([FISH_LIST, HOT])('%s answers If-None-Match with its ETag by 304 and no body, and another ETag with the answer', async (url) => {
    const full = await get(first.app, url);
    const etag = String(full.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const notModified = await get(first.app, url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect((await get(first.app, url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('a catalogue change made on one node gives every node a new answer and ETag', async () => {
    const before = await get(second, HOT);
    const hotGame = before.json<{ value: { gameId: number; gameName: string }[] }>().value[0]!;
    await first.app.db.update(catalogGames).set({ gameName: 'Renamed hot game' }).where(eq(catalogGames.id, hotGame.gameId));
    try {
      if (db.url) await caughtUp(second.db);
      const after = await get(second, HOT);
      expect(after.json<{ value: { gameName: string }[] }>().value[0]!.gameName).toBe('Renamed hot game');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect((await get(second, HOT, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    } finally {
      await first.app.db.update(catalogGames).set({ gameName: hotGame.gameName }).where(eq(catalogGames.id, hotGame.gameId));
      if (db.url) await caughtUp(second.db);
    }
  });
});
