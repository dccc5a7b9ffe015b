/**
 * The console's review calls (common/contract/review.ts ReviewPath), registered once per source,
 * each declaring the source's permission: the queue, one item, claim and give back, approve and
 * reject with a reason. The rules are the service's; a source only lists, shows and applies.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { ReviewPath, type ReviewItemValue, type ReviewPage } from '@common/contract/review';
import { Registry } from '@common/registry';
import { merchantScope, PageSchema } from '../../http/console';
import { ok } from '../../http/envelope';
import { notFoundError } from '../../plugins/errors';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { clientLocation } from '../merchant';
import { DecisionBody, ItemParams, QueueQuery, ReviewItemSchema } from './schemas';
import { claimItem, decideItem, getItem, listItems, unclaimItem, type ReviewCall } from './service';
import type { ReviewSource } from './source';

const tags = ['console', 'review'];

/** Registers the review calls of each source (inside operatorScope); a source listed twice is a startup error. */
export function reviewRoutes(sources: readonly ReviewSource[]): FastifyPluginAsync {
  const registry = new Registry<ReviewSource>(sources);
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxProvider>();
    const one = replies(ReviewItemSchema);
    for (const source of registry.list()) {
      const config = { permission: source.permission };
      const callOf = (request: FastifyRequest): ReviewCall => {
        const operator = operatorOf(request);
        return {
          source,
          reviewer: { id: operator.id, username: operator.username, merchantCode: operator.merchantCode, ip: clientLocation(request, app.config).ip },
          missing: () => notFoundError(request),
        };
      };

      app.get(
        consoleRoute(ReviewPath.queue(source.id)),
        { config, schema: { querystring: QueueQuery, response: replies(PageSchema(ReviewItemSchema)), tags } },
        async (request): Promise<Envelope<ReviewPage>> => {
          const call = callOf(request);
          const merchantCode = merchantScope(call.reviewer, request.query.merchantCode);
          return ok(await listItems(app, call, { merchantCode, open: request.query.state !== 'closed', page: request.query.page ?? 1 }));
        },
      );

      const item = consoleRoute(ReviewPath.item(source.id, ':id'));
      app.get(item, { config, schema: { params: ItemParams, response: one, tags } }, async (request): Promise<Envelope<ReviewItemValue>> => ok(await getItem(app, callOf(request), request.params.id)));

      const claim = consoleRoute(ReviewPath.claim(source.id, ':id'));
      app.post(claim, { config, schema: { params: ItemParams, response: one, tags } }, async (request): Promise<Envelope<ReviewItemValue>> => ok(await claimItem(app, callOf(request), request.params.id)));
      app.delete(claim, { config, schema: { params: ItemParams, response: one, tags } }, async (request): Promise<Envelope<ReviewItemValue>> => ok(await unclaimItem(app, callOf(request), request.params.id)));

      for (const verdict of ['approve', 'reject'] as const) {
        app.post(
          consoleRoute(ReviewPath[verdict](source.id, ':id')),
          { config, schema: { params: ItemParams, body: DecisionBody, response: one, tags } },
          async (request): Promise<Envelope<ReviewItemValue>> => ok(await decideItem(app, callOf(request), request.params.id, verdict, request.body.reason.trim(), request.log)),
        );
      }
    }
  };
}
