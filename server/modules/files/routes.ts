/**
 * GET ${CONSOLE_API}/files/<key>?exp&sig: a stored file through a signed link (links.ts). The link
 * says which file and until when; the console session says who: the route is for any logged-in
 * operator (permission 'operator', session only, no API key), so a link copied out of the console
 * is useless without a session of ours, and the permission to see the file (kyc.review,
 * deposits.review, the merchant's scope) was checked by the call that made the link.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { textReply } from '../../http/responses';
import { FILE_LINK_PREFIX, fileLinkValid } from './links';

const LinkQuery = Type.Object({
  exp: Type.Optional(Type.String({ maxLength: 16 })),
  sig: Type.Optional(Type.String({ maxLength: 64 })),
});

const invalid = () => new AppError(ErrorCode.fileLinkInvalid, { status: 403 });

/** Registers the signed-file route (inside operatorScope). */
export async function fileLinkRoutes(app: FastifyInstance): Promise<void> {
  // Not the TypeBox provider: the answer is the file's bytes, not the schema's text.
  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>(
    `${consoleRoute(FILE_LINK_PREFIX)}/*`,
    {
      config: { permission: 'operator' },
      schema: { querystring: LinkQuery, response: textReply('image/jpeg', 'A stored file (an identity document, a payment proof), through a signed link'), tags: ['console', 'files'] },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!fileLinkValid(app, key, request.query.exp, request.query.sig)) throw invalid();
      const file = await app.storage.get(key);
      if (!file) throw invalid();
      return reply
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(file.contentType)
        .send(file.bytes);
    },
  );
}
