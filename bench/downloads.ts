/**
 * Byte accounting of `bench:bundle`: the JS and CSS a page downloaded until the network was idle,
 * as transferred (the compressed body as served), split at the first contentful paint.
 */

/** One response the browser received, from Resource Timing plus the response's headers. */
export interface Download {
  url: string;
  /** Body bytes as transferred (Resource Timing's encodedBodySize: gzip/br as served). */
  bytes: number;
  /** When the response ended, ms since the navigation started (Resource Timing's responseEnd). */
  responseEnd: number;
  /** The response's Content-Encoding ('' when sent as is). */
  encoding: string;
}

export type Kind = 'js' | 'css';

export interface Share {
  js: number;
  css: number;
  files: Download[];
}

export interface PageDownloads {
  /** Responses that ended by the first contentful paint: what the first screen waited for. */
  initial: Share;
  /** Responses that ended after it (lazy chunks, strings, widgets loaded once the page shows). */
  afterPaint: Share;
  total: number;
}

/** 'js' or 'css' by the URL's path, else undefined (documents, images, API calls do not count). */
export function kindOf(url: string): Kind | undefined {
  const match = /\.(js|css)$/.exec(new URL(url).pathname);
  return match ? (match[1] as Kind) : undefined;
}

const emptyShare = (): Share => ({ js: 0, css: 0, files: [] });

/** Sums JS and CSS bytes before and after `firstPaint` (ms since navigation start). */
export function accountDownloads(downloads: readonly Download[], firstPaint: number): PageDownloads {
  const result: PageDownloads = { initial: emptyShare(), afterPaint: emptyShare(), total: 0 };
  for (const d of downloads) {
    const kind = kindOf(d.url);
    if (!kind) continue;
    const share = d.responseEnd <= firstPaint ? result.initial : result.afterPaint;
    share[kind] += d.bytes;
    share.files.push(d);
    result.total += d.bytes;
  }
  return result;
}
