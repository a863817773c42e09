/**
 * Document upload signing (spec operations §7.6 step 1, platform §7 "File upload"), under
 * `/api`: `POST /v1/registrations/s3-sign {file_name, resource_name}` answers
 * `{signature: {public_url, fields}}` for a signed-in user linked to the `correspondent_id`
 * correspondent. The client then POSTs a multipart form to `public_url` (every field, then the
 * file) and keeps `fields.key`. 503 STORAGE_NOT_CONFIGURED in production mode without a bucket.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { UploadSignatureSchema, UploadSignRequestSchema } from '../../src/contracts/uploads';
import { userOf } from '../plugins/auth';
import type { UploadService } from '../services/uploads/upload-service';

/** Options of {@link uploadRoutes}. */
export interface UploadRoutesOptions {
  uploads: UploadService;
}

/** Registers `POST /v1/registrations/s3-sign`. */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, { uploads }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/v1/registrations/s3-sign',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags: ['uploads'],
        summary: 'Signs the upload of one document (png, jpg/jpeg or pdf, at most 5 MB)',
        description:
          'The file name is `{document}-{resource}.{ext}`. POST a multipart form to ' +
          '`signature.public_url` with every field of `signature.fields` and then `file`; keep ' +
          '`fields.key`. The signature is valid for 15 minutes and for one file.',
        body: UploadSignRequestSchema,
        response: {
          200: UploadSignatureSchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          422: ApiErrorBodySchema,
          503: ApiErrorBodySchema,
        },
      },
    },
    async (request) => uploads.sign(userOf(request), request.body),
  );
};
