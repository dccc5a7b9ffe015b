/** GET /wps/agent/affiliate/:code (token-exempt, any caller: §7 affiliate lookup by code): is this invitation code valid? */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AccountPath, type AffiliateValue } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../../http/envelope';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../../http/typebox';
import { merchantOf } from '../../../plugins/gateway';
import { findActiveAffiliateCode, normalizeAffiliateCode } from '../service';

const Params = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) });
const AffiliateSchema = wireSchema<AffiliateValue>()(Type.Object({ valid: Type.Boolean(), code: Type.String() }));

/** Registers the affiliate look-up. */
export async function affiliateLookupRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get(`${gatewayPath(AccountPath.affiliate)}/:code`, { schema: { params: Params, response: replies(AffiliateSchema), tags: ['agent'] } }, async (request): Promise<Envelope<AffiliateValue>> => {
    const found = await findActiveAffiliateCode(app.db, merchantOf(request).code, request.params.code);
    return ok({ valid: found !== null, code: normalizeAffiliateCode(request.params.code) });
  });
}
