/**
 * `GET /openapi.json`: the OpenAPI document collected by the OpenAPI plugin.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { JSON_CONTENT_TYPE } from '../http/json-text';

/** Registers `GET /openapi.json` (under the `/api` prefix). */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(JSON_CONTENT_TYPE).send(app.swagger()),
  );
};
