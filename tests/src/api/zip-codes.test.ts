import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { NotFoundError } from '../../../src/api/errors';
import { createFakeFetch } from './fake-fetch';

const BASE = 'https://fx.example.com/api';

const paulista = {
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
};

function client() {
  const fake = createFakeFetch();
  return { fake, api: createApiClient({ baseURL: BASE, fetch: fake.fetch }) };
}

describe('zip-code lookup', () => {
  test('asks for the digits of a formatted CEP and answers the address', async () => {
    const { fake, api } = client();
    fake.respond(200, paulista);
    expect(await api.zipCodes.lookup('01310-100')).toEqual(paulista);
    expect(new URL(fake.requests[0]?.url ?? '').pathname).toBe('/api/v1/zip-codes/01310100');
  });

  test('answers NotFoundError with the API code for an unknown CEP', async () => {
    const { fake, api } = client();
    fake.respond(404, {
      statusCode: 404,
      code: 'ZIP_CODE_NOT_FOUND',
      message: 'The zip code entered was not found.',
    });
    const error = await api.zipCodes.lookup('99999999').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).code).toBe('ZIP_CODE_NOT_FOUND');
  });

  test('refuses text that is not a CEP without a request', async () => {
    const { fake, api } = client();
    await expect(api.zipCodes.lookup('0131')).rejects.toBeInstanceOf(RangeError);
    expect(fake.requests).toHaveLength(0);
  });
});
