/**
 * Marks a plugin as global, the way `fastify-plugin` does: its hooks and decorators apply to
 * the context that registers it instead of a private child. Kept local so the server does not
 * import a package it does not declare.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';

/** Returns `plugin`, flagged to skip Fastify's encapsulation, with a display name for errors. */
export function globalPlugin<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
