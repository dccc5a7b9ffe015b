/**
 * The member site under /m: built files from SITE_DIR (precompressed .br/.gz siblings chosen by
 * Accept-Encoding), the web manifest, and the single-page-app fallback to index.html.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { textReply } from '../../http/responses';
import { notFound } from '../../plugins/errors';
import { findMerchant } from '../merchant';
import { CACHE_REVALIDATE, cacheControlFor, isAssetPath } from './cache-policy';
import { webManifest } from './manifest';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site not built</title></head>
<body><h1>The member site is not built yet</h1>
<p>Run <code>npm run build</code>, then reload this page.</p></body></html>
`;

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Registers /m/* (prefix /m): manifest, static files, SPA fallback. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const root = path.resolve(app.config.siteDir);

  // Set before the static plugin registers, so its misses (reply.callNotFound) land here.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0]!;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isAssetPath(urlPath)) return notFound(request, reply);
    reply.header('cache-control', CACHE_REVALIDATE);
    if (!(await isFile(path.join(root, 'index.html')))) {
      return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return reply.sendFile('index.html');
  });

  app.get('/manifest.webmanifest', { schema: { response: textReply('application/manifest+json', 'The web app manifest of the merchant'), tags: ['site'] } }, async (request, reply) => {
    const merchant = await findMerchant(app.db, app.config.merchantCode);
    if (!merchant) return notFound(request, reply);
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', CACHE_REVALIDATE).send(JSON.stringify(webManifest(merchant)));
  });

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
}

/** `/` and `/m` lead to the site's root, `/m/`. */
export async function siteRedirects(app: FastifyInstance): Promise<void> {
  for (const url of ['/', '/m']) {
    // Keep the query string: links such as affiliate invitations carry their code in it.
    app.get(url, { schema: { response: { 302: { description: 'To /m/, keeping the query', type: 'null' } }, tags: ['site'] } }, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`/m/${query >= 0 ? request.url.slice(query) : ''}`, 302);
    });
  }
}
