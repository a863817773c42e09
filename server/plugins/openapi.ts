/**
 * OpenAPI document of the HTTP API, generated from the same zod contracts the routes validate
 * with, so every route appears in it by construction (issue 2 "docs"). Served at
 * `GET /api/openapi.json` by the routes; this plugin only collects the routes.
 * @module
 */
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

/** Options of the OpenAPI plugin. */
export interface OpenApiOptions extends Record<string, unknown> {
  /** The platform's public origin, listed as the server of the document. */
  publicOrigin: string;
}

/** Registers @fastify/swagger on the root, so it sees routes of every scope. */
export const openApiPlugin = fp<OpenApiOptions>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'FX platform API',
          description:
            'White-label foreign-exchange and remittance platform. Every request may carry the ' +
            'headers `user-type: user` and `correspondent_id`; errors share one body ' +
            '`{statusCode, code, message, fields?}`, localised by `Accept-Language` (pt-BR default).',
          version: '1.0.0',
        },
        servers: [{ url: options.publicOrigin }],
        tags: [
          { name: 'correspondents', description: 'Tenants and their agents' },
          {
            name: 'paper-money',
            description:
              'Buying foreign banknotes: delivered home, picked up at a store or at an ATM',
          },
          { name: 'system', description: 'Health and documentation' },
        ],
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'fx-openapi' },
);
