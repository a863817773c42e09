/**
 * The SDK client against the real API (in-process, through `app.inject`, no socket): proves the
 * client and the server agree on paths, headers, contracts and the error shape.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApiClient, type ErrorReporter } from '../../../src/api/client';
import { NotFoundError } from '../../../src/api/errors';
import { themeFromCorrespondent } from '../../../src/domain/theme';
import { createCorrespondentStore } from '../../../src/stores/correspondent-store';
import { buildTestApp, type TestApp } from '../../server/test-app';
import { injectFetch } from './inject-fetch';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function client(locale?: string) {
  const reporter = vi.fn<ErrorReporter>();
  const api = createApiClient({
    baseURL: 'http://localhost:8080/api',
    fetch: injectFetch(testApp.app),
    reporter,
    getLocale: () => locale,
  });
  return { api, reporter };
}

describe('the SDK client against the API', () => {
  test('loads the demo correspondent through the store', async () => {
    const { api } = client();
    const state = await createCorrespondentStore(api).load('demo');
    expect(state.status).toBe('ready');
    if (state.status === 'ready') expect(state.correspondent.name).toBe('Demo Câmbio');
  });

  test('a disabled correspondent comes back and the store calls it disabled', async () => {
    const { api } = client();
    const state = await createCorrespondentStore(api).load('antiga');
    expect(state.status).toBe('disabled');
  });

  test('aurora carries its own colours into the theme', async () => {
    const { api } = client();
    const theme = themeFromCorrespondent(await api.correspondents.get('aurora'));
    expect(theme.primary.toLowerCase()).toBe('#6b2fbf');
  });

  test.each(['no-such-tenant', 'api', 'admin'])(
    '%s is a reported NotFoundError with the API code, and not-found in the store',
    async (identifier) => {
      const { api, reporter } = client();
      const error = await api.correspondents.get(identifier).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotFoundError);
      expect((error as NotFoundError).code).toBe('CORRESPONDENT_NOT_FOUND');
      expect(reporter).toHaveBeenCalledWith(error, {
        url: `http://localhost:8080/api/v1/correspondents/${identifier}`,
        method: 'GET',
      });
      const state = await createCorrespondentStore(api).load(identifier);
      expect(state).toEqual({ status: 'not-found', identifier });
    },
  );

  test('the error message follows the locale sent as Accept-Language', async () => {
    const english = await client('en-US')
      .api.correspondents.get('nobody')
      .catch((e: unknown) => e);
    const portuguese = await client('pt-BR')
      .api.correspondents.get('nobody')
      .catch((e: unknown) => e);
    expect((english as NotFoundError).message).toBe('Correspondent not found.');
    expect((portuguese as NotFoundError).message).toBe('Correspondente não encontrado.');
  });

  test('the agents of demo validate against the contract', async () => {
    const { api } = client();
    const agents = await api.correspondents.agents('demo');
    expect(agents.length).toBeGreaterThan(1);
  });
});
