/** Contract paths (src/api) carry their gateway prefix; routes are registered inside the gateway scope. */
import { CONSOLE_API } from '@common/contract/operator';

/** '/wps/member/info' → '/member/info' for a route registered under the /wps gateway. */
export function gatewayPath(path: string): string {
  const route = path.replace(/^\/(wps|lgw)(?=\/)/, '');
  if (route === path) throw new Error(`${path} is not a gateway path`);
  return route;
}

/** '/console/api/session' → '/session' for a route registered inside the console scope (prefix CONSOLE_API). */
export function consoleRoute(path: string): string {
  if (!path.startsWith(`${CONSOLE_API}/`)) throw new Error(`${path} is not a console API path`);
  return path.slice(CONSOLE_API.length);
}
