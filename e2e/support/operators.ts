/**
 * Operator calls of the browser tests, made as automation makes them (docs/console.md "API keys"):
 * globalSetup logs three demo operators in once (password + the TOTP code derived from their
 * name) and makes each an API key; tests read the keys from E2E_OPERATOR_KEYS. Once per run:
 * a TOTP code logs in once, so every test file logging in again would trip over its own codes.
 */
import { ApprovalPath, type ApprovalValue } from '@common/contract/approvals';
import { ReviewPath, type ReviewItemValue } from '@common/contract/review';
import { API_KEY_SCHEME } from '@common/contract/consoleAdmin';
import type { Envelope } from '@common/contract/envelope';

/** The owner (platform-wide) for merchant settings; two finance operators, one proposes and one approves. */
export const ROLES = { owner: 'owner', maker: 'finance1', checker: 'finance2' } as const;
export type E2eOperator = keyof typeof ROLES;
export type Keys = Record<E2eOperator, string>;

export async function json<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${what} failed: ${res.status} ${body.code}`);
  return body.value as T;
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
  const approved = await operatorCall<ReviewItemValue>('checker', 'POST', ReviewPath.approve('wallet-adjustment', String(proposal.id)), { reason });
  if (approved.status !== 'approved') throw new Error(`funding ${username}: ${approved.status}`);
}
