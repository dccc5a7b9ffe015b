/** GET /wps/session/login/key: the public key the site encrypts bodies with (token-exempt). */
import type { FastifyInstance } from 'fastify';
import { AccountPath, type PublicKeyValue } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';

/** Registers the public-key call. */
export async function cryptoRoutes(app: FastifyInstance): Promise<void> {
  app.get(gatewayPath(AccountPath.publicKey), async (): Promise<Envelope<PublicKeyValue>> => ok(app.keyring.publicKey()));
}
