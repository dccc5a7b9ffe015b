/**
 * JSON answers above 1 KB leave compressed (brotli, else gzip, as the client's Accept-Encoding
 * allows): the 999-game lists are hundreds of kilobytes on a phone's connection. Only JSON: the
 * site's files are compressed once at build time (@fastify/static sends their .br/.gz siblings),
 * and below a kilobyte compression costs more time than the bytes it saves.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smallest body worth compressing, in bytes. */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Bodies up to this size are compressed in one call on the event loop instead of through a zlib
 * stream: our largest, a 999-game list (~300 KB), takes about 2 ms at brotli quality 4, while the
 * stream's per-chunk scheduling cost the bench 5 times that on this 2-core machine.
 */
const SYNC_COMPRESS_LIMIT = 512 * 1024;

export const compression = fp(
  async function compression(app: FastifyInstance) {
    // Before the routes: the plugin attaches its hook to each route as it is added.
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD, syncThreshold: SYNC_COMPRESS_LIMIT, customTypes: /^application\/json\b/ });
  },
  { name: 'compression' },
);
