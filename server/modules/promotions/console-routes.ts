/**
 * The console's promotion calls (ConsolePromotionPath, permission promotions.manage): list, read,
 * create, update, change state, preview the member's card of a draft, and the cost and uptake
 * report. A merchant's operator reaches its merchant's promotions only (another's answers 404);
 * a platform-wide one names the merchant.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Page } from '@common/contract/consolePlayers';
import type { Envelope } from '@common/contract/envelope';
import { ConsolePromotionPath, type ConsolePromotion, type PromotionCard, type PromotionReport } from '@common/contract/promotions';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { notFoundError } from '../../plugins/errors';
import { actingMerchant, operatorOf } from '../../plugins/operator-auth';
import { existingMerchant } from '../merchant';
import { operatorActorOf } from '../member';
import { previewCard } from './cards';
import { changeState, checkDraftOf, consoleView, createPromotion, promotionById, promotionOf, promotionPage, updatePromotion, type Operator } from './definitions';
import { promotionReport } from './report';
import { CardSchema, ConsolePromotionPageSchema, ConsolePromotionSchema, ConsoleQuery, DraftBody, PreviewBody, PromotionParams, ReportSchema, StateBody } from './schemas';
import type { PromotionRow } from './tables';

const tags = ['console', 'promotions'];
const config = { permission: 'promotions.manage' } as const;

/** Registers the console's promotion calls (inside operatorScope). */
export async function promotionConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const merchantFor = (request: FastifyRequest, named: string | undefined): Promise<string> => existingMerchant(app.db, actingMerchant(operatorOf(request), named));
  const operator = (request: FastifyRequest): Operator => ({ username: operatorOf(request).username, audit: operatorActorOf(app, request) });
  /** The promotion of the path in the operator's scope (a platform-wide operator reaches any), or 404. */
  const inScope = async (request: FastifyRequest, id: number): Promise<PromotionRow> => {
    const own = operatorOf(request).merchantCode;
    const row = own === null ? await promotionById(app.db, id) : await promotionOf(app.db, own, id);
    if (!row) throw notFoundError(request);
    return row;
  };

  app.get(
    consoleRoute(ConsolePromotionPath.list),
    { config, schema: { querystring: ConsoleQuery, response: replies(ConsolePromotionPageSchema), tags } },
    async (request): Promise<Envelope<Page<ConsolePromotion>>> => ok(await promotionPage(app.db, await merchantFor(request, request.query.merchantCode), request.query.state, request.query.page)),
  );

  app.post(consoleRoute(ConsolePromotionPath.list), { config, schema: { body: DraftBody, response: replies(ConsolePromotionSchema), tags } }, async (request): Promise<Envelope<ConsolePromotion>> =>
    ok(await createPromotion(app.db, await merchantFor(request, request.body.merchantCode), request.body, operator(request), app.now())),
  );

  app.get(
    consoleRoute(ConsolePromotionPath.one(':id')),
    { config, schema: { params: PromotionParams, response: replies(ConsolePromotionSchema), tags } },
    async (request): Promise<Envelope<ConsolePromotion>> => ok(consoleView(await inScope(request, request.params.id))),
  );

  app.put(
    consoleRoute(ConsolePromotionPath.one(':id')),
    { config, schema: { params: PromotionParams, body: DraftBody, response: replies(ConsolePromotionSchema), tags } },
    async (request): Promise<Envelope<ConsolePromotion>> => ok(await updatePromotion(app.db, await inScope(request, request.params.id), request.body, operator(request), app.now())),
  );

  app.post(
    consoleRoute(ConsolePromotionPath.state(':id')),
    { config, schema: { params: PromotionParams, body: StateBody, response: replies(ConsolePromotionSchema), tags } },
    async (request): Promise<Envelope<ConsolePromotion>> =>
      ok(await changeState(app.db, await inScope(request, request.params.id), request.body.action, request.body.reason, operator(request), app.now())),
  );

  app.post(consoleRoute(ConsolePromotionPath.preview), { config, schema: { body: PreviewBody, response: replies(CardSchema), tags } }, async (request): Promise<Envelope<PromotionCard>> => {
    const merchantCode = await merchantFor(request, request.body.draft.merchantCode);
    await checkDraftOf(app.db, merchantCode, request.body.draft, null);
    return ok(previewCard(merchantCode, request.body.draft, request.body.language, app.now()));
  });

  app.get(
    consoleRoute(ConsolePromotionPath.report(':id')),
    { config, schema: { params: PromotionParams, response: replies(ReportSchema), tags } },
    async (request): Promise<Envelope<PromotionReport>> => ok(await promotionReport(app.db, await inScope(request, request.params.id))),
  );
}
