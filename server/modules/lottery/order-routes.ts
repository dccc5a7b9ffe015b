/**
 * The member's lottery orders under /lgw (LotteryPath.orders, detail, cancel): any logged-in
 * account, trial included (trial accounts bet demo credit). Handlers stay thin: the services
 * check the bet, the issues and the money.
 */
import type { FastifyInstance } from 'fastify';
import { LotteryPath, type Order, type OrderPage } from '@common/contract/lottery';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { AppError, ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { cancelSuborders } from './cancel';
import { placeOrder } from './orders';
import { orderOf, orderPage } from './queries';
import { OrderPageSchema, OrderSchema } from './responses';
import { CancelBody, DetailQuery, OrderListSchema, PlaceOrderBody } from './schemas';

/** Registers the /lgw order calls. */
export async function lotteryOrderRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const config = { auth: 'trialAllowed' } as const;
  const order = { response: replies(OrderSchema), tags: ['lottery'] };

  const view = async (member: Parameters<typeof orderOf>[1], orderId: number): Promise<Order> => {
    const order = await orderOf(app.db, member, orderId);
    if (!order) throw new AppError(ErrorCode.lotteryOrderNotFound);
    return order;
  };

  app.post(gatewayPath(LotteryPath.orders), { config, schema: { body: PlaceOrderBody, ...order } }, async (request): Promise<Envelope<Order>> => {
    const { member } = authOf(request);
    return ok(await view(member, await placeOrder(app.db, app.walletGuards, member, request.body, app.now())));
  });

  app.get(gatewayPath(LotteryPath.orders), { config, schema: { querystring: OrderListSchema, response: replies(OrderPageSchema), tags: ['lottery'] } }, async (request): Promise<Envelope<OrderPage>> =>
    ok(await orderPage(app.db, authOf(request).member, request.query)),
  );

  app.get(gatewayPath(LotteryPath.detail), { config, schema: { querystring: DetailQuery, ...order } }, async (request): Promise<Envelope<Order>> =>
    ok(await view(authOf(request).member, request.query.orderId)),
  );

  app.post(gatewayPath(LotteryPath.cancel), { config, schema: { body: CancelBody, ...order } }, async (request): Promise<Envelope<Order>> => {
    const { member } = authOf(request);
    await cancelSuborders(app.db, member, request.body.orderId, request.body.suborderIds, app.now());
    return ok(await view(member, request.body.orderId));
  });
}
