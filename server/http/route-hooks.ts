/** Hooks a plugin adds to the routes that need them, instead of a global hook every request runs. */
import type { preValidationAsyncHookHandler, RouteOptions } from 'fastify';

/**
 * Appends `hook` to the route's own preValidation hooks (after any it declares, and after the
 * instance's global ones). Called from an onRoute hook: a route that does not ask for the check
 * pays nothing for it, not even an async hop.
 */
export function addPreValidation(route: RouteOptions, hook: preValidationAsyncHookHandler): void {
  const declared = route.preValidation;
  route.preValidation = [...(declared === undefined ? [] : Array.isArray(declared) ? declared : [declared]), hook];
}
