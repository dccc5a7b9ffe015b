import { STORAGE_PREFIX } from '../config/constants';

/**
 * JSON helpers over Web Storage. Private mode and full quotas throw on some phones;
 * a failed read or write must never break the page, so both are swallowed here.
 */
export function readJson<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Writes a JSON value; null removes the key. */
export function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or private mode: the value just is not remembered
  }
}

/** Our own key names in local storage, so clearing never touches other sites' data. */
export const localKey = (name: string): string => `${STORAGE_PREFIX}${name}`;

/** The browser's storages, undefined where there is no window (server-side tests). */
export const browserStorage = {
  local: (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage),
  session: (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage),
};
