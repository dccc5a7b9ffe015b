/** Cache-Control for files of the built site. */

/** Seconds in a year: the longest max-age browsers honour. */
const ONE_YEAR = 31_536_000;

export const CACHE_IMMUTABLE = `public, max-age=${ONE_YEAR}, immutable`;
/**
 * The favicon: not content-hashed, but it changes with a rebrand at most, and every game page
 * names it, so a month in cache spares a request per page; a changed icon shows within the month.
 */
export const CACHE_FAVICON = 'public, max-age=2592000';
/** Always revalidate (ETag/Last-Modified make that a cheap 304). */
export const CACHE_REVALIDATE = 'no-cache';

/** A content hash in the name (main.3f9a1c2b.js, 412.a1b2c3d4e5f60718.chunk.css) or the assets folder. */
const HASHED_NAME = /[.-][0-9a-f]{8,}(\.chunk)?\.[a-z0-9]+$/i;

/** Precompressed siblings (.br, .gz) share the policy of the file they encode. */
const ENCODED_SUFFIX = /\.(br|gz)$/;

/**
 * Hashed files never change under their name, so they are cached for a year. Everything else
 * (index.html, sw.js, manifest, icons) is revalidated, so a deploy is seen on the next load.
 */
export function cacheControlFor(filePath: string): string {
  const normalized = filePath.replace(/\\/g, '/').replace(ENCODED_SUFFIX, '');
  if (normalized.includes('/assets/')) return CACHE_IMMUTABLE;
  const name = normalized.slice(normalized.lastIndexOf('/') + 1);
  return HASHED_NAME.test(name) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** Extensions of files the page loads by URL; a missing one is a 404, never the SPA page. */
const ASSET_EXTENSIONS = new Set([
  'js', 'mjs', 'css', 'map', 'json', 'webmanifest', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico',
  'woff', 'woff2', 'ttf', 'otf', 'mp3', 'mp4', 'wasm', 'txt', 'xml', 'br', 'gz',
]);

/** True when a URL path names a static asset by its extension. */
export function isAssetPath(urlPath: string): boolean {
  const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 && ASSET_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}
