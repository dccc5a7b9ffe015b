/** Console test helpers: an operator with a live session, and calls made as that operator. */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { CSRF_HEADER } from '@common/contract/operator';
import { ApprovalPath, type ApprovalValue } from '@common/contract/approvals';
import { ReviewPath, type ReviewItemValue } from '@common/contract/review';
import { API_KEY_SCHEME } from '@common/contract/consoleAdmin';
import { effectivePermissions, type Permission, type Role } from '@common/rules/operatorRoles';
import { createOperator } from '../../../server/modules/operator';
import { createApiKey } from '../../../server/modules/operator/api-keys';
import { startOperatorSession } from '../../../server/modules/operator/sessions';
import { CONSOLE_COOKIE } from '../../../server/plugins/operator-auth';

export interface TestOperator {
  id: number;
  username: string;
  merchantCode: string | null;
  roles: Role[];
  cookie: string;
  csrf: string;
}

let serial = 0;

/** A new operator (unique name) holding `roles` in `merchantCode` (null: platform-wide), logged in. */
export async function operatorWith(app: FastifyInstance, roles: Role[], merchantCode: string | null = 'MLOBBY'): Promise<TestOperator> {
  const username = `op${process.pid % 1000}x${serial++}`;
  const row = await createOperator(app, { username, password: 'Console-pass-1', merchantCode, roles }, { actor: 'test' });
  if (!row) throw new Error(`operator ${username} exists`);
  const session = await startOperatorSession(app, row.id, { ip: '127.0.0.1', userAgent: null });
  return { id: row.id, username, merchantCode, roles, cookie: session.token, csrf: session.csrfToken };
}

/** A new session of `who` (a logout among a test's calls ends the old one). */
export async function freshSession(app: FastifyInstance, who: TestOperator): Promise<TestOperator> {
  const session = await startOperatorSession(app, who.id, { ip: '127.0.0.1', userAgent: null });
  return { ...who, cookie: session.token, csrf: session.csrfToken };
}

export type ConsoleMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A console call as `who` (session cookie and CSRF token); the status and the envelope. */
export async function consoleCall<T>(app: FastifyInstance, who: TestOperator, method: ConsoleMethod, url: string, payload?: object): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.inject({ method, url, payload, cookies: { [CONSOLE_COOKIE]: who.cookie }, headers: { [CSRF_HEADER]: who.csrf } });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

/** A new API key of `who` holding `permissions` (default: all its own); the secret. */
export async function apiKeyOf(app: FastifyInstance, who: TestOperator, permissions?: Permission[], expiresInDays?: number): Promise<string> {
  const held = effectivePermissions(who.roles, who.merchantCode);
  const caller = { id: who.id, username: who.username, merchantCode: who.merchantCode, permissions: held, ip: '127.0.0.1' };
  return (await createApiKey(app, caller, { label: 'test key', permissions: permissions ?? [...held], expiresInDays })).secret;
}

/** A console call made with an API key (no cookie, no CSRF token); the status and the envelope. */
export async function keyCall<T>(app: FastifyInstance, secret: string, method: ConsoleMethod, url: string, payload?: object): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.inject({ method, url, payload, headers: { authorization: `${API_KEY_SCHEME} ${secret}` } });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

const financePairs = new WeakMap<FastifyInstance, Promise<[TestOperator, TestOperator]>>();

/** Real money for a member of MLOBBY as operators give it: one finance operator proposes the adjustment, another approves it. */
export async function fundByApproval(app: FastifyInstance, username: string, amount: number): Promise<void> {
  if (!financePairs.has(app)) financePairs.set(app, Promise.all([operatorWith(app, ['finance']), operatorWith(app, ['finance'])]));
  const [maker, checker] = await financePairs.get(app)!;
  const proposed = await consoleCall<ApprovalValue>(app, maker, 'POST', ApprovalPath.queue('wallet-adjustment'), { username, amount, reason: 'test funding' });
  if (!proposed.body.success) throw new Error(`funding ${username}: ${proposed.body.code}`);
  const approved = await consoleCall<ReviewItemValue>(app, checker, 'POST', ReviewPath.approve('wallet-adjustment', String(proposed.body.value!.id)), { reason: 'test funding' });
  if (approved.body.value?.status !== 'approved') throw new Error(`funding ${username}: ${approved.body.code ?? approved.body.value?.status}`);
}
