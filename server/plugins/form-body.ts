/**
 * application/x-www-form-urlencoded bodies (head icon, email reset: §7 sends them as forms),
 * parsed with URLSearchParams into an object of strings; the route schema checks them as usual.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const formBody = fp(async function formBody(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}, { name: 'form-body' });
