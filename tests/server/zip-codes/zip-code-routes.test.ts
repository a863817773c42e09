import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../server/app';
import { migrateToLatest } from '../../../server/db/migrate';
import { errorsPlugin } from '../../../server/plugins/errors';
import { createSandboxZipCodes } from '../../../server/providers/zip-codes/sandbox-zip-codes';
import {
  ZipCodeUnavailableError,
  type ZipCodeProvider,
} from '../../../server/providers/zip-codes/zip-code-provider';
import { zipCodeRoutes } from '../../../server/routes/zip-codes';
import { createAttemptLimiter } from '../../../server/services/attempt-limiter';
import { buildTestApp, createTestDatabase, testConfig, type TestApp } from '../test-app';

describe('GET /api/v1/zip-codes/{zipCode} (sandbox)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const lookup = (zipCode: string, language = 'en-US') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/zip-codes/${zipCode}`,
      headers: { 'accept-language': language },
    });

  test('answers a demo CEP typed formatted or bare, without signing in', async () => {
    for (const typed of ['01310-100', '01310100']) {
      const response = await lookup(typed);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.json()).toEqual({
        zipCode: '01310-100',
        street: 'Avenida Paulista',
        complement: '',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
        ibge: '3550308',
        ddd: '11',
        sandbox: true,
      });
    }
  });

  test('answers the state alone for another CEP of a Correios range', async () => {
    const response = await lookup('69301-000');
    expect(response.json()).toMatchObject({ state: 'RR', street: '', city: '', sandbox: true });
  });

  test('an unknown CEP answers 404 ZIP_CODE_NOT_FOUND in the spec wording of each language', async () => {
    const en = await lookup('00000-000');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({
      statusCode: 404,
      code: 'ZIP_CODE_NOT_FOUND',
      message: 'The zip code entered was not found.',
    });
    const pt = await lookup('78900000', 'pt-BR');
    expect(pt.json().message).toBe('O CEP informado não foi encontrado');
  });

  test('the OpenAPI document lists the zip-code, customer, registration-update and impersonation routes', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/zip-codes/{zipCode}',
        '/api/customers/v1/physicals/{cpf}',
        '/api/customers/v1/physicals/{cpf}/limit',
        '/api/customers/v1/physicals/{cpf}/addresses/{id}',
        '/api/customers/v1/legals/{cnpj}',
        '/api/customers/v1/legals/{cnpj}/addresses',
        '/api/v1/registrations/users/{id}',
        '/api/v1/registrations/users/{id}/give-access/{correspondentId}',
        '/api/v1/admin/impersonation-tokens',
        '/api/v1/auth/user/impersonate',
      ]),
    );
  });

  test('a malformed CEP answers 422 naming the field', async () => {
    const response = await lookup('0131-100');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'zipCode', message: 'The zip code must have 8 digits.' }],
    });
  });
});

describe('GET /api/v1/zip-codes/{zipCode} with a provider that fails', () => {
  test('answers 503 ZIP_CODE_SERVICE_UNAVAILABLE, not "not found"', async () => {
    const database = await createTestDatabase();
    await migrateToLatest(database.db);
    const failing: ZipCodeProvider = {
      name: 'failing',
      lookup: () => Promise.reject(new ZipCodeUnavailableError('down')),
    };
    const app = await buildApp({ config: testConfig(), db: database.db, zipCodes: failing });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/zip-codes/01310100',
        headers: { 'accept-language': 'en-US' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'ZIP_CODE_SERVICE_UNAVAILABLE' });
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});

describe('the zip-code lookup limit', () => {
  test('more lookups a minute than allowed from one address answer 429 RATE_LIMITED', async () => {
    const database = await createTestDatabase();
    await migrateToLatest(database.db);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await app.register(zipCodeRoutes, {
      zipCodes: createSandboxZipCodes(),
      limiterFor: (limit) => createAttemptLimiter({ db: database.db, limit }),
      perMinute: 2,
    });
    try {
      const get = () => app.inject({ method: 'GET', url: '/v1/zip-codes/01310100' });
      expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(200);
      const limited = await get();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
