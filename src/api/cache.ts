import { API_CACHE_PREFIX } from '../config/constants';

/** FNV-1a 32-bit hash as 8 hex digits: small, stable and fast enough for cache keys. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Stored entry: the source key is kept so a hash collision reads as a miss, never a wrong body. */
interface Entry {
  k: string;
  v: unknown;
}

/** Session-storage GET cache (§7). Storage failures (quota, private mode) degrade to no cache. */
export class ResponseCache {
  constructor(private readonly storage: Storage | undefined) {}

  /** Storage key for a cache source string. */
  static keyOf(source: string): string {
    return API_CACHE_PREFIX + fnv1a(source);
  }

  /** Cached body for a source, or undefined. */
  read(source: string): unknown {
    try {
      const raw = this.storage?.getItem(ResponseCache.keyOf(source));
      if (!raw) return undefined;
      const entry = JSON.parse(raw) as Entry;
      return entry.k === source ? entry.v : undefined;
    } catch {
      return undefined;
    }
  }

  /** Stores a body for a source. */
  write(source: string, value: unknown): void {
    try {
      this.storage?.setItem(ResponseCache.keyOf(source), JSON.stringify({ k: source, v: value } satisfies Entry));
    } catch {
      // A full or unavailable storage only costs a later refetch.
    }
  }

  /** Removes this cache's keys only; other session data stays. */
  flush(): void {
    const s = this.storage;
    if (!s) return;
    try {
      const ours: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key?.startsWith(API_CACHE_PREFIX)) ours.push(key);
      }
      ours.forEach((key) => s.removeItem(key));
    } catch {
      // Nothing to flush when storage is unavailable.
    }
  }
}
