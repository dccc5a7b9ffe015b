/**
 * A stand-in for the console API in jsdom: answers by "METHOD /path" (the query left out) with an
 * envelope, and records every call with its headers and body, so tests see what the console sent.
 */
import type { OperatorMe } from '@common/contract/operator';
import { ROLE_PERMISSIONS, type Role } from '@common/rules/operatorRoles';

export interface Call {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { value?: unknown; code?: string; message?: string; status?: number };
type Handler = (call: Call) => Answer;

export class FakeServer {
  readonly calls: Call[] = [];
  private readonly routes = new Map<string, Handler>();

  /** Answers "METHOD /path" with a success value, or a failure ({ code, message, status }). */
  on(route: string, answer: Answer | Handler): this {
    this.routes.set(route, typeof answer === 'function' ? answer : () => answer);
    return this;
  }

  ok(route: string, value: unknown): this {
    return this.on(route, { value });
  }

  fail(route: string, code: string, message = code, status = 200): this {
    return this.on(route, { code, message, status });
  }

  callsTo(route: string): Call[] {
    return this.calls.filter((c) => `${c.method} ${c.path}` === route);
  }

  readonly fetch: typeof fetch = async (input, init = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const call: Call = { method, url, path: url.split('?')[0]!, headers: { ...(init.headers as Record<string, string>) }, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    this.calls.push(call);
    const handler = this.routes.get(`${method} ${call.path}`);
    const answer: Answer = handler ? handler(call) : { code: 'not.found', message: 'Not found', status: 404 };
    const envelope = answer.code ? { success: false, code: answer.code, message: answer.message } : { success: true, value: answer.value ?? null };
    const status = answer.status ?? 200;
    // jsdom has no fetch Response: what the client reads of one.
    return { status, ok: status < 300, json: async () => envelope } as unknown as Response;
  };
}

/** An operator as the session calls answer it. */
export function operator(roles: Role[], overrides: Partial<OperatorMe> = {}): OperatorMe {
  return { id: 1, username: 'ann', merchantCode: 'MLOBBY', roles, permissions: [...new Set(roles.flatMap((r) => ROLE_PERMISSIONS[r]))], csrfToken: 'csrf-1', idleMinutes: 15, ...overrides };
}
