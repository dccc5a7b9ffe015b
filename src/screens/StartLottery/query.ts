import { lotteryGamePath, routerPath } from '../../paths';

/** What /m/startLottery's query asks for (issue 5; the VN launch adds view, lang and backUrl). */
export interface LotteryQuery {
  gameCode: string;
  /** view=lobby: the vendor's lobby (its other games to switch to). */
  lobby: boolean;
  /** Language the launch asked for, lower case ('vi'); null when none. */
  lang: string | null;
  /** Router path of the back link; null when none was given or it was not a /m path. */
  backTo: string | null;
  /** Issue whose fairness check is shown. */
  verify: string | null;
}

/**
 * backUrl as a router path, only when it is this site's /m page: anything else (another host,
 * javascript:) would make the back link an open redirect.
 */
export function safeBackPath(backUrl: string | null, origin = window.location.origin): string | null {
  if (!backUrl) return null;
  let url: URL;
  try {
    url = new URL(backUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^\/m(\/|$)/.test(url.pathname)) return null;
  return routerPath(`${url.pathname}${url.search}${url.hash}`);
}

export function parseLotteryQuery(query: URLSearchParams): LotteryQuery {
  return {
    gameCode: query.get('gameCode') ?? '',
    lobby: query.get('view') === 'lobby',
    lang: query.get('lang')?.toLowerCase() || null,
    backTo: safeBackPath(query.get('backUrl')),
    verify: query.get('verify'),
  };
}

/** Router path of this screen for another game or issue, keeping the launch's view, lang and backUrl. */
export function sameLaunchPath(query: URLSearchParams, changes: { gameCode?: string; verify?: string | null }): string {
  const keep: Record<string, string> = {};
  for (const key of ['view', 'lang', 'backUrl']) {
    const value = query.get(key);
    if (value) keep[key] = value;
  }
  if (changes.verify) keep.verify = changes.verify;
  return routerPath(lotteryGamePath(changes.gameCode ?? query.get('gameCode') ?? '', keep));
}
