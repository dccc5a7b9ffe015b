/**
 * Operator calls of the browser tests, made as automation makes them (docs/console.md "API keys"):
 * globalSetup logs three demo operators in once (password + the TOTP code derived from their
 * name) and makes each an API key; tests read the keys from E2E_OPERATOR_KEYS. Once per run:
 * a TOTP code logs in once, so every test file logging in again would trip over its own codes.
 */
import { ApprovalPath, type ApprovalValue } from '@common/contract/approvals';
import { API_KEY_SCHEME, ApiKeyPath, type NewApiKeyValue } from '@common/contract/consoleAdmin';
import type { Envelope } from '@common/contract/envelope';
import { CSRF_HEADER, OperatorPath, type OperatorMe, type OperatorPasswordValue } from '@common/contract/operator';
import { PERMISSIONS } from '@common/rules/operatorRoles';
import { currentCode, DEMO_OPERATORS, demoTotpSecret } from '../../server/modules/operator';

/** The owner (platform-wide) for merchant settings; two finance operators, one proposes and one approves. */
const ROLES = { owner: 'owner', maker: 'finance1', checker: 'finance2' } as const;
export type E2eOperator = keyof typeof ROLES;
type Keys = Record<E2eOperator, string>;

async function json<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${what} failed: ${res.status} ${body.code}`);
  return body.value as T;
}

/** Logs a demo operator in over HTTP and makes it an API key with all its permissions; the secret. */
async function keyOf(base: string, username: string): Promise<string> {
  const demo = DEMO_OPERATORS.find((op) => op.username === username)!;
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const step = await json<OperatorPasswordValue>(await post(OperatorPath.password, { username, password: demo.password }), `${username} password`);
  const login = await post(OperatorPath.totp, { challenge: step.challenge, code: currentCode(demoTotpSecret(username), Date.now()) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const me = await json<OperatorMe>(login, `${username} code`);
  const permissions = PERMISSIONS.filter((permission) => me.permissions.includes(permission));
  const key = await post(ApiKeyPath.keys, { label: 'e2e', permissions, expiresInDays: 1 }, { cookie, [CSRF_HEADER]: me.csrfToken });
  return (await json<NewApiKeyValue>(key, `${username} API key`)).secret;
}

/** Run by globalSetup: the keys, in the environment the test files inherit. */
export async function prepareOperatorKeys(base: string): Promise<void> {
  const keys = {} as Keys;
  for (const [who, username] of Object.entries(ROLES) as [E2eOperator, string][]) keys[who] = await keyOf(base, username);
  process.env.E2E_OPERATOR_KEYS = JSON.stringify(keys);
}

/** A console API call as one of the test operators; its value. */
export async function operatorCall<T = unknown>(who: E2eOperator, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const keys = JSON.parse(process.env.E2E_OPERATOR_KEYS ?? '{}') as Partial<Keys>;
  if (!keys[who]) throw new Error('E2E_OPERATOR_KEYS is not set: run through `npm run test:e2e`');
  const base = process.env.E2E_BASE_URL!;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `${API_KEY_SCHEME} ${keys[who]}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json<T>(res, `${method} ${path}`);
}

/** Real money for a member, as operators give it: one finance operator proposes the adjustment, another approves it. */
export async function fundMember(username: string, amount: number, reason: string): Promise<void> {
  const proposal = await operatorCall<ApprovalValue>('maker', 'POST', ApprovalPath.queue('wallet-adjustment'), { username, amount, reason });
  const approved = await operatorCall<ApprovalValue>('checker', 'POST', ApprovalPath.approve('wallet-adjustment', proposal.id), { reason });
  if (approved.status !== 'approved') throw new Error(`funding ${username} ${approved.status}: ${approved.failureCode}`);
}
