/**
 * The console's maker-checker calls, one set per kind, each declaring the kind's permission:
 * propose (its propose permission), the queue, approve and reject (its approve permission).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ApprovalPath, type ApprovalDecisionRequest, type ApprovalStatus, type ApprovalValue } from '@common/contract/approvals';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { clientLocation } from '../merchant';
import type { ApprovalKindDef } from './kinds';
import { decide, propose, queue, toWire, type Decider } from './service';

const STATUSES: ApprovalStatus[] = ['pending', 'approved', 'rejected', 'failed'];

const ApprovalSchema = wireSchema<ApprovalValue>()(
  Type.Object({
    id: Type.Integer(),
    kind: Type.Literal('wallet-adjustment'),
    merchantCode: Type.String(),
    status: Type.Union(STATUSES.map((s) => Type.Literal(s))),
    payload: Type.Record(Type.String(), Type.Unknown()),
    reason: Type.String(),
    proposedBy: Type.String(),
    proposedAt: Type.Integer(),
    decidedBy: Type.Union([Type.String(), Type.Null()]),
    decidedAt: Type.Union([Type.Integer(), Type.Null()]),
    decisionReason: Type.Union([Type.String(), Type.Null()]),
    outcome: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
    failureCode: Type.Union([Type.String(), Type.Null()]),
  }),
);
const DecisionBody = wireSchema<ApprovalDecisionRequest>()(Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }));
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const QueueQuery = Type.Object({ status: Type.Optional(Type.Union(STATUSES.map((s) => Type.Literal(s)))) });

/** Registers propose, queue, approve and reject for each kind (inside operatorScope). */
export function approvalRoutes(kinds: readonly ApprovalKindDef[]): FastifyPluginAsync {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxProvider>();
    const tags = ['console', 'approvals'];
    for (const kind of kinds) {
      const decider = (request: Parameters<typeof operatorOf>[0]): Decider => {
        const operator = operatorOf(request);
        return { id: operator.id, merchantCode: operator.merchantCode, ip: clientLocation(request, app.config).ip };
      };

      app.post(
        consoleRoute(ApprovalPath.queue(kind.id)),
        { config: { permission: kind.propose }, schema: { body: kind.body, response: replies(ApprovalSchema), tags } },
        async (request): Promise<Envelope<ApprovalValue>> => {
          const row = await propose(app, kind, decider(request), request.body as Record<string, unknown> & { merchantCode?: string; reason: string });
          return ok((await toWire(app.db, [row]))[0]!);
        },
      );

      app.get(
        consoleRoute(ApprovalPath.queue(kind.id)),
        { config: { permission: kind.approve }, schema: { querystring: QueueQuery, response: replies(Type.Array(ApprovalSchema)), tags } },
        async (request): Promise<Envelope<ApprovalValue[]>> => ok(await toWire(app.db, await queue(app.db, kind, decider(request), request.query.status ?? 'pending'))),
      );

      for (const [verb, approve] of [['approve', true], ['reject', false]] as const) {
        app.post(
          consoleRoute(ApprovalPath[verb](kind.id, ':id')),
          { config: { permission: kind.approve }, schema: { params: IdParams, body: DecisionBody, response: replies(ApprovalSchema), tags } },
          async (request): Promise<Envelope<ApprovalValue>> => {
            const row = await decide(app, kind, request.params.id, decider(request), approve, request.body.reason);
            return ok((await toWire(app.db, [row]))[0]!);
          },
        );
      }
    }
  };
}
