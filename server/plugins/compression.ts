/**
 * JSON answers of 1 KB and more leave compressed (brotli, else gzip, as the client's
 * Accept-Encoding allows): issue 11 "Fast reads", and the 999-game lists are hundreds of
 * kilobytes on a phone's connection. Only JSON: the site's files are compressed once at build
 * time (@fastify/static sends their .br/.gz siblings). Shared answers (server/http/shared-answer.ts)
 * are compressed once per encoding and reused; other answers are compressed per response, with
 * cheap settings when they are small (docs/decisions.md "Fast reads").
 */
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reusingCompressor } from '../http/shared-answer';

/** Smallest body compressed, in bytes (issue 11: "JSON responses above ~1 KB are compressed"). */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Bodies up to this size, compressed per response, get the cheap settings below. They fit the
 * connection's first round trip (initial congestion window, about 14 KB) at any ratio, so the
 * phone gets them no sooner from a better one; the CPU is what counts, and the default settings
 * cost 2–3 times as much for a ~2 KB status answer.
 */
export const SMALL_BODY_LIMIT = 16 * 1024;
/**
 * Output chunk for small bodies: one 2 KB chunk holds a compressed status answer, and Node takes
 * a buffer this small from its shared pool instead of allocating zlib's default 16 KB each time.
 */
const SMALL_CHUNK = 2048;
/**
 * Brotli quality 2 with a 2 KB window, zlib's fastest level with a 4 KB window and small hash
 * memory: for a small body their set-up, not the data, is most of the cost, and it grows with
 * window and memory. Quality 2 measured as fast as 1 on the status answer and 12% smaller.
 */
export const SMALL_BROTLI: BrotliOptions = {
  chunkSize: SMALL_CHUNK,
  params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_LGWIN]: 11 },
};
export const SMALL_GZIP: ZlibOptions = { chunkSize: SMALL_CHUNK, level: 1, windowBits: 12, memLevel: 4 };
/**
 * Bodies up to this size are compressed in one call on the event loop instead of through a zlib
 * stream: our largest, a 999-game list (~300 KB), takes about 2 ms at brotli quality 4, while the
 * stream's per-chunk scheduling cost the bench 5 times that on this 2-core machine.
 */
const SYNC_COMPRESS_LIMIT = 512 * 1024;

/** A compressor with the cheap settings for small bodies and the plugin's own for the others. */
function bySize<O>(compressor: (body: Buffer, options?: O) => Buffer, small: O) {
  return (body: Buffer, options?: O) => compressor(body, body.length <= SMALL_BODY_LIMIT ? small : options);
}

/** node:zlib's one-call compressors as @fastify/compress calls them; shared answers keep the plugin's settings and their result. */
const reusingZlib = {
  brotliCompressSync: reusingCompressor('br', brotliCompressSync, bySize(brotliCompressSync, SMALL_BROTLI)),
  gzipSync: reusingCompressor('gzip', gzipSync, bySize(gzipSync, SMALL_GZIP)),
};

export const compression = fp(
  async function compression(app: FastifyInstance) {
    // Before the routes: the plugin attaches its hook to each route as it is added.
    await app.register(compress, {
      global: true,
      // Request bodies are never inflated: our clients send plain JSON, a compressed body is refused
      // as malformed (no decompression bomb to defuse), and no route pays for the hook (docs/security.md).
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      syncThreshold: SYNC_COMPRESS_LIMIT,
      customTypes: /^application\/json\b/,
      zlib: reusingZlib,
    });
  },
  { name: 'compression' },
);
