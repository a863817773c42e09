/**
 * Document uploads (spec operations §7.6, platform §7 "File upload"): `sign` asks
 * `POST /v1/registrations/s3-sign {file_name, resource_name}` for a signature; `upload` POSTs
 * the multipart form straight to `signature.public_url` (the platform's own storage in sandbox,
 * an S3-compatible bucket in production): every signed field first, then `file`. The key to
 * keep is `fields.key` ({@link UploadsApi.send} does both and answers it).
 *
 * The form goes out with a plain `fetch`, without the session tokens or the correspondent
 * header: the signed policy is its only authorisation, and a bucket must never see our tokens.
 * @module
 */
import type { UploadResource, UploadSignature } from '../contracts/uploads';
import { ApiError, createApiError, parseApiErrorBody } from './errors';
import type { ApiRequest } from './request';

/** The signature's part the upload needs. */
export type SignedUpload = UploadSignature['signature'];

/** The upload calls. */
export interface UploadsApi {
  /** `POST /v1/registrations/s3-sign`: `fileName` is `{document}-{resource}.{ext}`. */
  sign(fileName: string, resource: UploadResource): Promise<SignedUpload>;
  /**
   * POSTs `file` with the signed fields to `public_url`; answers the key to keep.
   * @throws ApiError on a refusal (e.g. 413 FILE_TOO_LARGE, 415 FILE_TYPE_NOT_ALLOWED when the
   * bytes are not of the type `fileName` was signed for, 422 FILE_EMPTY, 403
   * UPLOAD_POLICY_EXPIRED with the platform's storage).
   */
  upload(signed: SignedUpload, file: Blob, fileName?: string): Promise<string>;
  /** Signs and uploads; answers the key to keep (`fields.key`). */
  send(file: Blob, fileName: string, resource: UploadResource): Promise<string>;
}

// Loaded with the first call that needs them (issue 15: contracts stay out of the first load).
const contracts = () => import('../contracts/uploads');

/** Creates the upload calls over `request`; `fetchFn` posts the form (default: global fetch). */
export function createUploadsApi(request: ApiRequest, fetchFn?: typeof fetch): UploadsApi {
  const api: UploadsApi = {
    async sign(fileName, resource) {
      const { UploadSignatureSchema } = await contracts();
      const answer = await request('/v1/registrations/s3-sign', {
        method: 'POST',
        body: { file_name: fileName, resource_name: resource },
        parse: (data) => UploadSignatureSchema.parse(data),
      });
      return answer.signature;
    },
    async upload(signed, file, fileName) {
      const form = new FormData();
      for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
      form.append('file', file, fileName ?? signed.fields.key.split('/').pop());
      const post = fetchFn ?? globalThis.fetch;
      const response = await post(signed.public_url, { method: 'POST', body: form });
      if (!response.ok) {
        let data: unknown;
        try {
          data = await response.json();
        } catch {
          data = undefined;
        }
        const details = {
          url: signed.public_url,
          method: 'POST',
          status: response.status,
          response,
        };
        throw (
          createApiError({ ...details, data }) ??
          new ApiError({ ...details, body: parseApiErrorBody(data) })
        );
      }
      return signed.fields.key;
    },
    async send(file, fileName, resource) {
      return api.upload(await api.sign(fileName, resource), file, fileName);
    },
  };
  return api;
}
