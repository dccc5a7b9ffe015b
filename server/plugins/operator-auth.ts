/**
 * The console API's access check (ARCHITECTURE.md "Permissions"): every route under /console/api
 * declares `config: { permission }` — a permission of common/rules/operatorRoles.ts, 'operator'
 * (any logged-in operator: who am I, logout, its own API keys) or 'anonymous' (the login steps) —
 * and this scope refuses to start with a route that declares none. A caller is an operator's
 * console session (cookie) or one of its API keys (`Authorization: Bearer mlk_…`, docs/console.md
 * "API keys"). The check, before validation:
 *
 *   operator.not.logged.in   (401) no session cookie and no API key
 *   operator.session.expired (401) a session timed out, ended or revoked
 *   operator.apikey.invalid  (401) an API key unknown, revoked, expired, or of a disabled operator
 *   operator.csrf.invalid    (403) a cookie call that changes something without the session's CSRF token
 *   operator.forbidden       (403) the roles (and, for a key, the key's permissions) do not grant the
 *                                  permission; an API key on an 'operator' route (those need a person)
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, API_KEY_SCHEME } from '@common/contract/consoleAdmin';
import { ErrorCode } from '@common/contract/envelope';
import { CSRF_HEADER } from '@common/contract/operator';
import { effectivePermissions, type Permission, type Role } from '@common/rules/operatorRoles';
import { AppError } from '../http/envelope';
import { addPreValidation } from '../http/route-hooks';
import { recordAudit } from '../modules/audit';
import { clientLocation } from '../modules/merchant';
import { apiKeySubject, csrfMatches, csrfTokenFor, operatorActor, resolveApiKey, resolveOperatorSession } from '../modules/operator';
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
  /** What this caller may do: the roles' permissions, for an API key only those the key holds too. */
  permissions: Set<Permission>;
  /** The console session, with its CSRF token (the console's "who am I" after a reload); null for an API key. */
  session: { id: number; csrfToken: string } | null;
  /** The API key the call came with; null for a session. */
  apiKeyId: number | null;
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

/** A cookie call: the session, its CSRF token on a change, then the roles. */
async function bySession(app: FastifyInstance, request: FastifyRequest, need: Exclude<OperatorAccess, 'anonymous'>): Promise<OperatorContext> {
  const token = request.cookies[CONSOLE_COOKIE];
  if (!token || token.length > 128) throw new AppError(ErrorCode.operatorNotLoggedIn, { status: 401 });
  const state = await resolveOperatorSession(app, token);
  if (state.status !== 'valid') throw new AppError(ErrorCode.operatorSessionExpired, { status: 401 });
  if (!SAFE_METHODS.has(request.method) && !csrfMatches(app.keyring, token, request.headers[CSRF_HEADER.toLowerCase()] as string | undefined)) {
    throw new AppError(ErrorCode.operatorCsrfInvalid, { status: 403 });
  }
  const { operator } = state;
  const permissions = effectivePermissions(operator.roles, operator.merchantCode);
  if (need !== 'operator' && !permissions.has(need)) throw new AppError(ErrorCode.operatorForbidden, { status: 403 });
  const session = { id: state.session.id, csrfToken: csrfTokenFor(app.keyring, token) };
  return { id: operator.id, username: operator.username, merchantCode: operator.merchantCode, roles: operator.roles, permissions, session, apiKeyId: null };
}

/**
 * A call with an API key. No CSRF token: a browser never adds an Authorization header by itself
 * (unlike a cookie), so another site's page cannot make a victim's browser send the key. Refusals
 * of a known key are audited (a revoked or over-reaching key in use is worth an owner's look);
 * successful calls and unknown keys are not (the rate limit bounds the guessing).
 */
async function byApiKey(app: FastifyInstance, request: FastifyRequest, secret: string, need: Exclude<OperatorAccess, 'anonymous'>): Promise<OperatorContext> {
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 128) throw new AppError(ErrorCode.operatorApiKeyInvalid, { status: 401 });
  const state = await resolveApiKey(app, secret);
  if (state.status === 'unknown') throw new AppError(ErrorCode.operatorApiKeyInvalid, { status: 401 });
  const { key, operator } = state;
  const refuse = async (reason: string, error: AppError): Promise<never> => {
    const actor = operatorActor(operator.id, clientLocation(request, app.config).ip);
    await recordAudit(app.db, actor, { action: 'operator.apikey.refused', subject: apiKeySubject(key.id), detail: { reason, permission: need, method: request.method, path: request.routeOptions.url ?? '' } });
    throw error;
  };
  if (state.status !== 'valid') return refuse(state.status, new AppError(ErrorCode.operatorApiKeyInvalid, { status: 401 }));
  // The key's permissions that its operator still holds: a demoted operator's keys shrink with it.
  const held = effectivePermissions(operator.roles, operator.merchantCode);
  const permissions = new Set(key.permissions.filter((permission) => held.has(permission)));
  // 'operator' routes are the session itself and the keys: a person's, never automation's.
  if (need === 'operator' || !permissions.has(need)) return refuse('permission', new AppError(ErrorCode.operatorForbidden, { status: 403 }));
  return { id: operator.id, username: operator.username, merchantCode: operator.merchantCode, roles: operator.roles, permissions, session: null, apiKeyId: key.id };
}

function authenticate(app: FastifyInstance, request: FastifyRequest, need: Exclude<OperatorAccess, 'anonymous'>): Promise<OperatorContext> {
  const authorization = request.headers.authorization;
  const bearer = `${API_KEY_SCHEME} `;
  if (typeof authorization === 'string' && authorization.startsWith(bearer)) return byApiKey(app, request, authorization.slice(bearer.length).trim(), need);
  return bySession(app, request, need);
}

/** The caller of a route that needs an operator. */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new Error('operatorOf() used on a route without an operator permission');
  return request.operator;
}

/** The caller of an 'operator' route, with its session (such routes refuse API keys). */
export function sessionOf(request: FastifyRequest): OperatorContext & { session: NonNullable<OperatorContext['session']> } {
  const operator = operatorOf(request);
  if (!operator.session) throw new Error('sessionOf() used on a route an API key may call');
  return { ...operator, session: operator.session };
}

/**
 * The merchant an operator acts on: its own (naming another is refused), or, platform-wide, the
 * one it names (which it must).
 */
export function actingMerchant(operator: Pick<OperatorContext, 'merchantCode'>, named: string | undefined): string {
  if (operator.merchantCode !== null) {
    if (named !== undefined && named !== operator.merchantCode) throw new AppError(ErrorCode.operatorForbidden, { status: 403 });
    return operator.merchantCode;
  }
  if (!named) throw new AppError(ErrorCode.requestInvalid, { params: { field: 'merchantCode', detail: 'a platform-wide operator names the merchant' } });
  return named;
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
