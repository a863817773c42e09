/**
 * `GET /openapi.json`: the OpenAPI document collected by the OpenAPI plugin.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';

/** Registers `GET /openapi.json` (under the `/api` prefix). */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.send(app.swagger()),
  );
};
