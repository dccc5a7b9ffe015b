/** GET /wps/session/login/key: the public key the site encrypts bodies with (token-exempt). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AccountPath, type PublicKeyValue } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema } from '../../http/typebox';

const PublicKeySchema = wireSchema<PublicKeyValue>()(
  Type.Object({ keyId: Type.String(), algorithm: Type.Literal('RSA-OAEP-256+A256GCM'), publicKey: Type.String({ description: 'SPKI DER, base64' }) }),
);

/** Registers the public-key call. */
export async function cryptoRoutes(app: FastifyInstance): Promise<void> {
  app.get(gatewayPath(AccountPath.publicKey), { schema: { response: replies(PublicKeySchema), tags: ['session'] } }, async (): Promise<Envelope<PublicKeyValue>> => ok(app.keyring.publicKey()));
}
