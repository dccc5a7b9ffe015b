/**
 * GET /game-icons/lottery/{gameCode}.svg: a lottery tile's generated icon, beside the catalogue's
 * icons and outside the gateways for the same reason (<img> requests carry no Merchant header).
 */
import type { FastifyInstance } from 'fastify';
import { findLotteryGame, type LotteryGameDefinition } from '@common/lottery/games';
import { notFound } from '../../plugins/errors';
import { ICON_PREFIX } from '../catalog';
import { iconSvg, initialsOf } from '../catalog';
import { textReply } from '../../http/responses';

/** Icons change only with a game's name: browsers may keep them a week. */
const ICON_CACHE = 'public, max-age=604800';

/** URL of a lottery game's icon. */
export function lotteryIconUrl(game: Pick<LotteryGameDefinition, 'code'>): string {
  return `${ICON_PREFIX}/lottery/${game.code}.svg`;
}

/** Registers the lottery icon route (not rate-limited: a lottery list loads every icon at once). */
export async function lotteryIconRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(`${ICON_PREFIX}/lottery/:file`, { config: { rateLimit: false }, schema: { response: textReply('image/svg+xml', 'The lottery game icon'), tags: ['images'] } }, async (request, reply) => {
    const code = /^([A-Za-z0-9_]{1,40})\.svg$/.exec(request.params.file)?.[1];
    const game = code ? findLotteryGame(code) : undefined;
    if (!game) return notFound(request, reply);
    const gameType = game.prizeModes.includes('Elott') ? 'ELOTT' : 'LOTT';
    return reply.header('cache-control', ICON_CACHE).type('image/svg+xml; charset=utf-8').send(iconSvg(`lottery:${game.code}`, gameType, initialsOf(game.labelName)));
  });
}
