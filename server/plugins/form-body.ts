/**
 * application/x-www-form-urlencoded bodies (head icon, email reset: §7 sends them as forms),
 * parsed with URLSearchParams into an object of strings; the route schema checks them as usual.
 */
import type { FastifyInstance } from 'fastify';
import { shared } from '../http/plugin';

export const formBody = shared('form-body', async function formBody(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
});
