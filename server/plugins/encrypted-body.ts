/**
 * Encrypted request bodies (docs/encryption.md). A route opts in with `config: { encrypted: true }`:
 * its body must then be `{ data }` sealed for the server's key with the Encryption header; the
 * plaintext JSON replaces the body before the route's schema checks it. Anything else is
 * refused with 400 request.encryption.invalid before the handler runs, so nothing changes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { Header } from '@common/contract/headers';
import { AppError } from '../http/envelope';
import { addPreValidation } from '../http/route-hooks';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body must arrive encrypted (login, register, password verification). */
    encrypted?: boolean;
  }
}

function sealedData(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { data, ...rest } = body as Record<string, unknown>;
  return typeof data === 'string' && Object.keys(rest).length === 0 ? data : null;
}

async function openBody(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const data = sealedData(request.body);
  const header = request.headers[Header.encryption.toLowerCase()];
  if (data === null || typeof header !== 'string') throw new AppError(ErrorCode.encryptionInvalid, { status: 400 });
  const plain = await app.keyring.open(header, data);
  try {
    request.body = JSON.parse(plain) as unknown;
  } catch {
    throw new AppError(ErrorCode.requestMalformed, { status: 400 });
  }
}

/** Installs the hook on the root instance; routes registered afterwards that opt in get the check. */
export const encryptedBodies = fp(async function encryptedBodies(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.config?.encrypted) addPreValidation(route, async (request) => openBody(app, request));
  });
}, { name: 'encrypted-bodies' });
