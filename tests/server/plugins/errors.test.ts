import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { requiredText } from '../../../src/contracts/auth';
import { isApiErrorBody } from '../../../src/contracts/errors';
import { catalogueError } from '../../../src/domain/identity/message-key';
import { AppError } from '../../../server/plugins/errors';
import { buildTestApp, type TestApp } from '../test-app';

/** Test-only routes that exercise each failure path. */
function addProbeRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          amount: z.int(),
          address: z.object({ zipCode: z.string().check(z.regex(/^\d{5}-\d{3}$/)) }),
        }),
      },
    },
    async (request) => request.body,
  );
  // A contract in the house style: every check carries a `common` catalogue key.
  api.post(
    '/api/test/profile',
    {
      schema: {
        body: z.object({
          name: requiredText(),
          nickname: z
            .string(catalogueError('validation.required'))
            .check(z.maxLength(3, catalogueError('validation.maxLength'))),
        }),
      },
    },
    async (request) => request.body,
  );
  app.get('/api/test/app-error-key', async () => {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'email', message: 'validation.email' }],
    });
  });
  app.get('/api/test/crash', async () => {
    throw new Error('secret detail: connection string postgres://user:pw@db');
  });
  app.get('/api/test/app-error', async () => {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'document', message: 'CPF inválido' }],
    });
  });
  api.get(
    '/api/test/bad-response',
    { schema: { response: { 200: z.object({ n: z.int() }) } } },
    async () => ({ n: 'not a number' }) as unknown as { n: number },
  );
}

describe('the one error shape', () => {
  let t: TestApp;
  const bodies: unknown[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ seed: false, extend: addProbeRoutes });
  });
  afterAll(async () => {
    await t.close();
  });

  async function call(options: InjectOptions) {
    const response = await t.app.inject(options);
    bodies.push(response.json());
    return response;
  }

  const validBody = { amount: 100, address: { zipCode: '01310-100' } };

  test('a valid request passes (the probe route works)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: validBody,
    });
    expect(response.statusCode).toBe(200);
  });

  test('malformed JSON is a 400 MALFORMED_JSON, not a 500', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'MALFORMED_JSON',
      message: 'O corpo da requisição não é um JSON válido.',
    });
  });

  test('an empty JSON body is a 400 MALFORMED_JSON', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('MALFORMED_JSON');
  });

  test('an unsupported content type is a 415', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<amount>1</amount>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('a body over the limit is a 413', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validBody, padding: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('wrong types are a 422 VALIDATION_FAILED naming each field by its dotted path', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'en-US' },
      payload: { amount: '12.5', address: { zipCode: '1310' } },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Some fields of the request are invalid.');
    expect(body.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'address.zipCode',
      'amount',
    ]);
  });

  test.each([
    [
      'pt-BR by default',
      undefined,
      'O campo amount é inválido',
      'O campo address.zipCode é inválido',
    ],
    [
      'en-US for Accept-Language en',
      'en',
      'Field amount is invalid',
      'Field address.zipCode is invalid',
    ],
  ])(
    "a plain type error answers the spec's generic field message, %s",
    async (_, language, amount, zipCode) => {
      const response = await call({
        method: 'POST',
        url: '/api/test/echo',
        headers: language === undefined ? {} : { 'accept-language': language },
        payload: { amount: '12.5', address: { zipCode: '1310' } },
      });
      expect(response.statusCode).toBe(422);
      const fields = [...response.json().fields].sort(
        (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field),
      );
      expect(fields).toEqual([
        { field: 'address.zipCode', message: zipCode },
        { field: 'amount', message: amount },
      ]);
    },
  );

  test.each([
    [
      'pt-BR by default',
      undefined,
      'O campo precisa ser preenchido!',
      'O campo nickname deve ter no máximo 3 caracteres!',
    ],
    [
      'en-US for Accept-Language en-GB',
      'en-GB,pt;q=0.5',
      'The field needs to be filled in!',
      'The field nickname must have at most 3 characters!',
    ],
  ])(
    "a contract's catalogue key answers the catalogue's text, %s",
    async (_, language, required, tooLong) => {
      const response = await call({
        method: 'POST',
        url: '/api/test/profile',
        headers: language === undefined ? {} : { 'accept-language': language },
        payload: { name: '   ', nickname: 'Ziggy' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toEqual([
        { field: 'name', message: required },
        { field: 'nickname', message: tooLong },
      ]);
    },
  );

  test('a service AppError field message that is a catalogue key is translated', async () => {
    const pt = await call({ url: '/api/test/app-error-key' });
    expect(pt.json().fields).toEqual([{ field: 'email', message: 'O e-mail precisa ser válido!' }]);
    const en = await call({ url: '/api/test/app-error-key', headers: { 'accept-language': 'en' } });
    expect(en.json().fields).toEqual([{ field: 'email', message: 'The e-mail must be valid!' }]);
  });

  test('a service AppError keeps its code and fields', async () => {
    const response = await call({ url: '/api/test/app-error' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Há campos inválidos no pedido.',
      fields: [{ field: 'document', message: 'CPF inválido' }],
    });
  });

  test('an unknown API route is a JSON 404 ROUTE_NOT_FOUND, even for a browser', async () => {
    const response = await call({ url: '/api/v1/nothing-here', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: '404 Página não encontrada...',
    });
  });

  test('a wrong method on a known route is a 404 ROUTE_NOT_FOUND', async () => {
    const response = await call({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });

  test.each([
    '/api/v1/correspondents/%ZZ',
    '/api/v1/correspondents/%C0%AF',
    '/api/v1/correspondents/%ED%A0%80',
    '/%ZZ',
  ])(
    'a path that does not percent-decode (%s) is a 400 BAD_REQUEST that does not echo it',
    async (url) => {
      const response = await call({ url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Falha ao processar a requisição.',
      });
    },
  );

  test('the answer to a path that does not percent-decode follows Accept-Language', async () => {
    const response = await call({
      url: '/api/v1/correspondents/%ZZ',
      headers: { 'accept-language': 'en-US,pt;q=0.5' },
    });
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Failed to process the request.',
    });
  });

  test("a path parameter over the router's length answers in the shape, not Fastify's 414", async () => {
    // The API's catch-all route takes such a path: it is an unknown route.
    const response = await call({ url: `/api/v1/correspondents/${'a'.repeat(101)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });

  test.each(['en-US', 'pt-BR'] as const)(
    'malformed JSON, a wrong content type and a body too large answer in %s',
    async (language) => {
      const headers = { 'content-type': 'application/json', 'accept-language': language };
      const malformed = await call({
        method: 'POST',
        url: '/api/test/echo',
        headers,
        payload: '{',
      });
      const xml = await call({
        method: 'POST',
        url: '/api/test/echo',
        headers: { ...headers, 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      const large = await call({
        method: 'POST',
        url: '/api/test/echo',
        headers,
        payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) }),
      });
      const english = language === 'en-US';
      expect([malformed.json(), xml.json(), large.json()]).toEqual([
        {
          statusCode: 400,
          code: 'MALFORMED_JSON',
          message: english
            ? 'The request body is not valid JSON.'
            : 'O corpo da requisição não é um JSON válido.',
        },
        {
          statusCode: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: english ? 'Unsupported content type.' : 'Tipo de conteúdo não suportado.',
        },
        {
          statusCode: 413,
          code: 'PAYLOAD_TOO_LARGE',
          message: english
            ? 'The request body exceeds the maximum allowed size.'
            : 'O corpo da requisição excede o tamanho máximo permitido.',
        },
      ]);
    },
  );

  test('an unknown method on an API path is a 404 ROUTE_NOT_FOUND in the shape', async () => {
    const response = await call({ method: 'PROPFIND' as 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });

  test('an unexpected error is a 500 INTERNAL_ERROR that reveals nothing', async () => {
    const response = await call({ url: '/api/test/crash', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal error!',
    });
    expect(response.body).not.toContain('secret');
  });

  test('a response that breaks its own contract is a 500, not a half-valid answer', async () => {
    const response = await call({ url: '/api/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL_ERROR');
  });

  test('no error body carries a stack or anything beyond the shape', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(9);
    for (const body of bodies) {
      expect(isApiErrorBody(body)).toBe(true);
      expect(
        Object.keys(body as object).every((key) =>
          ['statusCode', 'code', 'message', 'fields'].includes(key),
        ),
      ).toBe(true);
      expect(JSON.stringify(body)).not.toMatch(/stack|\bat .+:\d+:\d+/);
    }
  });
});
