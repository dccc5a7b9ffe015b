/**
 * GET /announcement-images/{id}.svg?lang=BN: a banner's generated image (images.ts). Outside
 * the gateways because <img> requests carry no Merchant or Language header, hence the lang
 * query. Only banners visible now and without an image of their own; anything else is 404.
 */
import type { FastifyInstance } from 'fastify';
import { textReply } from '../../http/responses';
import { notFound } from '../../plugins/errors';
import { bannerSvg, IMAGE_PREFIX } from './images';
import { visibleBanner } from './repository';
import { textIn } from './service';

/** The URL carries a version that changes with each edit: browsers may keep an image a week. */
const IMAGE_CACHE = 'public, max-age=604800';

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
}
