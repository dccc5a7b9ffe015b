/**
 * The console's maker-checker call, one per kind, declaring the kind's propose permission. The
 * queue and the decisions are the review queue's (server/modules/review, approvalReviewSource).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { APPROVAL_STATUSES, ApprovalPath, type ApprovalValue } from '@common/contract/approvals';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { clientLocation } from '../merchant';
import type { ApprovalKindDef } from './kinds';
import { propose, toWire } from './service';

const ApprovalSchema = wireSchema<ApprovalValue>()(
  Type.Object({
    id: Type.Integer(),
    kind: Type.Literal('wallet-adjustment'),
    merchantCode: Type.String(),
    status: Type.Union(APPROVAL_STATUSES.map((s) => Type.Literal(s))),
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

/** Registers propose for each kind (inside operatorScope). */
export function approvalRoutes(kinds: readonly ApprovalKindDef[]): FastifyPluginAsync {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxProvider>();
    const tags = ['console', 'approvals'];
    for (const kind of kinds) {
      app.post(
        consoleRoute(ApprovalPath.queue(kind.id)),
        { config: { permission: kind.propose }, schema: { body: kind.body, response: replies(ApprovalSchema), tags } },
        async (request): Promise<Envelope<ApprovalValue>> => {
          const operator = operatorOf(request);
          const proposer = { id: operator.id, merchantCode: operator.merchantCode, ip: clientLocation(request, app.config).ip };
          const row = await propose(app, kind, proposer, request.body as Record<string, unknown> & { merchantCode?: string; reason: string });
          return ok((await toWire(app.db, [row]))[0]!);
        },
      );
    }
  };
}
