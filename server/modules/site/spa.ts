/**
 * A built single-page app under a prefix (the member site under /m, the console under /console):
 * its files (precompressed .br/.gz siblings chosen by Accept-Encoding) and the fallback of every
 * other page address to its index.html.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../plugins/errors';
import { CACHE_REVALIDATE, cacheControlFor, isAssetPath } from './cache-policy';

export interface SpaOptions {
  /** The build's folder. */
  root: string;
  /** What a page address answers (503) while the app has no index.html. */
  notBuiltPage: string;
  /** Full URL paths under the prefix that are never the app's (an API beside it): they answer the 404 envelope. */
  reserved?: (urlPath: string) => boolean;
  /** A subfolder of root that is another app's build (dist/console inside the site's dist/): never served from here. */
  hiddenFolder?: string;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Registers the app's files and its fallback in this (prefixed) plugin. */
export async function spaFiles(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const root = path.resolve(options.root);
  const hidden = options.hiddenFolder ? `/${options.hiddenFolder}` : null;

  // Set before the static plugin registers, so its misses (reply.callNotFound) land here.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0]!;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isAssetPath(urlPath) || options.reserved?.(urlPath)) return notFound(request, reply);
    reply.header('cache-control', CACHE_REVALIDATE);
    if (!(await isFile(path.join(root, 'index.html')))) {
      return reply.status(503).type('text/html; charset=utf-8').send(options.notBuiltPage);
    }
    return reply.sendFile('index.html');
  });

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    ...(hidden ? { allowedPath: (pathName: string) => pathName !== hidden && !pathName.startsWith(`${hidden}/`) } : {}),
  });
}

/** The page a not-built app answers with, naming what to run. */
export function notBuiltPage(what: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${what} not built</title></head>
<body><h1>The ${what} is not built yet</h1>
<p>Run <code>npm run build</code>, then reload this page.</p></body></html>
`;
}
