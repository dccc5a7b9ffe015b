import { createApiClient, type ApiClientOptions, type ApiEnvironment } from '../../../src/api/client';

/** A jest-mocked environment; every callback is a jest.fn. */
export type FakeEnv = { [K in keyof Required<ApiEnvironment>]: jest.Mock };

export function fakeEnv(overrides: Partial<Record<keyof ApiEnvironment, jest.Mock>> = {}): FakeEnv {
  return {
    merchantCode: jest.fn(() => 'M01'),
    language: jest.fn(() => 'bn'),
    token: jest.fn(() => 'tok-123'),
    device: jest.fn(() => 'MOBILE'),
    onNotLoggedIn: jest.fn(),
    onTokenIpDifferent: jest.fn(),
    onInvalidAffiliateCode: jest.fn(),
    showNotice: jest.fn(),
    showOffline: jest.fn(),
    hideLoading: jest.fn(),
    isOnline: jest.fn(() => true),
    text: jest.fn((key: string) => `t:${key}`),
    ...overrides,
  };
}

/** A minimal fetch Response: the client reads only status and text(). */
export function response(body: unknown, status = 200): Response {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return { status, ok: status >= 200 && status < 300, text: async () => raw } as unknown as Response;
}

/** fetch that answers every call with the given body and status. */
export function fetchReturning(body: unknown, status = 200): jest.Mock {
  return jest.fn(async () => response(body, status));
}

/** fetch that never answers until its signal aborts, like a stalled network. */
export function fetchHanging(): jest.Mock {
  return jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

/** Client wired to a fake env and fetch. */
export function setup(fetchFn: jest.Mock, env: FakeEnv = fakeEnv(), extra: ApiClientOptions = {}) {
  const client = createApiClient(env as unknown as ApiEnvironment, {
    fetch: fetchFn as unknown as typeof fetch,
    storage: window.sessionStorage,
    ...extra,
  });
  return { client, env, fetchFn };
}

/** Request init of the n-th fetch call. */
export function initOf(fetchFn: jest.Mock, n = 0): RequestInit & { headers: Record<string, string> } {
  return fetchFn.mock.calls[n][1];
}

/** URL of the n-th fetch call. */
export function urlOf(fetchFn: jest.Mock, n = 0): string {
  return fetchFn.mock.calls[n][0];
}

/** Fake timers that leave promise scheduling alone. */
export function useFakeTimers(): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
}

/** Per-test fake timers and an empty response cache, for a file of client tests. */
export function isolateClientTests(): void {
  beforeEach(() => {
    useFakeTimers();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });
}
