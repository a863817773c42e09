import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AgentListSchema,
  CorrespondentSchema,
  type Agent,
} from '../../../src/contracts/correspondent';
import { isApiErrorBody } from '../../../src/contracts/errors';
import { buildTestApp, type TestApp } from '../test-app';

describe('correspondent routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  test('answers the demo correspondent with every field of the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/correspondents/demo' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(CorrespondentSchema.parse(body)).toEqual(body);
    expect(Object.keys(body).sort()).toEqual(Object.keys(CorrespondentSchema.shape).sort());
    expect(body).toMatchObject({
      id: 1,
      identifier: 'demo',
      name: 'Demo Câmbio',
      primaryColor: null,
      secondaryColor: null,
      tertiaryColor: null,
      quartiaryColor: null,
      isPaperMoneyActive: true,
      isRemittanceActive: true,
      isMoneygramActive: true,
      paymentMethodsAvailability: {
        creditCardLinkAvailable: true,
        dynamicPixAvailable: true,
        picpayAvailable: true,
        tedAvailable: true,
      },
      activeSmiles: true,
      isLiveloActive: true,
      active: true,
    });
    expect(body).not.toHaveProperty('siteOrigins');
    expect(body).not.toHaveProperty('site_origins');
  });

  test('answers aurora with its own colours and only remittance by PIX and TED', async () => {
    const body = (await t.app.inject({ url: '/api/v1/correspondents/aurora' })).json();
    expect(body).toMatchObject({
      id: 2,
      name: 'Aurora Remessas',
      primaryColor: '#6B2FBF',
      secondaryColor: '#F2A900',
      tertiaryColor: '#3A3A3A',
      quartiaryColor: '#EFE9F7',
      isPaperMoneyActive: false,
      isRemittanceActive: true,
      isMoneygramActive: false,
      paymentMethodsAvailability: {
        creditCardLinkAvailable: false,
        dynamicPixAvailable: true,
        picpayAvailable: false,
        tedAvailable: true,
      },
    });
  });

  test('answers a disabled correspondent with active false and its phone', async () => {
    const response = await t.app.inject({ url: '/api/v1/correspondents/antiga' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 3,
      name: 'Antiga Câmbio',
      active: false,
      phone: '+55 11 4000-1234',
    });
  });

  test.each([
    ['an unknown identifier', 'no-such-correspondent'],
    ['a reserved identifier', 'api'],
    ['another reserved identifier', 'admin'],
    ['a reserved identifier in capitals', 'DOCS'],
    ['an existing identifier in another case (matching is exact)', 'DEMO'],
  ])('answers 404 CORRESPONDENT_NOT_FOUND for %s, in Portuguese by default', async (_, id) => {
    const response = await t.app.inject({ url: `/api/v1/correspondents/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'CORRESPONDENT_NOT_FOUND',
      message: 'Correspondente não encontrado.',
    });
  });

  test('answers the 404 in English when the client prefers English', async () => {
    const response = await t.app.inject({
      url: '/api/v1/correspondents/404',
      headers: { 'accept-language': 'en-GB,en;q=0.9,pt;q=0.5' },
    });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(isApiErrorBody(body)).toBe(true);
    expect(body).toEqual({
      statusCode: 404,
      code: 'CORRESPONDENT_NOT_FOUND',
      message: 'Correspondent not found.',
    });
  });

  test('lists the demo agents ordered by state, then city, then name', async () => {
    const response = await t.app.inject({
      url: '/api/v1/correspondents/demo/agents?orderByLocation=true',
    });
    expect(response.statusCode).toBe(200);
    const agents: Agent[] = AgentListSchema.parse(response.json());
    expect(agents.length).toBeGreaterThanOrEqual(6);
    expect(agents.map((agent) => `${agent.state} ${agent.city} ${agent.name}`)).toEqual([
      'BA Salvador Demo Câmbio Barra',
      'DF Brasília Demo Câmbio Asa Sul',
      'MG Belo Horizonte Demo Câmbio Savassi',
      'PR Curitiba Demo Câmbio Batel',
      'RJ Rio de Janeiro Demo Câmbio Copacabana',
      'RS Porto Alegre Demo Câmbio Moinhos',
      'SP São Paulo Demo Câmbio Paulista',
      'SP São Paulo Demo Câmbio Pinheiros',
    ]);
    const paulista = agents.find((agent) => agent.name === 'Demo Câmbio Paulista');
    expect(paulista).toMatchObject({
      latitude: -23.5614,
      longitude: -46.6559,
      addressNumber: 1578,
    });
  });

  test('lists the agents nearest first to the city of a CEP, each with its distance', async () => {
    const response = await t.app.inject({
      url: '/api/v1/correspondents/demo/agents?orderByLocation=true&zipCode=20040-020',
    });
    expect(response.statusCode).toBe(200);
    const agents: Agent[] = AgentListSchema.parse(response.json());
    expect(agents.map((agent) => agent.city)).toEqual([
      'Rio de Janeiro',
      'Belo Horizonte',
      'São Paulo',
      'São Paulo',
      'Curitiba',
      'Brasília',
      'Porto Alegre',
      'Salvador',
    ]);
    // Copacabana is a few km from the centre of Rio; São Paulo about 360 km away; the two São
    // Paulo agents keep their order by name.
    expect(agents[0]?.distanceKm).toBeLessThan(10);
    expect(agents[2]).toMatchObject({ name: 'Demo Câmbio Paulista' });
    expect(agents[2]?.distanceKm).toBeGreaterThan(340);
    expect(agents[2]?.distanceKm).toBeLessThan(370);
    const distances = agents.map((agent) => agent.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  test('keeps the usual order, without distances, for a CEP whose city is not placed', async () => {
    // The sandbox knows only the state of 69000-000 (Manaus range): no city, no IBGE code.
    const plain = await t.app.inject({
      url: '/api/v1/correspondents/demo/agents?orderByLocation=true',
    });
    const unplaced = await t.app.inject({
      url: '/api/v1/correspondents/demo/agents?orderByLocation=true&zipCode=69000000',
    });
    expect(unplaced.statusCode).toBe(200);
    expect(unplaced.json()).toEqual(plain.json());
    expect(plain.json().every((agent: Agent) => agent.distanceKm === null)).toBe(true);
  });

  test('refuses a malformed zipCode with 422', async () => {
    const response = await t.app.inject({
      url: '/api/v1/correspondents/demo/agents?orderByLocation=true&zipCode=123',
    });
    expect(response.statusCode).toBe(422);
  });

  test('lists only the agents of the asked correspondent', async () => {
    const aurora = (
      await t.app.inject({ url: '/api/v1/correspondents/aurora/agents?orderByLocation=true' })
    ).json();
    expect(aurora.map((agent: Agent) => agent.state)).toEqual(['PE', 'SC']);
    const antiga = (await t.app.inject({ url: '/api/v1/correspondents/antiga/agents' })).json();
    expect(antiga).toHaveLength(1);
  });

  test('answers 404 for the agents of an unknown or reserved correspondent', async () => {
    for (const id of ['ghost', 'widgets']) {
      const response = await t.app.inject({ url: `/api/v1/correspondents/${id}/agents` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CORRESPONDENT_NOT_FOUND');
    }
  });

  test('answers 422 with the offending field for a wrongly typed query', async () => {
    const response = await t.app.inject({
      url: '/api/v1/correspondents/demo/agents?orderByLocation=sometimes',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Há campos inválidos no pedido.',
    });
    expect(body.fields).toEqual([{ field: 'orderByLocation', message: expect.any(String) }]);
  });

  test('answers 422 for an identifier longer than the contract allows', async () => {
    const response = await t.app.inject({ url: `/api/v1/correspondents/${'a'.repeat(65)}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual([{ field: 'identifier', message: expect.any(String) }]);
  });

  describe('caching', () => {
    const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

    test.each([
      ['the correspondent', '/api/v1/correspondents/demo'],
      ['its agents', '/api/v1/correspondents/demo/agents?orderByLocation=true'],
    ])('answers %s with Cache-Control and an ETag, and 304 when it matches', async (_, url) => {
      const first = await t.app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(CACHE_CONTROL);

      const stale = await t.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(first.json());
    });

    test('gives different correspondents different ETags', async () => {
      const demo = await t.app.inject({ url: '/api/v1/correspondents/demo' });
      const aurora = await t.app.inject({ url: '/api/v1/correspondents/aurora' });
      expect(demo.headers.etag).not.toBe(aurora.headers.etag);
    });

    test('never marks an error as publicly cacheable', async () => {
      const response = await t.app.inject({ url: '/api/v1/correspondents/nobody' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBeUndefined();
      expect(response.headers.etag).toBeUndefined();
    });

    test('serves a correspondent from the process cache within the TTL', async () => {
      const before = (await t.app.inject({ url: '/api/v1/correspondents/aurora' })).json();
      await t.db
        .updateTable('correspondents')
        .set({ name: 'Aurora Renamed' })
        .where('identifier', '=', 'aurora')
        .execute();
      try {
        const after = await t.app.inject({ url: '/api/v1/correspondents/aurora' });
        expect(after.json()).toEqual(before);
      } finally {
        await t.db
          .updateTable('correspondents')
          .set({ name: before.name })
          .where('identifier', '=', 'aurora')
          .execute();
      }
    });
  });
});
