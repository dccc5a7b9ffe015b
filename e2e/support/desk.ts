/**
 * Operators at their desks for the payment browser tests: each logs in to the console once (the
 * password and a fresh TOTP code) and stays logged in for the file, as staff do. Their decisions go
 * through the console's review queue; set-up calls (an adjustment that funds a member, the merchant's
 * register fields) go through the same session, with its CSRF token, as the console's own calls.
 */
import type { Page } from 'playwright-core';
import { ApprovalPath, type ApprovalValue } from '@common/contract/approvals';
import type { Envelope } from '@common/contract/envelope';
import { CSRF_HEADER, OperatorPath, type OperatorMe } from '@common/contract/operator';
import { ReviewPath, type ReviewItemValue, type ReviewKind } from '@common/contract/review';
import en from '../../console/locales/en.json';
import { openContext, type Session } from './browser';
import { consoleLogIn } from './console';

export interface Desk {
  page: Page;
  session: Session;
  /** A console API call in this operator's session; its value (a refusal throws). */
  call: <T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;
}

/** A desktop browser with `username` logged in to the console of `url`. */
export async function openDesk(url: string, username: string, password: string): Promise<Desk> {
  const session = await openContext('desktop');
  const { page } = session;
  await consoleLogIn(page, url, username, password);
  const me = (await (await page.request.get(`${url}${OperatorPath.session}`)).json()) as Envelope<OperatorMe>;
  const csrf = me.value!.csrfToken;
  const call = async <T,>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const res = await page.request.fetch(`${url}${path}`, { method, headers: { [CSRF_HEADER]: csrf }, data: body });
    const answer = (await res.json()) as Envelope<T>;
    if (!answer.success) throw new Error(`${username}: ${method} ${path} failed: ${res.status()} ${answer.code}`);
    return answer.value as T;
  };
  return { page, session, call };
}

/** Real money for a member as operators give it (no turnover requirement): one finance operator proposes, another approves. */
export async function fundByAdjustment(maker: Desk, checker: Desk, username: string, amount: number): Promise<void> {
  const proposal = await maker.call<ApprovalValue>('POST', ApprovalPath.queue('wallet-adjustment'), { username, amount, reason: 'e2e payments: opening balance' });
  const approved = await checker.call<ReviewItemValue>('POST', ReviewPath.approve('wallet-adjustment', String(proposal.id)), { reason: 'opening balance checked' });
  if (approved.status !== 'approved') throw new Error(`funding ${username}: ${approved.status}`);
}

/** The review queue's open items of `kind` for the player `username`, as the operator's screen shows them now. */
export async function openQueueItem(desk: Desk, url: string, kind: ReviewKind, username: string) {
  await desk.page.goto(`${url}/console/review/${kind}`);
  const item = desk.page.getByRole('region').filter({ has: desk.page.getByRole('link', { name: username, exact: true }) });
  await item.waitFor();
  return item;
}

/**
 * Decides the player's open item of `kind` in the review queue with a reason, through the console
 * screen: the server's answer (a refusal throws with its code), once the screen has taken it (the
 * decision form is gone: the item left the open list, or waits for another operator).
 */
export async function decideInQueue(desk: Desk, url: string, kind: ReviewKind, username: string, verdict: 'approve' | 'reject', reason: string): Promise<ReviewItemValue> {
  const item = await openQueueItem(desk, url, kind, username);
  const id = (await item.getAttribute('aria-label'))!.replace(en.review.request.replace('{{id}}', ''), '');
  await item.getByLabel(en.review.decisionReason).fill(reason);
  const decision = desk.page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === ReviewPath[verdict](kind, id));
  await item.getByRole('button', { name: en.review[verdict], exact: true }).click();
  const answer = (await (await decision).json()) as Envelope<ReviewItemValue>;
  if (!answer.success) throw new Error(`${kind} ${id} of ${username} not decided: ${answer.code}`);
  await item.getByLabel(en.review.decisionReason).waitFor({ state: 'detached' });
  return answer.value!;
}
