/**
 * GET /favicon.ico: our icon for pages outside /m (the house game pages, the API reference),
 * which browsers ask for at the root; without it every game page logged a 404.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { textReply } from '../../http/responses';
import { notFound } from '../../plugins/errors';
import { CACHE_FAVICON } from './cache-policy';

export const FAVICON_PATH = '/favicon.ico';

/** Registers FAVICON_PATH: the built site's icons/favicon.svg (SVG under the conventional name, which browsers sniff by type). */
export async function faviconRoute(app: FastifyInstance): Promise<void> {
  const file = path.resolve(app.config.siteDir, 'icons', 'favicon.svg');
  app.get(FAVICON_PATH, { schema: { response: textReply('image/svg+xml', 'Our favicon'), tags: ['site'] } }, async (request, reply) => {
    const svg = await readFile(file).catch(() => null);
    if (!svg) return notFound(request, reply);
    return reply.type('image/svg+xml').header('cache-control', CACHE_FAVICON).send(svg);
  });
}
