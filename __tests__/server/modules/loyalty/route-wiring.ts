/**
 * Until the loyalty module is registered in server/app.ts (the integrator's), the route tests add
 * the points routes themselves, inside the /wps gateway and the console scope as app.ts will: a
 * jest.mock wraps a module's routes so the loyalty routes register beside them. Once app.ts names
 * the loyalty module, `alongside` leaves the routes alone (they are already there).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const APP = path.join(__dirname, '..', '..', '..', '..', 'server', 'app.ts');
/** Whether server/app.ts registers the loyalty module already. */
export const loyaltyWired = /modules\/loyalty['/]/.test(readFileSync(APP, 'utf8'));

type Routes = (instance: FastifyInstance) => Promise<void>;

/**
 * `original`, followed by the routes `extra()` returns in the same scope when the app does not
 * register them. `extra` is called at registration: the mocked module may be one the routes'
 * module imports, so it is loaded only once both are.
 */
export function alongside(original: Routes, extra: () => Routes): Routes {
  if (loyaltyWired) return original;
  return async (instance) => {
    await original(instance);
    await extra()(instance);
  };
}
