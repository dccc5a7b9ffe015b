/**
 * The console's "API keys" calls. They declare 'operator' (any logged-in operator), which the
 * console scope grants to a session only: a key never makes, lists or revokes keys, so a leaked key
 * cannot mint a successor that outlives its revocation. apiKeys.ts decides whose keys a caller sees.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiKeyPath, type ApiKeySummary, type NewApiKeyValue } from '@common/contract/consoleAdmin';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { sessionOf } from '../../plugins/operator-auth';
import { clientLocation } from '../merchant';
import { ApiKeySummarySchema, IdParams, NewApiKeyBody, NewApiKeyValueSchema } from './admin-schemas';
import { createApiKey, listApiKeys, revokeApiKey, type KeyCaller } from './api-keys';

const tags = ['console', 'api-keys'];
const config = { permission: 'operator' } as const;

/** Registers the API key calls (inside operatorScope). */
export async function apiKeyRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const caller = (request: FastifyRequest): KeyCaller & { username: string } => {
    const operator = sessionOf(request);
    return { id: operator.id, username: operator.username, merchantCode: operator.merchantCode, permissions: operator.permissions, ip: clientLocation(request, app.config).ip };
  };

  app.get(consoleRoute(ApiKeyPath.keys), { config, schema: { response: replies(Type.Array(ApiKeySummarySchema)), tags } }, async (request): Promise<Envelope<ApiKeySummary[]>> =>
    ok(await listApiKeys(app.db, caller(request))),
  );

  app.post(consoleRoute(ApiKeyPath.keys), { config, schema: { body: NewApiKeyBody, response: replies(NewApiKeyValueSchema), tags } }, async (request): Promise<Envelope<NewApiKeyValue>> =>
    ok(await createApiKey(app, caller(request), request.body)),
  );

  app.delete(consoleRoute(ApiKeyPath.key(':id')), { config, schema: { params: IdParams, response: replies(ApiKeySummarySchema), tags } }, async (request): Promise<Envelope<ApiKeySummary>> =>
    ok(await revokeApiKey(app, caller(request), request.params.id)),
  );
}
