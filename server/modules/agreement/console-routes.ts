/**
 * The console's agreement calls (permission content.manage): list a merchant's versions, write and
 * change drafts, publish one. A merchant's operator reaches only its merchant's versions (another's
 * answer 404); a platform-wide operator names the merchant to list and draft, and reaches any by id.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ConsoleAgreementPath, type AgreementVersionValue } from '@common/contract/agreement';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { notFoundError } from '../../plugins/errors';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { actingMerchant, operatorOf } from '../../plugins/operator-auth';
import type { Actor } from '../audit';
import { clientLocation, existingMerchant } from '../merchant';
import { operatorActor } from '../operator';
import { consoleVersions, createDraft, publishVersion, updateDraft } from './console';
import { AgreementVersionSchema, DraftBody, MerchantQuery, VersionParams } from './schemas';

const tags = ['console', 'agreement'];
const config = { permission: 'content.manage' } as const;

/** Registers the agreement calls (inside operatorScope). */
export async function agreementConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const actor = (request: FastifyRequest): Actor => operatorActor(operatorOf(request).id, clientLocation(request, app.config).ip);
  /** The merchant a listing or a new draft is for, which must exist. */
  const merchantOf = (request: FastifyRequest, named: string | undefined): Promise<string> => existingMerchant(app.db, actingMerchant(operatorOf(request), named));
  const one = replies(AgreementVersionSchema);

  app.get(
    consoleRoute(ConsoleAgreementPath.versions),
    { config, schema: { querystring: MerchantQuery, response: replies(Type.Array(AgreementVersionSchema)), tags } },
    async (request): Promise<Envelope<AgreementVersionValue[]>> => ok(await consoleVersions(app.db, await merchantOf(request, request.query.merchantCode))),
  );

  app.post(consoleRoute(ConsoleAgreementPath.versions), { config, schema: { body: DraftBody, response: one, tags } }, async (request): Promise<Envelope<AgreementVersionValue>> => {
    const merchantCode = await merchantOf(request, request.body.merchantCode);
    return ok(await createDraft(app.db, merchantCode, request.body.texts, actor(request), operatorOf(request).username, new Date(app.now())));
  });

  app.put(
    consoleRoute(ConsoleAgreementPath.version(':id')),
    { config, schema: { params: VersionParams, body: DraftBody, response: one, tags } },
    async (request): Promise<Envelope<AgreementVersionValue>> => {
      const updated = await updateDraft(app.db, operatorOf(request).merchantCode, request.params.id, request.body.texts, actor(request), new Date(app.now()));
      if (!updated) throw notFoundError(request);
      return ok(updated);
    },
  );

  app.post(
    consoleRoute(ConsoleAgreementPath.publish(':id')),
    { config, schema: { params: VersionParams, response: one, tags } },
    async (request): Promise<Envelope<AgreementVersionValue>> => {
      const published = await publishVersion(app.db, operatorOf(request).merchantCode, request.params.id, actor(request), operatorOf(request).username, new Date(app.now()));
      if (!published) throw notFoundError(request);
      return ok(published);
    },
  );
}
