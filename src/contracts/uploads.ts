/**
 * Contracts of document uploads (spec operations §5.3, §7.6; platform §3 "Uploaded file", §5
 * "Attachments"). The client asks `POST /v1/registrations/s3-sign {file_name, resource_name}`
 * for a signature `{public_url, fields}`, then POSTs a multipart form to `public_url` with every
 * signed field followed by the `file`. The key it keeps (and sends in a remittance's
 * `documents`, a beneficiary's study documents or a limit increase's attachments) is
 * `fields.key`. Messages are catalogue keys (see `auth.ts`).
 *
 * Files are named `{document}-{resource}.{ext}` (spec operations §5.3); png, jpg/jpeg or pdf of
 * at most 5 MB. The storage checks the content itself (magic bytes) and the size; the name's
 * extension only has to be one of the three.
 * @module
 */
import * as z from 'zod/mini';
import { catalogueError } from '../domain/identity/message-key';

/** Largest accepted file: 5 MB (spec operations §5.3, "(5mb)"). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The content types a document may have (png, jpg/jpeg, pdf). */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

/** One accepted content type. */
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/**
 * What a file is for: the spec's 'paper-money' and 'remittance' (operations §5.3), plus
 * 'limit-increase' (platform §3 "Limit-increase request" attachments), 'beneficiary' (a
 * beneficiary's study documents, operations §7.6 step 3) and 'company-document' (a company's
 * identity documents, platform §3 "Identity document").
 */
export const UPLOAD_RESOURCES = [
  'paper-money',
  'remittance',
  'limit-increase',
  'beneficiary',
  'company-document',
] as const;

/** One upload resource. */
export const UploadResourceSchema = z.enum(
  UPLOAD_RESOURCES,
  catalogueError('validation.isStringWithoutSpecialCharacters'),
);

/** An upload resource name. */
export type UploadResource = z.infer<typeof UploadResourceSchema>;

const FILE_NAME = /^([A-Za-z0-9_]{1,64})-([a-z-]+)\.([A-Za-z]+)$/;
const EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'];

/** The `{document}-{resource}.{ext}` parts of a file name, or undefined when it has another shape. */
export function parseUploadFileName(
  fileName: string,
): { document: string; resource: string; extension: string } | undefined {
  const match = FILE_NAME.exec(fileName);
  if (match === null) return undefined;
  const [, document = '', resource = '', extension = ''] = match;
  return { document, resource, extension: extension.toLowerCase() };
}

/** `POST /v1/registrations/s3-sign` body. */
export const UploadSignRequestSchema = z
  .object({
    file_name: z.string(catalogueError('validation.required')).check(
      z.minLength(1, catalogueError('validation.required')),
      z.maxLength(120, catalogueError('validation.tooLong')),
      z.refine(
        (name) => parseUploadFileName(name) !== undefined,
        catalogueError('validation.isStringWithoutSpecialCharacters'),
      ),
      z.refine((name) => {
        const parts = parseUploadFileName(name);
        return parts === undefined || EXTENSIONS.includes(parts.extension);
      }, catalogueError('validation.fileType')),
    ),
    resource_name: UploadResourceSchema,
  })
  .check(
    // The name's resource part is the resource asked for ('{document}-{resource}.{ext}').
    z.refine(
      (body) => {
        const parts = parseUploadFileName(body.file_name);
        return parts === undefined || parts.resource === body.resource_name;
      },
      { ...catalogueError('validation.isStringWithoutSpecialCharacters'), path: ['file_name'] },
    ),
  );

/** A signing request. */
export type UploadSignRequest = z.infer<typeof UploadSignRequestSchema>;

/** The signed form: where to POST and the fields to send before the file; `key` is kept. */
export const UploadSignatureSchema = z.object({
  signature: z.object({
    public_url: z.string(),
    fields: z.catchall(z.object({ key: z.string() }), z.string()),
  }),
});

/** A signing answer. */
export type UploadSignature = z.infer<typeof UploadSignatureSchema>;

/** What the platform's own storage answers to a stored file (201). */
export const StoredUploadSchema = z.object({
  key: z.string(),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  size: z.number(),
});

/** A stored file's description. */
export type StoredUpload = z.infer<typeof StoredUploadSchema>;
