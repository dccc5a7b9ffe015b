/** The game's exit address: only pages of this site, so a launch link cannot become an open redirect. */
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';

/**
 * `backUrl` as a path of this site under /m: relative ("/m/home") or absolute on `origin`
 * ("https://this.site/m/home"). Anything else (another host, "//host", "javascript:", a path
 * outside /m) is refused with game.back.url.invalid.
 */
export function safeBackUrl(backUrl: string, origin: string): string {
  // "http://host:80" and "http://host" are one origin; URL says so, string comparison would not.
  const site = new URL(origin).origin;
  let url: URL;
  try {
    url = new URL(backUrl, site);
  } catch {
    throw new AppError(ErrorCode.gameBackUrlInvalid);
  }
  // Parsing first normalises the tricks ("/\\host", "/m/../x", tabs) before the checks see them.
  if (url.origin !== site || !(url.pathname === '/m' || url.pathname.startsWith('/m/'))) throw new AppError(ErrorCode.gameBackUrlInvalid);
  return `${url.pathname}${url.search}${url.hash}`;
}
