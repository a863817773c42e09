import { expect, type APIRequestContext } from '@playwright/test';

// What several journeys do through the platform's HTTP API before they open a page: sign in a
// customer (the token headers every later request carries) and upload a document the way the
// portal does (a signed form, then the upload itself). Shared so each journey does not copy it.

/** Who signs in through the API. */
export interface ApiCredentials {
  email: string;
  password: string;
}

/** Signs in through the API as a customer of correspondent 1 (demo); answers the token headers. */
export async function apiSignIn(
  request: APIRequestContext,
  { email, password }: ApiCredentials,
): Promise<Record<string, string>> {
  const response = await request.post('/api/v1/auth/user/sign_in', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const headers = response.headers();
  return {
    'access-token': headers['access-token'] ?? '',
    client: headers.client ?? '',
    uid: headers.uid ?? '',
    expiry: headers.expiry ?? '',
    'token-type': headers['token-type'] ?? '',
    'user-type': 'user',
    correspondent_id: '1',
  };
}

/** A file to upload. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Uploads `file` as a document of an operation (resource `remittance`): asks for a signed form,
 * then posts the file with its fields; answers the document's storage key.
 */
export async function uploadSignedDocument(
  request: APIRequestContext,
  headers: Record<string, string>,
  file: UploadFile,
): Promise<string> {
  const sign = await request.post('/api/v1/registrations/s3-sign', {
    headers,
    data: { file_name: file.name, resource_name: 'remittance' },
  });
  expect(sign.status(), await sign.text()).toBe(200);
  const { signature } = (await sign.json()) as {
    signature: { public_url: string; fields: Record<string, string> & { key: string } };
  };
  const uploaded = await request.post(new URL(signature.public_url).pathname, {
    multipart: { ...signature.fields, file },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return signature.fields.key;
}
