/** The console's audit calls: verify the hash chain (docs/console.md "Audit"). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AuditPath, type AuditChainValue } from '@common/contract/audit';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { sealAuditLog, verifyAuditChain } from './chain';

const ChainSchema = wireSchema<AuditChainValue>()(
  Type.Object({
    ok: Type.Boolean(),
    checked: Type.Integer(),
    unsealed: Type.Integer(),
    firstBroken: Type.Optional(Type.Object({ id: Type.Integer(), chainSeq: Type.Integer(), reason: Type.Union([Type.Literal('content'), Type.Literal('link'), Type.Literal('missing')]) })),
  }),
);

/** Registers the audit calls (inside operatorScope). */
export async function auditConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get(
    consoleRoute(AuditPath.verify),
    { config: { permission: 'audit.view' }, schema: { response: replies(ChainSchema), tags: ['console', 'audit'] } },
    async (): Promise<Envelope<AuditChainValue>> => {
      // Rows written a moment ago are sealed first, so the answer covers the whole trail.
      await sealAuditLog(app.db);
      return ok(await verifyAuditChain(app.db));
    },
  );
}
