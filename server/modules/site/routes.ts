/**
 * The member site under /m: built files from SITE_DIR (precompressed .br/.gz siblings chosen by
 * Accept-Encoding), the web manifest, and the single-page-app fallback to index.html.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { textReply } from '../../http/responses';
import { notFound } from '../../plugins/errors';
import { findMerchant } from '../merchant';
import { CACHE_REVALIDATE } from './cache-policy';
import { webManifest } from './manifest';
import { notBuiltPage, spaFiles } from './spa';

/** The console's build when it lies inside the site's (dist/console in dist/, the default): not the site's to serve. */
function consoleFolderIn(siteDir: string, consoleDir: string): string | undefined {
  const inside = path.relative(path.resolve(siteDir), path.resolve(consoleDir));
  return inside && !inside.startsWith('..') && !path.isAbsolute(inside) ? inside.split(path.sep).join('/') : undefined;
}

/** Registers /m/* (prefix /m): manifest, static files, SPA fallback. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  app.get('/manifest.webmanifest', { schema: { response: textReply('application/manifest+json', 'The web app manifest of the merchant'), tags: ['site'] } }, async (request, reply) => {
    const merchant = await findMerchant(app.db, app.config.merchantCode);
    if (!merchant) return notFound(request, reply);
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', CACHE_REVALIDATE).send(JSON.stringify(webManifest(merchant)));
  });

  await spaFiles(app, { root: path.resolve(app.config.siteDir), notBuiltPage: notBuiltPage('member site'), hiddenFolder: consoleFolderIn(app.config.siteDir, app.config.consoleDir) });
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
