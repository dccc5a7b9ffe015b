/** Guards an operator scope with the X-Admin-Token header (config ADMIN_TOKEN). */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../http/envelope';
import { notFound } from './errors';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';

/** Hashing first gives equal-length inputs, so the comparison time says nothing about the token. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** An operator scope: every request, known path or not, must carry the admin token. */
export function adminScope(token: string, modules: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRequest', async (request) => {
      const given = request.headers[ADMIN_TOKEN_HEADER];
      if (typeof given !== 'string' || !sameToken(given, token)) {
        throw new AppError(ErrorCode.adminTokenInvalid, { status: 401 });
      }
    });
    scope.setNotFoundHandler(notFound);
    for (const module of modules) await scope.register(module);
  };
}
