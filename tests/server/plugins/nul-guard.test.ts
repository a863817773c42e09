import { connect } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { nulFieldInUrl, nulFieldInValue, rejectNul } from '../../../server/plugins/nul-guard';
import { buildTestApp, type TestApp } from '../test-app';

/** A route without a schema: whatever reaches it is echoed, so only the guard stands between. */
function addEchoRoute(app: FastifyInstance): void {
  app.post('/api/test/nul-echo', async (request) => ({ body: request.body, query: request.query }));
}

const MESSAGES = {
  'pt-BR': {
    error: 'Há campos inválidos no pedido.',
    field: (name: string) => `O campo ${name} contém o caractere nulo (U+0000), que não é aceito.`,
  },
  'en-US': {
    error: 'Some fields of the request are invalid.',
    field: (name: string) =>
      `The field ${name} contains the null character (U+0000), which is not accepted.`,
  },
} as const;

describe('U+0000 in a request answers 422 VALIDATION_FAILED, never a 500 (issue 13)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ extend: addEchoRoute });
  });
  afterAll(async () => {
    await t.close();
  });

  const cases: [string, InjectOptions, string][] = [
    ['in the path', { method: 'GET', url: '/api/v1/correspondents/%00' }, 'path'],
    [
      'in a query parameter',
      { method: 'GET', url: '/api/v1/correspondents/demo?lang=pt%00BR' },
      'lang',
    ],
    [
      'in a header',
      { method: 'GET', url: '/api/v1/correspondents/demo', headers: { 'x-trace': 'a\u0000b' } },
      'x-trace',
    ],
    [
      'in a nested JSON string',
      {
        method: 'POST',
        url: '/api/test/nul-echo',
        payload: { beneficiary: { names: ['Ana', 'Bia\u0000'] } },
      },
      'beneficiary.names.1',
    ],
    [
      'in a JSON key',
      { method: 'POST', url: '/api/test/nul-echo', payload: { outer: { 'k\u0000': 1 } } },
      'outer.k\\u0000',
    ],
    [
      'in a JSON body that is a string',
      {
        method: 'POST',
        url: '/api/test/nul-echo',
        payload: '"\\u0000"',
        headers: { 'content-type': 'application/json' },
      },
      'body',
    ],
  ];

  describe.each(['pt-BR', 'en-US'] as const)('in %s', (locale) => {
    test.each(cases)('%s', async (_name, options, field) => {
      const response = await t.app.inject({
        ...options,
        headers: { ...options.headers, 'accept-language': locale },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        statusCode: 422,
        code: 'VALIDATION_FAILED',
        message: MESSAGES[locale].error,
        fields: [{ field, message: MESSAGES[locale].field(field) }],
      });
    });
  });

  test('a request without U+0000 is unaffected', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/api/v1/correspondents/demo' });
    expect(found.statusCode).toBe(200);
    const echoed = await t.app.inject({
      method: 'POST',
      url: '/api/test/nul-echo?a=%2500',
      payload: { text: 'percent %00 written out is text', nested: [{ n: 1 }] },
    });
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json()).toEqual({
      body: { text: 'percent %00 written out is text', nested: [{ n: 1 }] },
      query: { a: '%00' },
    });
  });
});

describe('finding U+0000', () => {
  test.each([
    ['/a/b', undefined],
    ['/a/%00b', 'path'],
    ['/a?x=1&y=%00', 'y'],
    ['/a?x=1&%00=2', '\\u0000'],
    ['/a?=%00', 'query'],
    ['/a?x=%2500', undefined],
  ])('in the request target %s: %s', (url, field) => {
    expect(nulFieldInUrl(url)).toBe(field);
  });

  test('a body nested deeper than the call stack is walked without overflowing', () => {
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(nulFieldInValue(deep)?.split('.')).toHaveLength(100_000);
  });

  test('a multipart text field or its name with U+0000 is refused', () => {
    expect(() => rejectNul('key', 'a\u0000')).toThrow('VALIDATION_FAILED');
    expect(() => rejectNul('k\u0000', 'a')).toThrow('VALIDATION_FAILED');
    expect(() => rejectNul('key', 'a')).not.toThrow();
  });
});

describe('on a real socket, where Node parses the headers first', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends `request` as raw bytes and reads the whole answer. */
  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  test('a header value with U+0000 answers 422 VALIDATION_FAILED naming the headers', async () => {
    const answer = await raw(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Note: a\u0000b\r\n\r\n',
    );
    expect(answer.startsWith('HTTP/1.1 422 ')).toBe(true);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(body).toEqual({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: MESSAGES['pt-BR'].error,
      fields: [{ field: 'headers', message: MESSAGES['pt-BR'].field('headers') }],
    });
  });

  test('any other malformed request keeps the 400', async () => {
    const answer = await raw('NOT A REQUEST\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
  });
});
