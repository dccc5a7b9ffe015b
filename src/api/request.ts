import type { ApiClient, GetOptions } from './client';
import type { Envelope } from '@common/contract/envelope';

/** Query parameter values a call may pass; undefined and null are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** Prefixes a relative URL with the base URL; absolute URLs are used as given. */
export function resolveUrl(baseUrl: string, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url;
  return baseUrl.replace(/\/+$/, '') + url;
}

/** Appends params as a query string, skipping undefined and null (§7 GET and DELETE). */
export function withQuery(url: string, params?: QueryParams): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** Parses a response body; undefined when it is empty or not JSON. */
export function parseBody(raw: string): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** True for a { success: boolean, ... } object. */
export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as Envelope).success === 'boolean';
}

/** Bodies fetch sends as they are (form posts such as head icon and email reset, §7). */
export function isRawBody(body: unknown): body is URLSearchParams | FormData | Blob {
  return (
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

/**
 * The value of a pass-through answer (/lgw and token-exempt paths), which may come as an
 * envelope or as the bare value; undefined for a failed envelope.
 */
export function passThroughValue<T>(body: unknown): T | undefined {
  if (!isEnvelope(body)) return body as T;
  return body.success ? (body.value as T) : undefined;
}

/**
 * A GET whose failure is quiet (no alert): the value, or undefined when the call failed or was
 * refused. For reads whose screen shows an empty state instead of an error.
 */
export async function quietGet<T>(api: Pick<ApiClient, 'get'>, path: string, opts: Omit<GetOptions, 'alert'> = {}): Promise<T | undefined> {
  try {
    return passThroughValue<T>(await api.get(path, { ...opts, alert: false }));
  } catch {
    return undefined;
  }
}
