/** Contract paths (src/api) carry their gateway prefix; routes are registered inside the gateway scope. */

/** '/wps/member/info' → '/member/info' for a route registered under the /wps gateway. */
export function gatewayPath(path: string): string {
  const route = path.replace(/^\/(wps|lgw)(?=\/)/, '');
  if (route === path) throw new Error(`${path} is not a gateway path`);
  return route;
}
