/** Console test helpers: an operator with a live session, and calls made as that operator. */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { CSRF_HEADER } from '@common/contract/operator';
import type { Role } from '@common/rules/operatorRoles';
import { createOperator } from '../../../server/modules/operator';
import { startOperatorSession } from '../../../server/modules/operator/sessions';
import { CONSOLE_COOKIE } from '../../../server/plugins/operator-auth';

export interface TestOperator {
  id: number;
  username: string;
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
  return { id: row.id, username, cookie: session.token, csrf: session.csrfToken };
}

export type ConsoleMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A console call as `who` (session cookie and CSRF token); the status and the envelope. */
export async function consoleCall<T>(app: FastifyInstance, who: TestOperator, method: ConsoleMethod, url: string, payload?: object): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.inject({ method, url, payload, cookies: { [CONSOLE_COOKIE]: who.cookie }, headers: { [CSRF_HEADER]: who.csrf } });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}
