/** The console's "Operators and roles" calls (permission operators.manage; docs/console.md "Managing operators"). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OperatorAdminPath, type OperatorSummary } from '@common/contract/consoleAdmin';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { clientLocation } from '../merchant';
import { IdParams, NewOperatorBody, OperatorActionBody, OperatorSummarySchema, OperatorUpdateBody } from './admin-schemas';
import { addOperator, endOperatorSessions, listOperators, resetOperatorTotp, updateOperator, type Manager } from './management';

const tags = ['console', 'operators'];
const config = { permission: 'operators.manage' } as const;

/** Registers the operator management calls (inside operatorScope). */
export async function operatorManagementRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const manager = (request: FastifyRequest): Manager => {
    const operator = operatorOf(request);
    return { id: operator.id, merchantCode: operator.merchantCode, permissions: operator.permissions, ip: clientLocation(request, app.config).ip };
  };
  const one = replies(OperatorSummarySchema);

  app.get(consoleRoute(OperatorAdminPath.operators), { config, schema: { response: replies(Type.Array(OperatorSummarySchema)), tags } }, async (request): Promise<Envelope<OperatorSummary[]>> =>
    ok(await listOperators(app, manager(request))),
  );

  app.post(consoleRoute(OperatorAdminPath.operators), { config, schema: { body: NewOperatorBody, response: one, tags } }, async (request): Promise<Envelope<OperatorSummary>> =>
    ok(await addOperator(app, manager(request), request.body)),
  );

  app.put(consoleRoute(OperatorAdminPath.operator(':id')), { config, schema: { params: IdParams, body: OperatorUpdateBody, response: one, tags } }, async (request): Promise<Envelope<OperatorSummary>> =>
    ok(await updateOperator(app, manager(request), request.params.id, request.body)),
  );

  app.delete(consoleRoute(OperatorAdminPath.sessions(':id')), { config, schema: { params: IdParams, body: OperatorActionBody, response: one, tags } }, async (request): Promise<Envelope<OperatorSummary>> =>
    ok(await endOperatorSessions(app, manager(request), request.params.id, request.body.reason)),
  );

  app.post(consoleRoute(OperatorAdminPath.resetTotp(':id')), { config, schema: { params: IdParams, body: OperatorActionBody, response: one, tags } }, async (request): Promise<Envelope<OperatorSummary>> =>
    ok(await resetOperatorTotp(app, manager(request), request.params.id, request.body.reason)),
  );
}
