/**
 * GET /announcement-images/{id}.svg?lang=BN: a banner's generated image (images.ts). Outside
 * the gateways because <img> requests carry no Merchant or Language header, hence the lang
 * query. Only banners visible now and without an image of their own; anything else is 404.
 * GET /announcement-images/uploads/{id}.png|jpg|webp: an image an operator uploaded (uploads.ts).
 */
import type { FastifyInstance } from 'fastify';
import { textReply } from '../../http/responses';
import { notFound } from '../../plugins/errors';
import { bannerSvg, IMAGE_PREFIX } from './images';
import { visibleBanner } from './repository';
import { textIn } from './service';
import { UPLOAD_PREFIX, uploadByFile } from './uploads';

/** The URL carries a version that changes with each edit: browsers may keep an image a week. */
const IMAGE_CACHE = 'public, max-age=604800';

/** An upload is never changed after it is stored: its URL names the same bytes for ever. */
const UPLOAD_CACHE = 'public, max-age=31536000, immutable';

/** Registers the image route. */
export async function announcementImageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string }; Querystring: { lang?: unknown } }>(
    `${IMAGE_PREFIX}/:file`,
    { schema: { response: textReply('image/svg+xml', "A banner's generated image"), tags: ['images'] } },
    async (request, reply) => {
    const id = /^([1-9]\d{0,14})\.svg$/.exec(request.params.file)?.[1];
    const banner = id ? await visibleBanner(app.db, Number(id), new Date(app.now())) : null;
    if (!banner || banner.imageUrl) return notFound(request, reply);
    const language = typeof request.query.lang === 'string' ? request.query.lang.toUpperCase() : 'EN';
    const shape = banner.groupName === '06_home' ? 'slogan' : 'banner';
    const svg = bannerSvg(String(banner.id), textIn(banner.title, language), textIn(banner.content, language), shape);
    return reply.header('cache-control', IMAGE_CACHE).type('image/svg+xml; charset=utf-8').send(svg);
    },
  );

  app.get<{ Params: { file: string } }>(
    `${UPLOAD_PREFIX}/:file`,
    { schema: { response: textReply('image/png', 'An image an operator uploaded (PNG, JPEG or WebP, as stored)'), tags: ['images'] } },
    async (request, reply) => {
      const upload = await uploadByFile(app.db, request.params.file);
      if (!upload) return notFound(request, reply);
      // The type is the one its bytes were checked to be; nosniff (sent on every answer) keeps browsers to it.
      return reply.header('cache-control', UPLOAD_CACHE).type(upload.contentType).send(upload.bytes);
    },
  );
}
