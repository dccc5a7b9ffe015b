/**
 * THE call client (spec §7, §8). It knows nothing of stores or React: everything it needs from
 * the app (merchant, language, token, dialogs) comes through an injected ApiEnvironment.
 */
import { API_TIMEOUT_MS, DEFAULT_MODULE_ID, LOADING_HIDE_INTERVAL_MS, LOADING_HIDE_MAX_TIMES, TOAST_OFFLINE_MS } from '../config/constants';
import { GATEWAY_MOBILE } from '@common/contract/headers';
import { languageHeader } from '../i18n/languages';
import { ResponseCache } from './cache';
import { ApiError, ClientErrorCode, httpErrorCode } from './errors';
import { isExemptPath, isLgwPath } from './paths';
import { CLIENT_TEXT, type ApiClient, type ApiClientOptions, type ApiEnvironment, type ClientTextKey, type GetOptions, type NotLoggedInReason, type PostOptions } from './clientTypes';
import { isEnvelope, isRawBody, parseBody, resolveUrl, withQuery } from './request';
import type { Envelope } from '@common/contract/envelope';
import { CUSTOMER_NOT_LOGIN, ServerCode } from './serverCodes';
import { Header } from '@common/contract/headers';

export { ApiError, ClientErrorCode } from './errors';
export { isExemptPath } from './paths';

/** Gateway version header name; its value is GATEWAY_MOBILE. */
export const HEADER_GATEWAY = Header.gateway;

export { CLIENT_TEXT } from './clientTypes';
export type { ApiClient, ApiClientOptions, ApiEnvironment, CallOptions, ClientTextKey, Encryptor, GetOptions, NotLoggedInReason, PostOptions } from './clientTypes';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type RequestOptions = GetOptions & PostOptions;

const NOT_LOGGED_IN_CODES: ReadonlySet<string> = new Set([
  ServerCode.customerNotLogin,
  ServerCode.userOrTokenInvalid,
  ServerCode.loginNotSession,
]);
const JSON_TYPE = 'application/json';

function defaultStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // access throws in some privacy modes
  }
}

/** Creates the client bound to an environment. */
export function createApiClient(env: ApiEnvironment, options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  // Looked up per call so a host without fetch can still construct the client.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cache = new ResponseCache(options.storage ?? defaultStorage());
  let hideTimer: ReturnType<typeof setInterval> | undefined;

  /** One timer per client: a new failure restarts the count instead of stacking timers. */
  function startHideTimer(): void {
    if (hideTimer !== undefined) clearInterval(hideTimer);
    let times = 0;
    hideTimer = setInterval(() => {
      env.hideLoading();
      if (++times >= LOADING_HIDE_MAX_TIMES) {
        clearInterval(hideTimer);
        hideTimer = undefined;
      }
    }, LOADING_HIDE_INTERVAL_MS);
  }

  const online = (): boolean =>
    env.isOnline ? env.isOnline() : typeof navigator === 'undefined' || navigator.onLine !== false;
  const text = (key: ClientTextKey, fallback: string): string => env.text?.(key) ?? fallback;

  function notice(alert: boolean, message: string): void {
    if (alert) env.showNotice(message);
  }

  function notLoggedIn(reason: NotLoggedInReason, alert: boolean): void {
    // Cached member data belongs to the dead session.
    cache.flush();
    env.onNotLoggedIn(reason, { alert });
  }

  function headersFor(url: string, o: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = {
      [Header.moduleId]: o.moduleId ?? DEFAULT_MODULE_ID,
      [HEADER_GATEWAY]: String(GATEWAY_MOBILE),
      [Header.merchant]: env.merchantCode(),
      [Header.language]: languageHeader(env.language()),
      [Header.device]: env.device(),
    };
    const token = env.token();
    if (token && !isExemptPath(url)) headers[Header.authorization] = token;
    return headers;
  }

  /** Turns the call body into what fetch sends; encryption never falls back to plain text. */
  async function bodyFor(
    body: unknown,
    o: RequestOptions,
    headers: Record<string, string>,
  ): Promise<BodyInit | undefined> {
    if (o.encrypt) {
      if (!options.encryptor) {
        throw new ApiError('Encryption requested but no encryptor is configured', {
          code: ClientErrorCode.encryptionUnavailable,
          silent: true,
        });
      }
      let sealed: { payload: string; header: string };
      try {
        sealed = await options.encryptor.encrypt(body);
      } catch (cause) {
        throw new ApiError('Encrypting the request failed', { code: ClientErrorCode.encryptionFailed, silent: true, cause });
      }
      headers[Header.encryption] = sealed.header;
      headers[Header.contentType] = JSON_TYPE;
      return sealed.payload;
    }
    if (body === undefined) return undefined;
    if (isRawBody(body)) return body; // fetch sets the form content type itself
    headers[Header.contentType] = JSON_TYPE;
    return JSON.stringify(body);
  }

  /** Failed envelope (§8): session, token-IP and notice side effects, then the rejection. */
  function failure(envelope: Envelope, status: number, alert: boolean): ApiError {
    const { code, message } = envelope;
    if (message === CUSTOMER_NOT_LOGIN) notLoggedIn('CUSTOMER_NOT_LOGIN', alert);
    else if (code && NOT_LOGGED_IN_CODES.has(code)) notLoggedIn('code', alert);
    else {
      if (code === ServerCode.tokenIpDifferent) env.onTokenIpDifferent();
      notice(alert, message || text(CLIENT_TEXT.unknown, code ?? ServerCode.unknown));
    }
    return new ApiError(message || code || ServerCode.unknown, { code, status, envelope, silent: !alert });
  }

  /** fetch with the §7 timeout, linked to the caller's signal; maps transport failures (§8). */
  async function transport(url: string, init: RequestInit, o: RequestOptions): Promise<{ status: number; raw: string }> {
    const alert = o.alert !== false;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, API_TIMEOUT_MS);
    const forwardAbort = () => controller.abort();
    o.signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const res = await doFetch(url, { ...init, credentials: 'include', signal: controller.signal });
      // The body read stays under the timeout: a stalled body is as slow as a stalled response.
      return { status: res.status, raw: await res.text() };
    } catch (cause) {
      if (timedOut) {
        notice(alert, text(CLIENT_TEXT.networkSlow, ClientErrorCode.timeout));
        throw new ApiError('Request timed out', { code: ClientErrorCode.timeout, silent: !alert, cause });
      }
      if (o.signal?.aborted) {
        throw new ApiError('Request aborted', { code: ClientErrorCode.aborted, silent: true, cause });
      }
      if (!online()) {
        if (alert) env.showOffline(TOAST_OFFLINE_MS);
        throw new ApiError('No internet connection', { code: ClientErrorCode.offline, silent: !alert, cause });
      }
      notice(alert, text(CLIENT_TEXT.networkSlow, ClientErrorCode.network));
      throw new ApiError('Network error', { code: ClientErrorCode.network, silent: !alert, cause });
    } finally {
      clearTimeout(timer);
      o.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function send<T>(method: Method, url: string, body: unknown, o: RequestOptions): Promise<Envelope<T>> {
    if (!url) throw new ApiError('Request URL is missing', { code: ClientErrorCode.urlMissing, silent: true });
    const alert = o.alert !== false;
    const hasQuery = method === 'GET' || method === 'DELETE';
    const fullUrl = hasQuery ? withQuery(resolveUrl(baseUrl, url), o.params) : resolveUrl(baseUrl, url);
    // Merchant and language are part of the key: the same URL answers differently for each.
    const cacheSource = `${fullUrl}|${env.merchantCode()}|${env.language()}`;
    const cacheable = method === 'GET' && (o.cache === true || o.flush === true);
    if (method === 'GET' && o.cache && !o.flush) {
      const hit = cache.read(cacheSource);
      if (hit !== undefined) return hit as Envelope<T>;
    }
    if (o.signal?.aborted) throw new ApiError('Request aborted', { code: ClientErrorCode.aborted, silent: true });
    if (!online()) {
      if (alert) env.showOffline(TOAST_OFFLINE_MS);
      throw new ApiError('No internet connection', { code: ClientErrorCode.offline, silent: !alert });
    }

    const headers = headersFor(url, o);
    const payload = hasQuery ? undefined : await bodyFor(body, o, headers);
    Object.assign(headers, o.headers);
    const { status, raw } = await transport(fullUrl, { method, headers, body: payload }, o);

    const parsed = parseBody(raw);
    const envelope = isEnvelope(parsed) ? parsed : undefined;
    const code = envelope?.code ?? httpErrorCode(status);
    // 502: the gateway is restarting; the spec wants no UI at all.
    if (status === 502) throw new ApiError(envelope?.message || code, { code, status, envelope, silent: true });
    if (status === 401) {
      notLoggedIn('http401', alert);
      throw new ApiError(envelope?.message || code, { code, status, envelope, silent: !alert });
    }
    const ok = status >= 200 && status < 300;
    // Affiliate lookups and registration are pass-through calls, yet the header must still react.
    if (envelope?.code === ServerCode.invalidAffiliateCode) env.onInvalidAffiliateCode();
    // Pass-through applies to HTTP 2xx only: other statuses are transport failures on every path.
    const passThrough = ok && parsed !== undefined && (isLgwPath(url) || Array.isArray(parsed) || isExemptPath(url));
    if (passThrough || (ok && envelope?.success === true)) {
      if (cacheable && envelope?.success !== false) cache.write(cacheSource, parsed);
      return parsed as Envelope<T>;
    }
    const failed: Envelope = { ...envelope, success: false, code: ok && envelope ? envelope.code : code };
    throw failure(failed, status, alert);
  }

  async function call<T>(method: Method, url: string, body: unknown, o: RequestOptions = {}): Promise<Envelope<T>> {
    try {
      return await send<T>(method, url, body, o);
    } catch (error) {
      // Whatever failed, a loading dialog opened for this call must not stay up.
      startHideTimer();
      if (error instanceof ApiError) throw error;
      throw new ApiError(error instanceof Error ? error.message : String(error), {
        code: ServerCode.unknown,
        silent: true,
        cause: error,
      });
    }
  }

  return {
    get: (url, opts) => call('GET', url, undefined, opts),
    post: (url, body, opts) => call('POST', url, body, opts),
    put: (url, body, opts) => call('PUT', url, body, opts),
    delete: (url, opts) => call('DELETE', url, undefined, opts),
    flushCache: () => cache.flush(),
  };
}
