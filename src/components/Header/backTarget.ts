import { BACK_HOME_PATHS } from '../../routes';
import { homePath, routerPath } from '../../paths';

/**
 * Where the back arrow goes (§2): home when the history holds one entry or fewer, or on
 * /m/activity; otherwise one page back (-1).
 */
export function backTarget(historyLength: number, pathname: string): string | -1 {
  if (historyLength <= 1 || BACK_HOME_PATHS.includes(pathname)) return routerPath(homePath());
  return -1;
}
