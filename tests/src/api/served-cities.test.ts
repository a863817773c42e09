import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createFakeFetch } from './fake-fetch';

const BASE = 'https://fx.example.com/api';

function client() {
  const fake = createFakeFetch();
  return { fake, api: createApiClient({ baseURL: BASE, fetch: fake.fetch }) };
}

describe('served-cities search', () => {
  test('sends the trimmed query and answers the suggestions', async () => {
    const { fake, api } = client();
    const found = [{ ibge: '4205407', name: 'Florianópolis', state: 'SC' }];
    fake.respond(200, found);
    expect(await api.servedCities.search('  florian ')).toEqual(found);
    const url = new URL(fake.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/paper-money/served-cities');
    expect(url.searchParams.get('q')).toBe('florian');
  });

  test('answers no cities for a blank query without asking the server', async () => {
    const { fake, api } = client();
    expect(await api.servedCities.search('   ')).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });
});
