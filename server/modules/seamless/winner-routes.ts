/** The public winner board under /wps (no token: visitors see it on the home page). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { GAME_TYPES, GamePath, type WinnerEntry } from '@common/contract/games';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { GameTypeSchema } from '../catalog';
import { merchantOf } from '../../plugins/gateway';
import { recentWinners, WINNERS_LIMIT } from './winners';

const WinnersQuery = Type.Object({
  gameCategory: Type.Union([Type.Literal('ALL'), ...GAME_TYPES.map((t) => Type.Literal(t))], { default: 'ALL' }),
  /** Accepted for the site's sake: the catalogue keeps one name per game, and the site names lotteries itself (lotteryCode). */
  language: Type.Optional(Type.String({ maxLength: 10 })),
  limitNum: Type.Integer({ minimum: 1, maximum: WINNERS_LIMIT, default: WINNERS_LIMIT }),
});

const WinnerSchema = wireSchema<WinnerEntry>()(
  Type.Object({
    userName: Type.String({ description: 'Masked: de***34' }),
    gameName: Type.String(),
    lotteryCode: Type.Union([Type.String(), Type.Null()]),
    vendorCode: Type.String(),
    gameType: GameTypeSchema,
    amount: Type.Integer({ description: 'Minor units' }),
    time: Type.Integer(),
  }),
);

/** Registers GET GamePath.winners. */
export async function winnerRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get(gatewayPath(GamePath.winners), { schema: { querystring: WinnersQuery, response: replies(Type.Array(WinnerSchema)), tags: ['games'] } }, async (request): Promise<Envelope<WinnerEntry[]>> =>
    ok(await recentWinners(app.db, merchantOf(request).code, request.query.gameCategory, request.query.limitNum)),
  );
}
