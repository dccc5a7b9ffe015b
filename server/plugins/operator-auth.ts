/**
 * The console API's access check (ARCHITECTURE.md "Permissions"): every route under /console/api
 * declares `config: { permission }` — a permission of common/rules/operatorRoles.ts, 'operator'
 * (any logged-in operator: who am I, logout) or 'anonymous' (the login steps) — and this scope
 * refuses to start with a route that declares none. The check, before validation:
 *
 *   operator.not.logged.in   (401) no session cookie
 *   operator.session.expired (401) a session timed out, ended or revoked
 *   operator.csrf.invalid    (403) a call that changes something without the session's CSRF token
 *   operator.forbidden       (403) the operator's roles do not grant the permission
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { CSRF_HEADER } from '@common/contract/operator';
import { operatorMay, permissionsOf, type Permission, type Role } from '@common/rules/operatorRoles';
import { AppError } from '../http/envelope';
import { addPreValidation } from '../http/route-hooks';
import { csrfMatches, csrfTokenFor, resolveOperatorSession } from '../modules/operator';
import { notFound } from './errors';

/** What an operator route declares it needs. */
export type OperatorAccess = Permission | 'operator' | 'anonymous';

/** The session cookie: HttpOnly, SameSite=Strict, sent to the console's paths only. */
export const CONSOLE_COOKIE = 'console_session';
export const CONSOLE_COOKIE_PATH = '/console';

/** Who is calling a console route. */
export interface OperatorContext {
  id: number;
  username: string;
  merchantCode: string | null;
  roles: Role[];
  permissions: Set<Permission>;
  sessionId: number;
  /** The CSRF token of this session, for the console's "who am I" after a reload. */
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: OperatorAccess;
  }
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

async function authenticate(app: FastifyInstance, request: FastifyRequest, need: Exclude<OperatorAccess, 'anonymous'>): Promise<OperatorContext> {
  const token = request.cookies[CONSOLE_COOKIE];
  if (!token || token.length > 128) throw new AppError(ErrorCode.operatorNotLoggedIn, { status: 401 });
  const state = await resolveOperatorSession(app, token);
  if (state.status !== 'valid') throw new AppError(ErrorCode.operatorSessionExpired, { status: 401 });
  if (!SAFE_METHODS.has(request.method) && !csrfMatches(app.keyring, token, request.headers[CSRF_HEADER.toLowerCase()] as string | undefined)) {
    throw new AppError(ErrorCode.operatorCsrfInvalid, { status: 403 });
  }
  const { operator } = state;
  if (need !== 'operator' && !operatorMay(operator.roles, operator.merchantCode, need)) throw new AppError(ErrorCode.operatorForbidden, { status: 403 });
  return { id: operator.id, username: operator.username, merchantCode: operator.merchantCode, roles: operator.roles, permissions: permissionsOf(operator.roles), sessionId: state.session.id, csrfToken: csrfTokenFor(app.keyring, token) };
}

/** The caller of a route that needs an operator. */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new Error('operatorOf() used on a route without an operator permission');
  return request.operator;
}

/** Sets the session cookie (Secure when the request came over HTTPS). */
export function setConsoleCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(CONSOLE_COOKIE, token, { path: CONSOLE_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', expires: expiresAt });
}

export function clearConsoleCookie(reply: FastifyReply): void {
  reply.clearCookie(CONSOLE_COOKIE, { path: CONSOLE_COOKIE_PATH, httpOnly: true, sameSite: 'strict' });
}

/** The console API's scope: cookies, the access check on every route, a 404 envelope, then the modules' routes. */
export function operatorScope(modules: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    await scope.register(cookie);
    scope.decorateRequest('operator', null);
    scope.addHook('onRoute', (route) => {
      const need = route.config?.permission;
      if (!need) throw new Error(`${String(route.method)} ${route.url}: a console route must declare config.permission`);
      if (need === 'anonymous') return;
      addPreValidation(route, async (request) => {
        request.operator = await authenticate(scope, request, need);
      });
    });
    scope.setNotFoundHandler(notFound);
    for (const module of modules) await scope.register(module);
  };
}
