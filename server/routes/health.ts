/**
 * `GET /health`: the process answers and the database runs a query (used by load balancers,
 * the e2e runner and humans). 503 DATABASE_UNAVAILABLE, with `Retry-After`, when the database
 * does not answer.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import * as z from 'zod/mini';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-errors';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';

/** The health answer. Server-only, so it lives beside its route rather than in `src/contracts`. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});

/** Options of the health route. */
export interface HealthRoutesOptions {
  db: Kysely<Database>;
}

/** Registers `GET /health`. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: ApiErrorBodySchema },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        throw new AppError('DATABASE_UNAVAILABLE', {
          cause: error,
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
