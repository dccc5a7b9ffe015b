/**
 * GET announcements (§7 AnnouncementPath.list): token-exempt, so no auth config; a token sent
 * along (header or query) is ignored. A trial merchant code reads its parent merchant's.
 */
import type { FastifyInstance } from 'fastify';
import { AnnouncementPath, type AnnounceValue } from '@common/contract/announcements';
import { Header } from '@common/contract/headers';
import { type Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { queriedMerchant } from '../../plugins/gateway';
import { AnnounceValueSchema } from './responses';
import { ListSchema } from './schemas';
import { listAnnouncements } from './service';

/** Registers the /wps announcements call. */
export async function announcementRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  app.get(gatewayPath(AnnouncementPath.list), { schema: { querystring: ListSchema, response: replies(AnnounceValueSchema), tags: ['announcements'] } }, async (request): Promise<Envelope<AnnounceValue>> => {
    const merchant = queriedMerchant(request, request.query.merchantCode);
    const header = request.headers[Header.language.toLowerCase()];
    const language = (typeof header === 'string' && header.trim().toUpperCase()) || 'EN';
    return ok(await listAnnouncements(app.db, merchant.code, request.query, language, new Date(app.now())));
  });
}
