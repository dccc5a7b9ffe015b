/**
 * GET /game-icons/games/{id}.svg and /game-icons/vendors/{name}.svg: the generated icons.
 * Outside the gateways because <img> requests carry no Merchant header; an icon shows no
 * merchant data, only a game's or vendor's name. Unknown ones are 404 so the site's default
 * icon shows (§2).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GAME_TYPES, type GameType } from '@common/contract/games';
import type { Database } from '../../db/connection';
import { notFound } from '../../plugins/errors';
import { ICON_PREFIX } from './icon-urls';
import { iconSvg, initialsOf } from './icons';
import { gameById, vendorByCode } from './repository';
import { textReply } from '../../http/responses';

/** Icons change only with a game's name or type: browsers may keep them a week. */
const ICON_CACHE = 'public, max-age=604800';

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply.header('cache-control', ICON_CACHE).type('image/svg+xml; charset=utf-8').send(svg);
}

/**
 * The vendor icon named `{vassalage}` or `{gameType}_{vassalage}` (ELOTT, SPORTS and LIVE tiles
 * prefix the type, §2). Vendor codes hold underscores too (TCG_SEA), so the whole name is tried
 * as a code first. Null when no vendor matches.
 */
async function vendorIcon(db: Database, name: string): Promise<string | null> {
  const whole = await vendorByCode(db, name);
  if (whole) return iconSvg(whole.code, whole.gameTypes[0] ?? 'RNG', initialsOf(whole.displayName));
  const cut = name.indexOf('_');
  const gameType = name.slice(0, cut) as GameType;
  if (cut <= 0 || !GAME_TYPES.includes(gameType)) return null;
  const vendor = await vendorByCode(db, name.slice(cut + 1));
  return vendor?.gameTypes.includes(gameType) ? iconSvg(`${gameType}_${vendor.code}`, gameType, initialsOf(vendor.displayName)) : null;
}

const svgIcon = { config: { rateLimit: false as const }, schema: { response: textReply('image/svg+xml', 'A generated SVG icon'), tags: ['images'] } };

/** Registers the icon routes (not rate-limited: a game list loads hundreds of icons). */
export async function iconRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(`${ICON_PREFIX}/games/:file`, svgIcon, async (request, reply) => {
    const id = /^([1-9]\d{0,8})\.svg$/.exec(request.params.file)?.[1];
    const game = id ? await gameById(app.db, Number(id)) : null;
    if (!game) return notFound(request, reply);
    return sendSvg(reply, iconSvg(`${game.id}:${game.gameName}`, game.gameType, initialsOf(game.gameName)));
  });

  app.get<{ Params: { file: string } }>(`${ICON_PREFIX}/vendors/:file`, svgIcon, async (request, reply) => {
    const name = /^([A-Za-z0-9_]{1,40})\.svg$/.exec(request.params.file)?.[1];
    const svg = name ? await vendorIcon(app.db, name) : null;
    return svg ? sendSvg(reply, svg) : notFound(request, reply);
  });
}
