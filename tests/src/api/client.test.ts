import { describe, expect, test, vi } from 'vitest';
import { createApiClient, joinUrl, type ErrorReporter } from '../../../src/api/client';
import {
  ApiError,
  ForbiddenError,
  NotFoundError,
  ResponseContractError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnprocessableEntityError,
} from '../../../src/api/errors';
import { createMemoryTokenStore } from '../../../src/api/token-store';
import type { SessionTokens } from '../../../src/domain/session/session-tokens';
import { createFakeFetch } from './fake-fetch';
import { agentFixture, correspondentFixture } from './fixtures';

const BASE = 'https://fx.example.com/api';

const storedTokens: SessionTokens = {
  accessToken: 'old-token',
  client: 'c1',
  uid: 'ana@example.com',
  expiry: '1700000000',
  tokenType: 'Bearer',
};

function tokenHeaders(accessToken: string, expiry: string): Record<string, string> {
  return {
    'access-token': accessToken,
    client: 'c1',
    uid: 'ana@example.com',
    expiry,
    'token-type': 'Bearer',
  };
}

function setup(options: { correspondentId?: number; tokens?: SessionTokens } = {}) {
  const fake = createFakeFetch();
  const tokenStore = createMemoryTokenStore(options.tokens);
  const reporter = vi.fn<ErrorReporter>();
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseURL: BASE,
    fetch: fake.fetch,
    tokenStore,
    reporter,
    onUnauthorized,
    getCorrespondentId:
      options.correspondentId === undefined ? undefined : () => options.correspondentId,
  });
  return { api, fake, tokenStore, reporter, onUnauthorized };
}

describe('request identification headers', () => {
  test('every request sends user-type user and correspondent_id 0 by default', async () => {
    const { api, fake } = setup();
    fake.respond(200, { ok: true });
    await api.request('/v1/anything');
    const [request] = fake.requests;
    expect(request?.headers.get('user-type')).toBe('user');
    expect(request?.headers.get('correspondent_id')).toBe('0');
  });

  test('correspondent_id is the current correspondent, read at each request', async () => {
    let id: number | undefined = 7;
    const fake = createFakeFetch();
    const api = createApiClient({ baseURL: BASE, fetch: fake.fetch, getCorrespondentId: () => id });
    fake.respond(200, {}).respond(200, {});
    await api.request('/a');
    id = undefined;
    await api.request('/b');
    expect(fake.requests.map((r) => r.headers.get('correspondent_id'))).toEqual(['7', '0']);
  });

  test('the stored session tokens go on every request', async () => {
    const { api, fake } = setup({ tokens: storedTokens });
    fake.respond(200, {});
    await api.request('/v1/anything');
    const headers = fake.requests[0]?.headers;
    expect(headers?.get('access-token')).toBe('old-token');
    expect(headers?.get('client')).toBe('c1');
    expect(headers?.get('uid')).toBe('ana@example.com');
    expect(headers?.get('expiry')).toBe('1700000000');
    expect(headers?.get('token-type')).toBe('Bearer');
  });

  test('no token headers are sent without a session', async () => {
    const { api, fake } = setup();
    fake.respond(200, {});
    await api.request('/v1/anything');
    expect(fake.requests[0]?.headers.has('access-token')).toBe(false);
  });

  test('caller headers win over the defaults and the locale goes as Accept-Language', async () => {
    const fake = createFakeFetch();
    const api = createApiClient({ baseURL: BASE, fetch: fake.fetch, getLocale: () => 'en-US' });
    fake.respond(200, {});
    await api.request('/v1/auth/user/password', {
      method: 'put',
      headers: { 'access-token': 'reset-token' },
      body: { password: 'x' },
    });
    const [request] = fake.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.headers.get('access-token')).toBe('reset-token');
    expect(request?.headers.get('accept-language')).toBe('en-US');
    expect(request?.body).toBe('{"password":"x"}');
  });
});

describe('session tokens from responses', () => {
  test('tokens on a response are stored when nothing is stored yet', async () => {
    const { api, fake, tokenStore } = setup();
    fake.respond(200, {}, tokenHeaders('new-token', '1700000500'));
    await api.request('/v1/auth/user/validate_token');
    expect(tokenStore.get()?.accessToken).toBe('new-token');
  });

  test('a token whose expiry is not older replaces the stored one', async () => {
    const { api, fake, tokenStore } = setup({ tokens: storedTokens });
    fake.respond(200, {}, tokenHeaders('same-expiry', '1700000000'));
    await api.request('/a');
    expect(tokenStore.get()?.accessToken).toBe('same-expiry');
  });

  test('a token with an older expiry does not replace the stored one', async () => {
    const { api, fake, tokenStore } = setup({ tokens: storedTokens });
    fake.respond(200, {}, tokenHeaders('stale-token', '1699999999'));
    await api.request('/a');
    expect(tokenStore.get()?.accessToken).toBe('old-token');
  });

  test('tokens on an error response are stored too', async () => {
    const { api, fake, tokenStore } = setup({ tokens: storedTokens });
    fake.respond(
      422,
      { statusCode: 422, code: 'VALIDATION_FAILED', message: 'x' },
      tokenHeaders('t2', '1700000900'),
    );
    await expect(api.request('/a')).rejects.toBeInstanceOf(UnprocessableEntityError);
    expect(tokenStore.get()?.accessToken).toBe('t2');
  });
});

describe('typed errors', () => {
  test.each([
    [404, NotFoundError, 'NOT_FOUND'],
    [422, UnprocessableEntityError, 'VALIDATION_FAILED'],
    [401, UnauthorizedError, 'UNAUTHORIZED'],
    [403, ForbiddenError, 'FORBIDDEN'],
    [503, ServiceUnavailableError, 'SERVICE_UNAVAILABLE'],
  ])(
    'a %i becomes %o keeping url, method, status, body and response',
    async (status, ErrorClass, code) => {
      const { api, fake } = setup();
      const body = {
        statusCode: status,
        code,
        message: 'Mensagem',
        ...(status === 422 ? { fields: [{ field: 'document', message: 'inválido' }] } : {}),
      };
      fake.respond(status, body);
      const error = await api
        .request('/v1/things/1', { method: 'delete', query: { a: 1 } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ErrorClass);
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.url).toBe(`${BASE}/v1/things/1`);
      expect(apiError.service).toBe(`${BASE}/v1/things/1`);
      expect(apiError.method).toBe('DELETE');
      expect(apiError.resource).toBe('DELETE');
      expect(apiError.status).toBe(status);
      expect(apiError.body).toEqual(body);
      expect(apiError.code).toBe(code);
      expect(apiError.message).toBe('Mensagem');
      expect(apiError.response?.status).toBe(status);
      expect(apiError.name).toBe(ErrorClass.name);
    },
  );

  test('a body that is not the API error shape is left out, the error stays typed', async () => {
    const { api, fake } = setup();
    fake.respond(404, '<html>Not Found</html>', { 'content-type': 'text/html' });
    const error = await api.request('/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).body).toBeUndefined();
  });

  test.each([400, 409, 429, 500, 502])(
    'any other status (%i) passes the original error on unchanged',
    async (status) => {
      const { api, fake, reporter } = setup();
      fake.respond(status, { statusCode: status, code: 'X', message: 'x' });
      const error = await api.request('/a').catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(ApiError);
      expect((error as { name: string }).name).toBe('FetchError');
      expect((error as { status: number }).status).toBe(status);
      expect(reporter).toHaveBeenCalledWith(error, { url: `${BASE}/a`, method: 'GET' });
    },
  );

  test('a network failure is reported and passed on', async () => {
    const { api, fake, reporter } = setup();
    fake.failWith(new TypeError('fetch failed'));
    const error = await api.request('/a').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter.mock.calls[0]?.[0]).toBe(error);
  });

  test('a failed call is not retried', async () => {
    const { api, fake } = setup();
    fake.respond(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' });
    await expect(api.request('/a')).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('error reporting', () => {
  test('every failure is reported with url and method before the caller sees it', async () => {
    const { api, fake, reporter } = setup();
    const order: string[] = [];
    reporter.mockImplementation(() => order.push('reported'));
    fake.respond(403, { statusCode: 403, code: 'FORBIDDEN', message: 'no' });
    await api.request('/v1/private', { method: 'post' }).catch((error: unknown) => {
      order.push('caught');
      expect(reporter).toHaveBeenCalledWith(error, { url: `${BASE}/v1/private`, method: 'POST' });
    });
    expect(order).toEqual(['reported', 'caught']);
  });

  test('a successful call reports nothing', async () => {
    const { api, fake, reporter } = setup();
    fake.respond(200, {});
    await api.request('/a');
    expect(reporter).not.toHaveBeenCalled();
  });

  test('a reporter that throws does not change the error the caller gets', async () => {
    const fake = createFakeFetch();
    const api = createApiClient({
      baseURL: BASE,
      fetch: fake.fetch,
      reporter: () => {
        throw new Error('reporter down');
      },
    });
    fake.respond(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' });
    await expect(api.request('/a')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('401', () => {
  test('clears the stored tokens and calls onUnauthorized after reporting', async () => {
    const { api, fake, tokenStore, reporter, onUnauthorized } = setup({ tokens: storedTokens });
    fake.respond(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'expired' });
    const error = await api.request('/v1/auth/user/validate_token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(tokenStore.get()).toBeUndefined();
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(reporter.mock.invocationCallOrder[0]).toBeLessThan(
      onUnauthorized.mock.invocationCallOrder[0] ?? 0,
    );
  });

  test('other errors keep the tokens', async () => {
    const { api, fake, tokenStore, onUnauthorized } = setup({ tokens: storedTokens });
    fake.respond(403, { statusCode: 403, code: 'FORBIDDEN', message: 'no' });
    await api.request('/a').catch(() => undefined);
    expect(tokenStore.get()).toEqual(storedTokens);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('correspondent calls', () => {
  test('get fetches and validates the correspondent', async () => {
    const { api, fake } = setup();
    fake.respond(200, { ...correspondentFixture(), extraField: 'dropped' });
    const correspondent = await api.correspondents.get('demo');
    expect(fake.requests[0]?.url).toBe(`${BASE}/v1/correspondents/demo`);
    expect(fake.requests[0]?.method).toBe('GET');
    expect(correspondent.name).toBe('Demo Câmbio');
  });

  test('the identifier is encoded so it cannot change the path', async () => {
    const { api, fake } = setup();
    fake.respond(200, correspondentFixture());
    await api.correspondents.get('../admin?x=1');
    expect(fake.requests[0]?.url).toBe(`${BASE}/v1/correspondents/..%2Fadmin%3Fx%3D1`);
  });

  test('agents always asks for orderByLocation=true', async () => {
    const { api, fake } = setup();
    fake.respond(200, [agentFixture(), agentFixture({ id: 11 })]);
    const agents = await api.correspondents.agents('demo');
    expect(fake.requests[0]?.url).toBe(
      `${BASE}/v1/correspondents/demo/agents?orderByLocation=true`,
    );
    expect(agents.map((a) => a.id)).toEqual([10, 11]);
  });

  test("agents sends the customer's CEP to order them nearest first", async () => {
    const { api, fake } = setup();
    fake.respond(200, [agentFixture({ distanceKm: 3.2 })]);
    const agents = await api.correspondents.agents('demo', { zipCode: '20040-020' });
    expect(fake.requests[0]?.url).toBe(
      `${BASE}/v1/correspondents/demo/agents?orderByLocation=true&zipCode=20040-020`,
    );
    expect(agents[0]?.distanceKm).toBe(3.2);
  });

  test('an answer that breaks the contract is a reported ResponseContractError', async () => {
    const { api, fake, reporter } = setup();
    fake.respond(200, { id: 'one' });
    const error = await api.correspondents.get('demo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseContractError);
    expect(reporter).toHaveBeenCalledWith(error, {
      url: `${BASE}/v1/correspondents/demo`,
      method: 'GET',
    });
  });

  test('an unknown identifier is a NotFoundError with the API code', async () => {
    const { api, fake } = setup();
    fake.respond(404, {
      statusCode: 404,
      code: 'CORRESPONDENT_NOT_FOUND',
      message: 'Correspondente não encontrado.',
    });
    const error = await api.correspondents.get('nobody').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).code).toBe('CORRESPONDENT_NOT_FOUND');
  });
});

describe('joinUrl', () => {
  test.each([
    ['https://x/api', '/v1/a', 'https://x/api/v1/a'],
    ['https://x/api/', 'v1/a', 'https://x/api/v1/a'],
    ['/api', '/v1/a', '/api/v1/a'],
    ['https://x/api', 'https://other/v1', 'https://other/v1'],
  ])('joins %s and %s as %s', (base, path, url) => {
    expect(joinUrl(base, path)).toBe(url);
  });
});
