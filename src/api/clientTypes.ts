/**
 * The call client's contract with the app (spec §7, §8): what it needs from the app (the
 * environment stores provide), the options of a call, and the client's own interface.
 */
import type { Envelope } from '@common/contract/envelope';
import type { QueryParams } from './request';

/** i18n keys (locales/*.json) of the texts the client itself shows. */
export const CLIENT_TEXT = { networkSlow: 'error.networkSlow', unknown: 'error.unknown' } as const;
export type ClientTextKey = (typeof CLIENT_TEXT)[keyof typeof CLIENT_TEXT];

/** Why the session is considered gone (§8). */
export type NotLoggedInReason = 'CUSTOMER_NOT_LOGIN' | 'code' | 'http401';

/** What the client needs from the app; stores provide it. */
export interface ApiEnvironment {
  merchantCode(): string;
  /** Language code, e.g. 'bn', 'zh-CN'; the header value comes from languageHeader(). */
  language(): string;
  token(): string | null;
  /** Device header, e.g. 'MOBILE' or 'OTHERS' (installed app). */
  device(): string;
  /**
   * Session is gone: clear it always; show the notice leading to /m/login only when
   * info.alert is true (calls with alert disabled must stay silent, but a dead session is dead).
   */
  onNotLoggedIn(reason: NotLoggedInReason, info?: { alert: boolean }): void;
  /** Turn off auto login. */
  onTokenIpDifferent(): void;
  /** An invitation link's affiliate code was refused; the header shows a back arrow (§2). */
  onInvalidAffiliateCode(): void;
  /** Notice dialog (title notice, confirm button). */
  showNotice(message: string): void;
  /** No-internet message. */
  showOffline(durationMs: number): void;
  /** Hide the loading dialog. */
  hideLoading(): void;
  /** Defaults to navigator.onLine. */
  isOnline?(): boolean;
  /** Translates the client's own texts; without it the error code is shown. */
  text?(key: ClientTextKey): string;
}

/** Encrypts a body: returns the payload to send and the Encryption header value. */
export interface Encryptor {
  encrypt(body: unknown): Promise<{ payload: string; header: string }>;
}

/** Options of every call. */
export interface CallOptions {
  moduleId?: string;
  /** Default true; false rejects silently (no notice, toast or login prompt). */
  alert?: boolean;
  /** Extra headers; they win over the defaults. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}
/** GET and DELETE options. */
export interface GetOptions extends CallOptions {
  params?: QueryParams;
  /** Serve from the session-storage cache when present (GET only). */
  cache?: boolean;
  /** Skip the cached copy and rewrite it (GET only). */
  flush?: boolean;
}
/** POST and PUT options. */
export interface PostOptions extends CallOptions {
  encrypt?: boolean;
}

/**
 * The client. Pass-through paths (/lgw/, exempt paths, array bodies) resolve with the body as
 * received, which may not be an envelope: type T for those calls accordingly.
 */
export interface ApiClient {
  get<T>(url: string, opts?: GetOptions): Promise<Envelope<T>>;
  post<T>(url: string, body?: unknown, opts?: PostOptions): Promise<Envelope<T>>;
  put<T>(url: string, body?: unknown, opts?: PostOptions): Promise<Envelope<T>>;
  /** DELETE sends params in the query. */
  delete<T>(url: string, opts?: GetOptions): Promise<Envelope<T>>;
  /** Removes every cached GET response. */
  flushCache(): void;
}

/** Construction options; fetch and storage are injectable for tests and non-browser hosts. */
export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  encryptor?: Encryptor;
  /** Defaults to sessionStorage. */
  storage?: Storage;
}
