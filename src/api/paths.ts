/**
 * Paths that never carry the session token (§7). Each entry matches the path itself and its
 * sub-paths on a segment boundary, so '/wps/session/login' covers '/wps/session/login/freeplay'
 * but not '/wps/session/logout'.
 */
export const TOKEN_EXEMPT_PATHS: readonly string[] = [
  '/wps/captcha',
  '/wps/system/whitelabel',
  '/wps/session/login',
  '/wps/session/login/freeplay',
  '/wps/announcements',
  '/wps/member/register',
  '/wps/session/trial',
  '/wps/agent/affiliate',
  '/wps/relay/announcement',
  '/wps/relay/catalog',
  '/wps/lobby/news',
  '/wps/game/popular',
  '/lgw/games/mobile_game_menus',
  '/wps/member/password/email',
  '/wps/game/types',
  '/wps/system/domainRoute',
  '/wps/check/username',
  '/wps/system/setting/register',
  '/wps/home',
  '/wps/system/settings/consolidated',
  '/wps/system/status',
  '/wps/verification/sms/noLogin',
  '/wps/verification/sms/register',
  '/wps/member/password/sms',
  '/wps/member/password/reset',
  '/wps/system/country',
];

/** Prefix of the game gateway, whose responses pass through unchecked (§8). */
export const LGW_PREFIX = '/lgw/';

/** Path part of a URL: origin, query and hash removed, so absolute and relative URLs compare alike. */
export function pathOf(url: string): string {
  let path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  return path.startsWith('/') ? path : `/${path}`;
}

/** True when the call must not send Authorization (§7). */
export function isExemptPath(url: string): boolean {
  const path = pathOf(url);
  return TOKEN_EXEMPT_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** True for game-gateway calls, whose bodies are returned as received (§8). */
export function isLgwPath(url: string): boolean {
  return pathOf(url).startsWith(LGW_PREFIX);
}
