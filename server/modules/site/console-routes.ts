/**
 * The operator console's app under /console: its build from CONSOLE_DIR and the fallback of its
 * page addresses to its index.html. /console/api beside it stays the API: a path there that no
 * route answers gets the API's 404 envelope, never the console's page.
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API } from '@common/contract/operator';
import { notBuiltPage, spaFiles } from './spa';

/** Where the console app is served. */
export const CONSOLE_PREFIX = '/console';

const isApiPath = (urlPath: string) => urlPath === CONSOLE_API || urlPath.startsWith(`${CONSOLE_API}/`);

/** Registers the console app: /console leads to /console/ (its assets resolve against it), /console/* its files and pages. */
export async function consoleAppRoutes(app: FastifyInstance): Promise<void> {
  app.get(CONSOLE_PREFIX, { schema: { response: { 302: { description: 'To /console/', type: 'null' } }, tags: ['site'] } }, async (_request, reply) => reply.redirect(`${CONSOLE_PREFIX}/`, 302));
  await app.register(
    async (prefixed) => spaFiles(prefixed, { root: app.config.consoleDir, notBuiltPage: notBuiltPage('operator console'), reserved: isApiPath }),
    { prefix: CONSOLE_PREFIX },
  );
}
