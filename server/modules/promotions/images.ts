/**
 * GET /promotion-images/{id}.svg?lang=BN: a card image drawn from a promotion's title and summary
 * (the announcements' banner drawer), for promotions without an uploaded image — the demo ones.
 * Outside the gateways: <img> requests carry no Merchant or Language header, hence the lang query.
 * Any non-draft promotion has one; a draft or unknown id is 404.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { textReply } from '../../http/responses';
import { notFound } from '../../plugins/errors';
import { bannerSvg, textIn } from '../announcements';
import { promotions } from './tables';

/** Where the drawn images are served. */
export const PROMOTION_IMAGE_PREFIX = '/promotion-images';
/** The drawing only changes with the texts, whose edits are rare: a day. */
const IMAGE_CACHE = 'public, max-age=86400';

/** The URL of a promotion's drawn image (the card adds the member's language). */
export const drawnImageUrl = (id: number): string => `${PROMOTION_IMAGE_PREFIX}/${id}.svg`;

/** The image URL a card shows: an uploaded one as stored, a drawn one in the member's language. */
export function cardImageUrl(imageUrl: string | null, language: string): string | null {
  return imageUrl?.startsWith(`${PROMOTION_IMAGE_PREFIX}/`) ? `${imageUrl}?lang=${encodeURIComponent(language)}` : imageUrl;
}

/** Registers the image route. */
export async function promotionImageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string }; Querystring: { lang?: unknown } }>(
    `${PROMOTION_IMAGE_PREFIX}/:file`,
    { schema: { response: textReply('image/svg+xml', "A promotion's drawn card image"), tags: ['images'] } },
    async (request, reply) => {
      const id = /^([1-9]\d{0,14})\.svg$/.exec(request.params.file)?.[1];
      const [row] = id ? await app.db.select().from(promotions).where(eq(promotions.id, Number(id))).limit(1) : [];
      if (!row || row.state === 'draft') return notFound(request, reply);
      const language = typeof request.query.lang === 'string' ? request.query.lang.toUpperCase() : 'EN';
      const svg = bannerSvg(`promotion-${row.id}`, textIn(row.title, language), textIn(row.summary, language), 'banner');
      return reply.header('cache-control', IMAGE_CACHE).type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
}
