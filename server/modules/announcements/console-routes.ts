/**
 * The console's announcement calls (permission content.manage): list, read, create and change a
 * merchant's banners, notices, popups and promotion notices. A merchant's operator reaches only its
 * merchant's (another merchant's answers 404); a platform-wide operator names the merchant to list
 * and create, and reaches any by id. Every change is audited with the operator as actor. An image
 * for a banner or popup is uploaded as the raw body (uploads.ts) and served by image-routes.ts.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANNOUNCEMENT_IMAGE_TYPES, AnnouncementAdminPath, type ConsoleAnnouncement, type UploadedImage } from '@common/contract/announcements';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { notFoundError } from '../../plugins/errors';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { actingMerchant, operatorOf } from '../../plugins/operator-auth';
import type { Actor } from '../audit';
import { clientLocation, existingMerchant } from '../merchant';
import { operatorActor } from '../operator';
import { ConsoleAnnouncementSchema, UploadedImageSchema } from './responses';
import { AnnouncementParams, ConsoleListQuery, CreateBody, ImageQuery, UpdateBody } from './schemas';
import { consoleAnnouncements, createAnnouncement, updateAnnouncement } from './service';
import { imageBody, storeUpload } from './uploads';

const tags = ['console', 'announcements'];
const config = { permission: 'content.manage' } as const;

/** Registers the announcement calls (inside operatorScope). */
export async function announcementConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const actor = (request: FastifyRequest): Actor => operatorActor(operatorOf(request).id, clientLocation(request, app.config).ip);
  /** The merchant a listing or a new announcement is for, which must exist. */
  const merchantOf = (request: FastifyRequest, named: string | undefined): Promise<string> => existingMerchant(app.db, actingMerchant(operatorOf(request), named));
  const one = replies(ConsoleAnnouncementSchema);
  // Only this module's routes read image bodies; anything else sent here stays a 415.
  app.addContentTypeParser([...ANNOUNCEMENT_IMAGE_TYPES], imageBody);

  app.get(
    consoleRoute(AnnouncementAdminPath.list),
    { config, schema: { querystring: ConsoleListQuery, response: replies(Type.Array(ConsoleAnnouncementSchema)), tags } },
    async (request): Promise<Envelope<ConsoleAnnouncement[]>> => {
      const merchantCode = await merchantOf(request, request.query.merchantCode);
      return ok(await consoleAnnouncements(app.db, merchantCode, { contentType: request.query.contentType }));
    },
  );

  app.get(consoleRoute(AnnouncementAdminPath.one(':id')), { config, schema: { params: AnnouncementParams, response: one, tags } }, async (request): Promise<Envelope<ConsoleAnnouncement>> => {
    const [found] = await consoleAnnouncements(app.db, operatorOf(request).merchantCode, { id: request.params.id });
    if (!found) throw notFoundError(request);
    return ok(found);
  });

  app.post(consoleRoute(AnnouncementAdminPath.list), { config, schema: { body: CreateBody, response: one, tags } }, async (request): Promise<Envelope<ConsoleAnnouncement>> => {
    const { merchantCode: named, ...fields } = request.body;
    const merchantCode = await merchantOf(request, named);
    return ok(await createAnnouncement(app.db, merchantCode, fields, actor(request), new Date(app.now())));
  });

  app.put(
    consoleRoute(AnnouncementAdminPath.one(':id')),
    { config, schema: { params: AnnouncementParams, body: UpdateBody, response: one, tags } },
    async (request): Promise<Envelope<ConsoleAnnouncement>> => {
      const updated = await updateAnnouncement(app.db, operatorOf(request).merchantCode, request.params.id, request.body, actor(request), new Date(app.now()));
      if (!updated) throw notFoundError(request);
      return ok(updated);
    },
  );

  app.post(
    consoleRoute(AnnouncementAdminPath.images),
    { config, schema: { querystring: ImageQuery, response: replies(UploadedImageSchema), tags } },
    async (request): Promise<Envelope<UploadedImage>> => {
      const merchantCode = await merchantOf(request, request.query.merchantCode);
      const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      return ok(await storeUpload(app.db, merchantCode, declared, request.body as Buffer, actor(request), new Date(app.now())));
    },
  );
}
