/**
 * The user agreement's site calls (§2 /m/useragreement): the current text (public), whether the
 * member must accept it, and accepting it. Trial accounts may ask the status (never must accept)
 * but have nothing to accept.
 */
import type { FastifyInstance } from 'fastify';
import { AgreementPath, type AgreementStatusValue, type AgreementValue } from '@common/contract/agreement';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { clientOf, merchantOf } from '../../plugins/gateway';
import { AcceptBody, AgreementStatusSchema, AgreementValueSchema } from './schemas';
import { acceptAgreement, agreementStatus, currentAgreement, REQUIRED_LANGUAGE } from './service';

const tags = ['agreement'];

/** Registers the agreement calls (inside the /wps gateway). */
export async function agreementRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(gatewayPath(AgreementPath.current), { schema: { response: replies(AgreementValueSchema), tags } }, async (request): Promise<Envelope<AgreementValue>> =>
    ok(await currentAgreement(app.db, merchantOf(request).code, clientOf(request).language ?? REQUIRED_LANGUAGE)),
  );

  app.get(
    gatewayPath(AgreementPath.status),
    { config: { auth: 'trialAllowed' }, schema: { response: replies(AgreementStatusSchema), tags } },
    async (request): Promise<Envelope<AgreementStatusValue>> => ok(await agreementStatus(app.db, authOf(request).member)),
  );

  app.post(
    gatewayPath(AgreementPath.accept),
    { config: { auth: 'member' }, schema: { body: AcceptBody, response: replies(AgreementStatusSchema), tags } },
    async (request): Promise<Envelope<AgreementStatusValue>> =>
      ok(await acceptAgreement(app.db, authOf(request).member, request.body.version, { at: new Date(app.now()), ip: clientOf(request).ip, via: 'accept' })),
  );
}
