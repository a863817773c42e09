/**
 * The platform's own document storage (sandbox mode without `S3_BUCKET`; issue 5), under `/api`:
 * - `POST /sandbox/storage/uploads`: the multipart POST of spec operations §7.6 step 2, shaped
 *   like an S3 browser POST: the signed fields (`key`, `Content-Type`, `policy`, `signature`)
 *   first, then `file`. The policy's signature and expiry are checked before the file is read;
 *   then its size (422 FILE_EMPTY for no bytes, 413 over 5 MB) and its content: the type the
 *   policy signed, judged by magic bytes (415 otherwise, as a bucket refuses another
 *   `Content-Type`; issue 14, item 8). 201 with `{key, contentType, size}`. The signed policy
 *   is the authorisation, as with S3: the owner is the user it was signed for.
 * - `GET /sandbox/storage/uploads/{key}`: the stored file, to its owner only (404 otherwise).
 * Nothing is registered when the storage is not the platform's own.
 * @module
 */
import fastifyMultipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { UPLOAD_KEY_MAX } from '../../src/contracts/text-limits';
import { StoredUploadSchema, UPLOAD_MAX_BYTES } from '../../src/contracts/uploads';
import { AppError } from '../errors/app-error';
import { userOf } from '../plugins/auth';
import { rejectHostileText } from '../plugins/hostile-text';
import { LOCAL_UPLOAD_PATH } from '../providers/storage/local-storage';
import type { UploadService } from '../services/uploads/upload-service';

/** Options of {@link sandboxStorageRoutes}. */
export interface SandboxStorageRoutesOptions {
  uploads: UploadService;
}

const MAX_FIELDS = 20;

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/**
 * Maps the multipart parser's failures to the catalogue. Whatever else the parser throws is about
 * the form's bytes (busboy's plain `Error`s: a form cut off before its closing boundary, a broken
 * part header), so it is the client's 400, not a 500 (issue 14).
 */
function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('FILE_TOO_LARGE');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    default:
      return new AppError('BAD_REQUEST', { cause: error });
  }
}

/**
 * The parts of the request's form, the parser's failures mapped to the catalogue. Only the
 * parser's: an error thrown by the loop's body does not reach this `catch` (the loop returns the
 * iterator instead), so the storage's own failures keep their answer.
 */
async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    yield* request.parts();
  } catch (error) {
    throw multipartError(error);
  }
}

/** A file part's content, the parser's failures (a file cut off) mapped to the catalogue. */
async function contentOf(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw multipartError(error);
  }
}

/** Registers the platform's own storage routes. */
export const sandboxStorageRoutes: FastifyPluginAsync<SandboxStorageRoutesOptions> = async (
  app,
  { uploads },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: MAX_FIELDS, fieldSize: 8192 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    LOCAL_UPLOAD_PATH,
    {
      // The file itself is limited by the multipart parser (5 MB); this bounds the whole form.
      bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['uploads'],
        summary: "Stores one document in the platform's own storage (sandbox)",
        description:
          'A multipart form: the fields of the signature first, then `file`. The content must ' +
          'be of the type the signature was made for (png, jpg/jpeg or pdf, checked by its ' +
          'bytes), not empty and at most 5 MB.',
        consumes: ['multipart/form-data'],
        response: {
          201: StoredUploadSchema,
          400: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          413: ApiErrorBodySchema,
          415: ApiErrorBodySchema,
          422: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const fields: Record<string, string | undefined> = {};
      for await (const part of formParts(request)) {
        // A part whose Content-Disposition has no `name` arrives with none (a 500 when its
        // name was read as text; issue 14).
        if (typeof part.fieldname !== 'string') throw new AppError('BAD_REQUEST');
        if (part.type === 'field') {
          // Text fields only (issue 13): the file's bytes may hold NUL legitimately.
          if (typeof part.value === 'string') {
            rejectHostileText(part.fieldname, part.value);
            fields[part.fieldname] = part.value;
          }
          continue;
        }
        if (part.fieldname !== 'file') throw new AppError('BAD_REQUEST');
        const stored = await uploads.store(fields, () => contentOf(part));
        return await reply.status(201).send(stored);
      }
      throw new AppError('BAD_REQUEST');
    },
  );

  // Without the zod type provider: the answer is the file's bytes, not a JSON contract.
  app.get(
    `${LOCAL_UPLOAD_PATH}/*`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['uploads'],
        summary: "A stored document, to its owner (the platform's own storage)",
        params: z.object({ '*': z.string().check(z.maxLength(UPLOAD_KEY_MAX)) }),
        response: { 401: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { '*': key } = request.params as { '*': string };
      const file = await uploads.read(userOf(request), key);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(Buffer.from(file.content));
    },
  );
};
