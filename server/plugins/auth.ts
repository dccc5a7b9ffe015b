/**
 * Route-level authentication and roles. A route opts in with `config: { auth: ... }`; the hook
 * then needs `Authorization: <token>` and refuses, HTTP 200 with a code the site acts on (§8):
 *
 *   customer.not.login             no token sent
 *   user.or.token.invalid          a token never issued, revoked (logout, password change), or another merchant's
 *   login.not.session              a real token that timed out (idle) or outlived its absolute lifetime
 *   user.nonexistent.or.disabled   the account has been disabled since login
 *   token_ip_different             the merchant binds tokens to IP and the call comes from another one
 *   free.reject                    a trial account (type 4) outside `trialAllowed` routes (§6)
 *   no.permission                  a logged-in account without the role the route needs
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type ErrorCodeValue } from '@common/contract/envelope';
import { Header } from '@common/contract/headers';
import { AppError } from '../http/envelope';
import { addPreValidation } from '../http/route-hooks';
import fp from 'fastify-plugin';
import { clientLocation } from '../modules/merchant';
import { findMember, type Member } from '../modules/member';
import { activeBlock, blockRefusal } from '../modules/protection';
import { resolveToken } from '../modules/session';
import { merchantOf } from './gateway';
import { canDeposit, isTrial } from '@common/rules/memberTypes';

/**
 * trialAllowed: any logged-in account, trial included (logout, member info, promotions).
 * member: any account but trial. real: no trial or demo account (real money). deposit: real
 * and of type 0, 1 or 2 (§6). agent: agents only.
 */
export type AuthRequirement = 'trialAllowed' | 'member' | 'real' | 'deposit' | 'agent';

/** Who is calling, for handlers of authenticated routes. */
export interface AuthContext {
  sessionId: number;
  member: Member;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    /**
     * The route serves a withdraw-only session too (a login refused by a time-out or
     * self-exclusion: withdrawals, payout accounts, balance, member info, logout). Every other
     * route refuses such a session with the block's code.
     */
    withdrawScope?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Why this member may not call a route needing `need`, or null when it may. */
export function roleRefusal(need: AuthRequirement, member: Pick<Member, 'type' | 'demo' | 'agent'>): ErrorCodeValue | null {
  if (need === 'trialAllowed') return null;
  if (isTrial(member.type)) return ErrorCode.freeReject;
  const allowed =
    need === 'member' ||
    (need === 'real' && !member.demo) ||
    (need === 'deposit' && !member.demo && canDeposit(member.type)) ||
    (need === 'agent' && member.agent);
  return allowed ? null : ErrorCode.noPermission;
}

/** The raw token of the Authorization header ("Bearer " tolerated), or null. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers[Header.authorization.toLowerCase()];
  const token = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
  return token.length > 0 && token.length <= 256 ? token : null;
}

/** The refusal of a withdraw-only session on a route that does not serve one: the block's code while it lasts. */
async function withdrawScopeRefusal(app: FastifyInstance, memberId: number): Promise<AppError> {
  const block = await activeBlock(app.db, memberId, app.now());
  if (!block) return new AppError(ErrorCode.userOrTokenInvalid);
  const { code, params } = blockRefusal(block);
  return new AppError(code, { params });
}

async function authenticate(app: FastifyInstance, request: FastifyRequest, need: AuthRequirement, withdrawScope: boolean): Promise<AuthContext> {
  const token = tokenOf(request);
  if (!token) throw new AppError(ErrorCode.customerNotLogin);
  const state = await resolveToken(app, token);
  if (state.status === 'invalid') throw new AppError(ErrorCode.userOrTokenInvalid);
  if (state.status === 'expired') throw new AppError(ErrorCode.loginNotSession);
  if (state.session.scope === 'withdraw' && !withdrawScope) throw await withdrawScopeRefusal(app, state.session.memberId);
  const merchant = merchantOf(request);
  const member = await findMember(app.db, state.session.memberId);
  if (!member || (member.merchantCode !== merchant.code && member.merchantCode !== merchant.trialCode)) {
    throw new AppError(ErrorCode.userOrTokenInvalid);
  }
  if (member.status !== 'active') throw new AppError(ErrorCode.userNonexistentOrDisabled);
  if (merchant.config.bindTokenToIp && state.session.ip !== clientLocation(request, app.config).ip) {
    throw new AppError(ErrorCode.tokenIpDifferent);
  }
  const refusal = roleRefusal(need, member);
  if (refusal) throw new AppError(refusal);
  return { sessionId: state.session.id, member };
}

/** The caller of an authenticated route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('authOf() used on a route without config.auth');
  return request.auth;
}

/**
 * The caller of a route whose token is optional (the events centre): null when no token is sent;
 * with one, checked as a `trialAllowed` route checks it (a bad token is refused the same way).
 */
export async function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext | null> {
  return tokenOf(request) ? authenticate(app, request, 'trialAllowed', false) : null;
}

/** Installs the hook on the root instance; routes registered afterwards that opt in get the check. */
export const authPlugin = fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    const need = route.config?.auth;
    if (!need) return;
    const withdrawScope = route.config?.withdrawScope === true;
    addPreValidation(route, async (request) => {
      request.auth = await authenticate(app, request, need, withdrawScope);
    });
  });
}, { name: 'auth', dependencies: ['database'] });
