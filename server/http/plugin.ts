/** Helpers for fastify plugins. */

/**
 * Marks a plugin as shared with its parent (what fastify-plugin does, via fastify's documented
 * skip-override symbol): its decorators, hooks and handlers apply to the instance registering it.
 */
export function shared<T extends (...args: never[]) => unknown>(name: string, plugin: T): T {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
