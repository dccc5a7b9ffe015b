/**
 * The console's vendor credentials (permission catalog.manage, platform-wide operators: a
 * vendor's secret signs its wallet calls for every merchant): which vendors have one, and
 * issuing or rotating it, the new secret shown once.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CatalogAdminPath, type VendorCredentialSummary, type VendorSecretValue } from '@common/contract/consoleCatalog';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { clientLocation, requirePlatformWide } from '../merchant';
import { operatorActor } from '../operator';
import { credentialSummaries, rotateVendorCredential } from './credentials';

const SummarySchema = wireSchema<VendorCredentialSummary>()(Type.Object({ vendorCode: Type.String(), issuedAt: Type.Integer() }));
const SecretSchema = wireSchema<VendorSecretValue>()(Type.Object({ vendorCode: Type.String(), secret: Type.String(), issuedAt: Type.Integer() }));
const tags = ['console', 'catalog'];
const config = { permission: 'catalog.manage' } as const;

/** Registers the credential calls (inside operatorScope). */
export async function vendorCredentialConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(consoleRoute(CatalogAdminPath.credentials), { config, schema: { response: replies(Type.Array(SummarySchema)), tags } }, async (request): Promise<Envelope<VendorCredentialSummary[]>> => {
    requirePlatformWide(operatorOf(request).merchantCode);
    return ok(await credentialSummaries(app.db));
  });

  app.post(
    consoleRoute(CatalogAdminPath.credential(':vendorCode')),
    { config, schema: { params: Type.Object({ vendorCode: Type.String({ minLength: 1, maxLength: 64 }) }), response: replies(SecretSchema), tags } },
    async (request): Promise<Envelope<VendorSecretValue>> => {
      const operator = operatorOf(request);
      requirePlatformWide(operator.merchantCode);
      const who = operatorActor(operator.id, clientLocation(request, app.config).ip);
      // The secret is in this answer only: never logged, never stored unsealed.
      return ok(await rotateVendorCredential(app, request.params.vendorCode, who));
    },
  );
}
