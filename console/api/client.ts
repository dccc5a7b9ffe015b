/**
 * The console's ONE call client (docs/console.md "Console app"): every call to /console/api goes
 * through it. It sends the cookie (same origin), the operator's Language (so the server's message
 * comes back in it, as the site does) and, on every call that changes something, the session's
 * CSRF token. A failed envelope rejects with ConsoleApiError; a dead session also tells the app.
 */
import type { Envelope } from '@common/contract/envelope';
import { CSRF_HEADER } from '@common/contract/operator';
import { Header } from '@common/contract/headers';
import { languageHeaderOf } from '@common/rules/languages';
import { ClientCode, ConsoleApiError, SESSION_ENDED_CODES } from './errors';

/** What the client needs from the app, asked for per call. */
export interface ConsoleApiEnvironment {
  language(): string;
  csrfToken(): string | null;
  /** A call answered that the session is gone (expired, revoked, logged out elsewhere). */
  onSessionEnded(code: string, message: string): void;
  /** The server answered a call (its session's idle clock restarted). */
  onAnswer?(): void;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface ConsoleApi {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  /** A body only where the call takes one (a reason for the audit trail). */
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** POSTs a file's bytes as the body, with the file's own Content-Type (an image upload). */
  upload<T>(path: string, file: Blob, query?: Query): Promise<T>;
}

/** The path with the query's set values, in order. */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function createConsoleApi(env: ConsoleApiEnvironment, doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)): ConsoleApi {
  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { [Header.language]: languageHeaderOf(env.language()), Accept: 'application/json' };
    if (method !== 'GET') {
      const csrf = env.csrfToken();
      if (csrf) headers[CSRF_HEADER] = csrf;
    }
    // A file goes as its raw bytes, typed as the file is; anything else as JSON.
    const file = body instanceof Blob ? body : null;
    if (body !== undefined) headers[Header.contentType] = file ? file.type : 'application/json';
    try {
      const res = await doFetch(path, { method, headers, body: file ?? (body === undefined ? undefined : JSON.stringify(body)), credentials: 'same-origin' });
      env.onAnswer?.();
      return res;
    } catch {
      throw new ConsoleApiError(ClientCode.network, ClientCode.network, 0);
    }
  }

  function failure(envelope: Envelope, status: number): ConsoleApiError {
    const code = envelope.code ?? ClientCode.badResponse;
    const error = new ConsoleApiError(envelope.message || code, code, status, envelope.value);
    if (SESSION_ENDED_CODES.has(code)) env.onSessionEnded(code, error.message);
    return error;
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await send(method, path, body);
    let envelope: Envelope<T>;
    try {
      envelope = (await res.json()) as Envelope<T>;
    } catch {
      throw new ConsoleApiError(ClientCode.badResponse, ClientCode.badResponse, res.status);
    }
    if (!envelope.success) throw failure(envelope, res.status);
    return envelope.value as T;
  }

  return {
    get: (path, query) => call('GET', withQuery(path, query)),
    post: (path, body) => call('POST', path, body ?? {}),
    put: (path, body) => call('PUT', path, body ?? {}),
    delete: (path, body) => call('DELETE', path, body),
    upload: (path, file, query) => call('POST', withQuery(path, query), file),
  };
}
