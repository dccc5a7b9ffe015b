/**
 * JSON answers of 4 KB and more leave compressed (brotli, else gzip, as the client's
 * Accept-Encoding allows): the 999-game lists are hundreds of kilobytes on a phone's connection.
 * Only JSON: the site's files are compressed once at build time (@fastify/static sends their
 * .br/.gz siblings). Shared answers (server/http/shared-answer.ts) are compressed once per
 * encoding and reused.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reusingCompressor } from '../http/shared-answer';

/**
 * Smallest body worth compressing, in bytes. Compressing costs 30–50 µs of CPU per answer
 * whatever its size (brotli and gzip set up their state for each one), as much as the rest of
 * a small request; and an answer this small fits the connection's first round trip (initial
 * congestion window, about 14 KB) compressed or not, so the phone gets it no sooner.
 */
export const COMPRESS_THRESHOLD = 4096;
/**
 * Bodies up to this size are compressed in one call on the event loop instead of through a zlib
 * stream: our largest, a 999-game list (~300 KB), takes about 2 ms at brotli quality 4, while the
 * stream's per-chunk scheduling cost the bench 5 times that on this 2-core machine.
 */
const SYNC_COMPRESS_LIMIT = 512 * 1024;

/** node:zlib's one-call compressors as @fastify/compress calls them, keeping shared answers' results. */
const reusingZlib = {
  brotliCompressSync: reusingCompressor('br', brotliCompressSync),
  gzipSync: reusingCompressor('gzip', gzipSync),
};

export const compression = fp(
  async function compression(app: FastifyInstance) {
    // Before the routes: the plugin attaches its hook to each route as it is added.
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      syncThreshold: SYNC_COMPRESS_LIMIT,
      customTypes: /^application\/json\b/,
      zlib: reusingZlib,
    });
  },
  { name: 'compression' },
);
