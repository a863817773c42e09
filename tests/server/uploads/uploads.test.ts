import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../server/app';
import { migrateToLatest } from '../../../server/db/migrate';
import { applySandboxSeed } from '../../../server/db/seed';
import {
  findOwnedUploads,
  uploadDocumentChecker,
} from '../../../server/services/uploads/upload-service';
import { CLIENTE, cpfOf, insertCustomer, signedIn, userId } from '../customers/customer-fixtures';
import { createTestDatabase, testConfig, type TestDatabase } from '../test-app';
import { JPEG, multipart, PDF, PNG } from './upload-fixtures';

const OTHER = { email: 'outra.upload@demo.test', cpf: cpfOf('741852963') };
const SIGN = '/api/v1/registrations/s3-sign';
const STORE = '/api/sandbox/storage/uploads';

interface Signature {
  public_url: string;
  fields: Record<string, string> & { key: string };
}

describe('document uploads (spec operations §7.6) with the platform’s own storage', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let now = new Date('2026-11-23T12:00:00Z');
  let customer: Record<string, string>;
  let other: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    await applySandboxSeed(database.db);
    app = await buildApp({
      config: testConfig({ uploadSigningSecret: 'test-secret-0123456789abcdef0123456789' }),
      db: database.db,
      clock: () => now,
    });
    await app.ready();
    await insertCustomer(database.db, { ...OTHER, name: 'Outra Cliente', correspondents: [1] });
    customer = await signedIn(app, CLIENTE.email);
    other = await signedIn(app, OTHER.email);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const sign = (headers: Record<string, string>, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: SIGN, headers, payload: body });

  async function signed(
    headers = customer,
    fileName = `${CLIENTE.cpf}-remittance.png`,
    resource = 'remittance',
  ): Promise<Signature> {
    const response = await sign(headers, { file_name: fileName, resource_name: resource });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { signature: Signature }).signature;
  }

  async function post(
    fields: Record<string, string>,
    file: Buffer | undefined,
    language = 'en-US',
  ) {
    const body = await multipart(fields, file);
    return app.inject({
      method: 'POST',
      url: STORE,
      headers: { ...body.headers, 'accept-language': language },
      payload: body.payload,
    });
  }

  describe('POST /v1/registrations/s3-sign', () => {
    test('signs a key under the caller’s prefix with a random part, on our own storage', async () => {
      const first = await signed();
      const second = await signed();
      const id = await userId(database.db, CLIENTE.email);
      expect(first.public_url).toBe(`http://localhost:8080${STORE}`);
      expect(first.fields.key).toMatch(
        new RegExp(`^uploads/${id}/[0-9a-f]{24}/${CLIENTE.cpf}-remittance\\.png$`),
      );
      expect(second.fields.key).not.toBe(first.fields.key);
      expect(first.fields['Content-Type']).toBe('image/png');
      expect(Object.keys(first.fields).sort()).toEqual([
        'Content-Type',
        'key',
        'policy',
        'signature',
      ]);
    });

    test.each([
      ['paper-money', `${CLIENTE.cpf}-paper-money.jpeg`, 'image/jpeg'],
      ['limit-increase', `${CLIENTE.cpf}-limit-increase.pdf`, 'application/pdf'],
      ['beneficiary', `${CLIENTE.cpf}-beneficiary.JPG`, 'image/jpeg'],
    ])('signs a %s file (%s)', async (resource, fileName, type) => {
      const signature = await signed(customer, fileName, resource);
      expect(signature.fields['Content-Type']).toBe(type);
    });

    test.each([
      [{ resource_name: 'remittance' }, 'file_name', 'The field needs to be filled in!'],
      [
        { file_name: `${CLIENTE.cpf}-remittance.gif`, resource_name: 'remittance' },
        'file_name',
        'File type not allowed: use png, jpg, jpeg or pdf.',
      ],
      [
        { file_name: 'my document.png', resource_name: 'remittance' },
        'file_name',
        'The field format is invalid!',
      ],
      [
        { file_name: `${CLIENTE.cpf}-paper-money.png`, resource_name: 'remittance' },
        'file_name',
        'The field format is invalid!',
      ],
      [
        { file_name: `${CLIENTE.cpf}-invoice.png`, resource_name: 'invoice' },
        'resource_name',
        'The field format is invalid!',
      ],
    ])('refuses %j (%s)', async (body, field, message) => {
      const response = await sign(customer, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().fields).toContainEqual({ field, message });
    });

    test('needs a signed-in user linked to the correspondent', async () => {
      const body = { file_name: `${CLIENTE.cpf}-remittance.png`, resource_name: 'remittance' };
      const anonymous = await app.inject({ method: 'POST', url: SIGN, payload: body });
      expect(anonymous.statusCode).toBe(401);
      const { correspondent_id: _ignored, ...unlinked } = customer;
      expect((await sign(unlinked, body)).statusCode).not.toBe(200);
    });
  });

  describe('POST /sandbox/storage/uploads', () => {
    test.each([
      ['png', PNG, 'image/png'],
      ['jpg', JPEG, 'image/jpeg'],
      ['pdf', PDF, 'application/pdf'],
    ])('stores a %s file for its owner, who alone can read it back', async (ext, bytes, type) => {
      const signature = await signed(customer, `${CLIENTE.cpf}-remittance.${ext}`);
      const response = await post(signature.fields, bytes);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({
        key: signature.fields.key,
        contentType: type,
        size: bytes.length,
      });

      const url = `${STORE}/${signature.fields.key}`;
      const mine = await app.inject({ method: 'GET', url, headers: customer });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe(type);
      expect(mine.rawPayload.equals(bytes)).toBe(true);

      const theirs = await app.inject({ method: 'GET', url, headers: other });
      expect(theirs.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });

    test('judges the content, not the name: a .png of text is refused', async () => {
      const signature = await signed();
      const response = await post(signature.fields, Buffer.from('just some text, not an image'));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'FILE_TYPE_NOT_ALLOWED',
        message: 'Only png, jpg/jpeg or pdf files are accepted.',
      });
    });

    test('refuses PNG bytes under a PDF name and policy, and stores nothing (issue 14, item 8)', async () => {
      const signature = await signed(customer, `${CLIENTE.cpf}-remittance.pdf`);
      expect(signature.fields['Content-Type']).toBe('application/pdf');
      const response = await post(signature.fields, PNG);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        statusCode: 415,
        code: 'FILE_TYPE_NOT_ALLOWED',
        message: 'Only png, jpg/jpeg or pdf files are accepted.',
      });
      const id = await userId(database.db, CLIENTE.email);
      const [row] = await findOwnedUploads(database.db, id, [signature.fields.key]);
      expect(row).toMatchObject({ content_type: 'application/pdf', size: null, uploaded_at: null });
      const url = `${STORE}/${signature.fields.key}`;
      expect((await app.inject({ method: 'GET', url, headers: customer })).statusCode).toBe(404);
      // Nothing was stored, so the policy still takes the file it was signed for.
      expect((await post(signature.fields, PDF)).statusCode).toBe(201);
    });

    test.each([
      ['JPEG bytes under a PNG policy', 'png', JPEG],
      ['PDF bytes under a JPEG policy', 'jpg', PDF],
      ['PNG bytes under a JPEG policy', 'jpeg', PNG],
    ])('refuses %s with 415', async (_case, ext, bytes) => {
      const signature = await signed(customer, `${CLIENTE.cpf}-remittance.${ext}`);
      const response = await post(signature.fields, bytes, 'pt-BR');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'FILE_TYPE_NOT_ALLOWED',
        message: 'Apenas arquivos png, jpg/jpeg ou pdf são aceitos.',
      });
    });

    test('stores a real PDF under a PDF policy with the signed type', async () => {
      const signature = await signed(customer, `${CLIENTE.cpf}-remittance.pdf`);
      const response = await post(signature.fields, PDF);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ contentType: 'application/pdf', size: PDF.length });
    });

    test.each([
      ['en-US', 'The file is empty.'],
      ['pt-BR', 'O arquivo está vazio.'],
    ])(
      'refuses a zero-byte file with 422 FILE_EMPTY (%s), storing nothing',
      async (language, message) => {
        const signature = await signed(customer, `${CLIENTE.cpf}-remittance.pdf`);
        const response = await post(signature.fields, Buffer.alloc(0), language);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ statusCode: 422, code: 'FILE_EMPTY', message });
        const id = await userId(database.db, CLIENTE.email);
        const [row] = await findOwnedUploads(database.db, id, [signature.fields.key]);
        expect(row?.uploaded_at).toBeNull();
      },
    );

    test('refuses a file over 5 MB with the spec’s message', async () => {
      const signature = await signed();
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const response = await post(signature.fields, big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'FILE_TOO_LARGE',
        message: 'The file exceeds the maximum size limit (5mb)!',
      });
      const again = await signed();
      expect((await post(again.fields, big, 'pt-BR')).json().message).toBe(
        'O arquivo excede o tamanho máximo permitido (5mb)!',
      );
    });

    test('accepts a file of exactly 5 MB', async () => {
      const signature = await signed();
      const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
      expect((await post(signature.fields, exact)).statusCode).toBe(201);
    });

    test('refuses an expired policy (15 minutes)', async () => {
      const signature = await signed();
      const signedAt = now;
      try {
        now = new Date(signedAt.getTime() + 15 * 60 * 1000 + 1000);
        const response = await post(signature.fields, PNG);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('UPLOAD_POLICY_EXPIRED');
      } finally {
        now = signedAt;
      }
    });

    test('refuses a tampered signature or policy', async () => {
      const signature = await signed();
      const { signature: hmac = '', policy: encoded = '' } = signature.fields;
      const flipped = hmac.startsWith('0') ? '1' : '0';
      const badSignature = { ...signature.fields, signature: flipped + hmac.slice(1) };
      const tampered = await post(badSignature, PNG);
      expect(tampered.statusCode).toBe(403);
      expect(tampered.json().code).toBe('UPLOAD_POLICY_INVALID');

      const policy = JSON.parse(Buffer.from(encoded, 'base64url').toString()) as object;
      const bigger = Buffer.from(JSON.stringify({ ...policy, max: 50_000_000 })).toString(
        'base64url',
      );
      const forged = await post({ ...signature.fields, policy: bigger }, PNG);
      expect(forged.json().code).toBe('UPLOAD_POLICY_INVALID');

      const { signature: _missing, ...unsigned } = signature.fields;
      expect((await post(unsigned, PNG)).json().code).toBe('UPLOAD_POLICY_INVALID');
    });

    test('refuses someone else’s key and a second file on a used policy', async () => {
      const mine = await signed();
      const theirs = await signed(other, `${OTHER.cpf}-remittance.png`);
      const swapped = await post({ ...theirs.fields, key: mine.fields.key }, PNG);
      expect(swapped.statusCode).toBe(403);
      expect(swapped.json().code).toBe('UPLOAD_POLICY_INVALID');

      expect((await post(mine.fields, PNG)).statusCode).toBe(201);
      const again = await post(mine.fields, PNG);
      expect(again.statusCode).toBe(403);
      expect(again.json().code).toBe('UPLOAD_POLICY_INVALID');
    });

    test('refuses U+0000 in a text field with 422, not in the file (issue 13)', async () => {
      const signature = await signed();
      const response = await post(
        { ...signature.fields, key: `${signature.fields.key}\u0000` },
        PNG,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'key', message: expect.stringContaining('U+0000') }],
      });
      // The JPEG fixture holds a NUL byte: file content is not text.
      const jpeg = await signed(customer, `${CLIENTE.cpf}-remittance.jpg`);
      expect((await post(jpeg.fields, JPEG)).statusCode).toBe(201);
    });

    test.each([
      ['inside the file', (payload: Buffer) => payload.subarray(0, payload.length - 20)],
      ['inside a signed field', (payload: Buffer) => payload.subarray(0, 150)],
      [
        'right after a part',
        (payload: Buffer) => payload.subarray(0, payload.indexOf('\r\n--') + 2),
      ],
    ])(
      'a form cut off before its closing boundary (%s) is a 400 BAD_REQUEST, not a 500',
      async (_where, cut) => {
        const signature = await signed();
        const body = await multipart(signature.fields, PNG);
        const response = await app.inject({
          method: 'POST',
          url: STORE,
          headers: { ...body.headers, 'accept-language': 'en-US' },
          payload: cut(body.payload),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          code: 'BAD_REQUEST',
          message: 'Failed to process the request.',
        });
      },
    );

    test.each([
      ['multipart/form-data'],
      ['multipart/form-data; boundary='],
      ['multipart/form-data; charset=utf-8'],
    ])(
      'a multipart Content-Type without a boundary (%s) is a 400 in the catalogue’s shape',
      async (contentType) => {
        const signature = await signed();
        const body = await multipart(signature.fields, PNG);
        const response = await app.inject({
          method: 'POST',
          url: STORE,
          headers: { 'content-type': contentType, 'accept-language': 'en-US' },
          payload: body.payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          code: 'BAD_REQUEST',
          message: 'Failed to process the request.',
        });
        // Nothing was stored: the policy still takes its file.
        expect((await post(signature.fields, PNG)).statusCode).toBe(201);
      },
    );

    test.each([
      ['a field', 'Content-Disposition: form-data\r\n\r\nvalue'],
      [
        'a file',
        'Content-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png\r\n\r\npng',
      ],
    ])(
      'a part without a name (%s) is a 400 BAD_REQUEST, not a 500 (issue 14)',
      async (_what, part) => {
        const response = await app.inject({
          method: 'POST',
          url: STORE,
          headers: {
            'content-type': 'multipart/form-data; boundary=b',
            'accept-language': 'en-US',
          },
          payload: `--b\r\n${part}\r\n--b--\r\n`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          code: 'BAD_REQUEST',
          message: 'Failed to process the request.',
        });
      },
    );

    test('a body whose boundary differs from the header’s is a 4xx in the catalogue’s shape', async () => {
      const signature = await signed();
      const body = await multipart(signature.fields, PNG);
      const response = await app.inject({
        method: 'POST',
        url: STORE,
        headers: {
          'content-type': 'multipart/form-data; boundary=not-the-body-boundary',
          'accept-language': 'en-US',
        },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Failed to process the request.',
      });
      // Nothing was stored: the policy still takes its file.
      expect((await post(signature.fields, PNG)).statusCode).toBe(201);
    });

    test('refuses a form without a file or that is not multipart', async () => {
      const signature = await signed();
      expect((await post(signature.fields, undefined)).statusCode).toBe(400);
      const json = await app.inject({ method: 'POST', url: STORE, payload: signature.fields });
      expect(json.statusCode).toBe(415);
    });
  });

  test('findOwnedUploads answers only the caller’s keys, with what was stored', async () => {
    const mine = await signed(customer, `${CLIENTE.cpf}-remittance.pdf`);
    await post(mine.fields, PDF);
    const theirs = await signed(other, `${OTHER.cpf}-remittance.png`);
    const id = await userId(database.db, CLIENTE.email);
    const rows = await findOwnedUploads(database.db, id, [mine.fields.key, theirs.fields.key]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      key: mine.fields.key,
      user_id: id,
      resource: 'remittance',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    expect(rows[0]?.uploaded_at).toBeInstanceOf(Date);
  });

  test('a stored file counts as a document only with the type its name was signed for', async () => {
    const id = await userId(database.db, CLIENTE.email);
    const pdf = await signed(customer, `${CLIENTE.cpf}-remittance.pdf`);
    expect((await post(pdf.fields, PDF)).statusCode).toBe(201);
    // What the platform's own storage kept before issue 14, item 8: PNG bytes under a .pdf key.
    const legacy = `uploads/${id}/0123456789abcdef01234567/${CLIENTE.cpf}-remittance.pdf`;
    await database.db
      .insertInto('uploads')
      .values({
        user_id: id,
        key: legacy,
        resource: 'remittance',
        content_type: 'image/png',
        size: PNG.length,
        content: PNG,
        uploaded_at: now,
      })
      .execute();
    const checked = await uploadDocumentChecker(undefined, () => now).check(database.db, id, [
      pdf.fields.key,
      legacy,
    ]);
    expect(checked).toEqual({ unknown: [legacy], otherPurpose: [], awaitingReview: false });
  });
});
