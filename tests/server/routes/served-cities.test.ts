import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ServedCityListSchema } from '../../../src/contracts/served-cities';
import { buildTestApp, type TestApp } from '../test-app';

describe('GET /api/v1/paper-money/served-cities', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const search = (q: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/paper-money/served-cities?q=${encodeURIComponent(q)}`,
      headers: { 'accept-language': 'en-US' },
    });

  test('finds a city typed without accents or case, without signing in, cacheable', async () => {
    const response = await search('SAO JOSE DOS CAMPOS');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual([
      { ibge: '3549904', name: 'São José dos Campos', state: 'SP' },
    ]);
  });

  test('answers suggestions as the name is typed, word-prefix matches first, ten at most', async () => {
    const body = ServedCityListSchema.parse((await search('sao')).json());
    expect(body.length).toBeGreaterThan(5);
    expect(body.every((city) => /(^|\s)são/i.test(city.name))).toBe(true);
    expect(ServedCityListSchema.parse((await search('a')).json())).toHaveLength(10);
    const belo = ServedCityListSchema.parse((await search('belo')).json());
    expect(belo.map((city) => city.name)).toEqual(['Belo Horizonte']);
    expect(Object.keys(belo[0] ?? {}).sort()).toEqual(['ibge', 'name', 'state']);
  });

  test('answers an empty list for a city that is not served', async () => {
    const response = await search('Ouro Preto');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  test('refuses a missing or overlong query with 422', async () => {
    expect((await t.app.inject({ url: '/api/v1/paper-money/served-cities' })).statusCode).toBe(422);
    expect((await search('x'.repeat(81))).statusCode).toBe(422);
  });

  test('is declared in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const search = document.paths['/api/v1/paper-money/served-cities'].get;
    expect(search.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'q', in: 'query' })]),
    );
  });
});
