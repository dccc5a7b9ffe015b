/**
 * The console's mall calls: items (ConsoleLoyaltyPath.mallItems, mallItem, mallItemState;
 * loyalty.manage) and orders' fulfilment (mallOrders, fulfil; loyalty.fulfil). A merchant's operator
 * reaches its merchant's items and orders only (another's answer mall.item.not.found /
 * mall.order.not.found); a platform-wide one names the merchant.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConsoleMallItem, ConsoleMallOrder } from '@common/contract/consoleLoyalty';
import { ConsoleLoyaltyPath } from '@common/contract/consoleLoyalty';
import type { Page } from '@common/contract/consolePlayers';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { and, eq } from 'drizzle-orm';
import { AppError, ok } from '../../../http/envelope';
import { consoleRoute } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { actingMerchant, operatorOf } from '../../../plugins/operator-auth';
import { existingMerchant } from '../../merchant';
import { operatorActorOf } from '../../member';
import { changeItemState, consoleItem, createItem, itemOf, itemPage, updateItem, type ItemOperator } from './console-items';
import { fulfil } from './fulfil';
import { consoleOrders, orderPage } from './orders';
import {
  ConsoleMallItemPageSchema,
  ConsoleMallItemSchema,
  ConsoleMallOrderPageSchema,
  ConsoleMallOrderSchema,
  FulfilBody,
  IdParams,
  ItemDraftBody,
  ItemQuery,
  ItemStateBody,
  OrderQuery,
} from './schemas';
import { mallOrders, type MallItemRow, type MallOrderRow } from './tables';

const tags = ['console', 'loyalty'];
const manage = { permission: 'loyalty.manage' } as const;
const fulfilment = { permission: 'loyalty.fulfil' } as const;

/** Registers the console's mall calls (inside operatorScope). */
export async function mallConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const merchantFor = (request: FastifyRequest, named: string | undefined): Promise<string> => existingMerchant(app.db, actingMerchant(operatorOf(request), named));
  const operator = (request: FastifyRequest): ItemOperator => ({ username: operatorOf(request).username, audit: operatorActorOf(app, request) });
  const item = async (request: FastifyRequest, id: number): Promise<MallItemRow> => {
    const row = await itemOf(app.db, operatorOf(request).merchantCode, id);
    if (!row) throw new AppError(ErrorCode.mallItemNotFound);
    return row;
  };
  const order = async (request: FastifyRequest, id: number): Promise<MallOrderRow> => {
    const own = operatorOf(request).merchantCode;
    const [row] = await app.db
      .select()
      .from(mallOrders)
      .where(own === null ? eq(mallOrders.id, id) : and(eq(mallOrders.id, id), eq(mallOrders.merchantCode, own)))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.mallOrderNotFound);
    return row;
  };

  app.get(
    consoleRoute(ConsoleLoyaltyPath.mallItems),
    { config: manage, schema: { querystring: ItemQuery, response: replies(ConsoleMallItemPageSchema), tags } },
    async (request): Promise<Envelope<Page<ConsoleMallItem>>> => ok(await itemPage(app.db, await merchantFor(request, request.query.merchantCode), request.query.state, request.query.page)),
  );

  app.post(consoleRoute(ConsoleLoyaltyPath.mallItems), { config: manage, schema: { body: ItemDraftBody, response: replies(ConsoleMallItemSchema), tags } }, async (request): Promise<Envelope<ConsoleMallItem>> =>
    ok(await createItem(app.db, await merchantFor(request, request.body.merchantCode), request.body, operator(request), app.now())),
  );

  app.get(
    consoleRoute(ConsoleLoyaltyPath.mallItem(':id')),
    { config: manage, schema: { params: IdParams, response: replies(ConsoleMallItemSchema), tags } },
    async (request): Promise<Envelope<ConsoleMallItem>> => ok(consoleItem(await item(request, request.params.id))),
  );

  app.put(
    consoleRoute(ConsoleLoyaltyPath.mallItem(':id')),
    { config: manage, schema: { params: IdParams, body: ItemDraftBody, response: replies(ConsoleMallItemSchema), tags } },
    async (request): Promise<Envelope<ConsoleMallItem>> => ok(await updateItem(app.db, await item(request, request.params.id), request.body, operator(request), app.now())),
  );

  app.post(
    consoleRoute(ConsoleLoyaltyPath.mallItemState(':id')),
    { config: manage, schema: { params: IdParams, body: ItemStateBody, response: replies(ConsoleMallItemSchema), tags } },
    async (request): Promise<Envelope<ConsoleMallItem>> => ok(await changeItemState(app.db, await item(request, request.params.id), request.body.action, operator(request), app.now())),
  );

  app.get(
    consoleRoute(ConsoleLoyaltyPath.mallOrders),
    { config: fulfilment, schema: { querystring: OrderQuery, response: replies(ConsoleMallOrderPageSchema), tags } },
    async (request): Promise<Envelope<Page<ConsoleMallOrder>>> => {
      const { merchantCode, ...filter } = request.query;
      return ok(await orderPage(app.db, await merchantFor(request, merchantCode), filter));
    },
  );

  app.post(
    consoleRoute(ConsoleLoyaltyPath.fulfil(':id')),
    { config: fulfilment, schema: { params: IdParams, body: FulfilBody, response: replies(ConsoleMallOrderSchema), tags } },
    async (request): Promise<Envelope<ConsoleMallOrder>> => {
      const row = await order(request, request.params.id);
      const moved = await fulfil(app.db, row, { status: request.body.status, note: request.body.note, who: operatorActorOf(app, request), now: app.now() });
      return ok((await consoleOrders(app.db, [moved]))[0]!);
    },
  );
}
