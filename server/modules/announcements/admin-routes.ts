/** Operator routes (under /admin, behind the admin token) creating and changing a merchant's announcements. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { AppError, ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import type { Actor } from '../audit';
import { getAvailability } from '../merchant';
import { AdminAnnouncementSchema } from './responses';
import { AnnouncementParams, CreateBody, MerchantParams, UpdateBody } from './schemas';
import { createAnnouncement, updateAnnouncement, type AdminAnnouncement } from './service';

function adminActor(request: FastifyRequest): Actor {
  return { actor: 'admin-api', ip: request.ip };
}

function unknownMerchant(code: string): AppError {
  return new AppError(ErrorCode.merchantInvalid, { status: 404, params: { merchant: code } });
}

/** POST /merchants/:code/announcements and PUT /merchants/:code/announcements/:id. */
export async function announcementAdminRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const now = () => new Date(app.now());

  app.post('/merchants/:code/announcements', { schema: { params: MerchantParams, body: CreateBody, response: replies(AdminAnnouncementSchema), tags: ['admin'] } }, async (request): Promise<Envelope<AdminAnnouncement>> => {
    const { code } = request.params;
    if (!(await getAvailability(app.db, code))) throw unknownMerchant(code);
    return ok(await createAnnouncement(app.db, code, request.body, adminActor(request), now()));
  });

  app.put(
    '/merchants/:code/announcements/:id',
    { schema: { params: AnnouncementParams, body: UpdateBody, response: replies(AdminAnnouncementSchema), tags: ['admin'] } },
    async (request): Promise<Envelope<AdminAnnouncement>> => {
      const { code, id } = request.params;
      const updated = await updateAnnouncement(app.db, code, id, request.body, adminActor(request), now());
      if (updated) return ok(updated);
      if (!(await getAvailability(app.db, code))) throw unknownMerchant(code);
      throw new AppError(ErrorCode.notFound, { status: 404, params: { method: request.method, path: request.url.split('?')[0] ?? '' } });
    },
  );
}
