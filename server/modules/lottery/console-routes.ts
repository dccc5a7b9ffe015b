/** The console's lottery call: a player's lottery orders, one line per issue. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PlayerPath, type Page, type PlayerLotteryOrder } from '@common/contract/consolePlayers';
import type { Envelope } from '@common/contract/envelope';
import { Nullable, PageQuery, PageSchema, PlayerParams } from '../../http/console';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { playerInScope } from '../member';
import { memberLotteryOrders } from './console';

const OrderSchema = wireSchema<PlayerLotteryOrder>()(
  Type.Object({
    orderNo: Type.String(),
    suborderId: Type.Integer(),
    lotteryCode: Type.String(),
    issue: Type.String(),
    stake: Type.Integer(),
    win: Nullable(Type.Integer()),
    status: Type.String(),
    at: Type.Integer(),
  }),
);

/** Registers the lottery's console call (inside operatorScope). */
export async function lotteryConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get(
    consoleRoute(PlayerPath.lotteryOrders(':id')),
    { config: { permission: 'players.view' }, schema: { params: PlayerParams, querystring: Type.Object(PageQuery), response: replies(PageSchema(OrderSchema)), tags: ['console', 'players'] } },
    async (request): Promise<Envelope<Page<PlayerLotteryOrder>>> => ok(await memberLotteryOrders(app.db, (await playerInScope(app, request, request.params.id)).id, request.query.page)),
  );
}
