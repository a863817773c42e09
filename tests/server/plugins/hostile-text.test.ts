import { connect } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  hostileTextInValue,
  nulFieldInUrl,
  rejectHostileText,
} from '../../../server/plugins/hostile-text';
import { CLIENTE, signedIn } from '../customers/customer-fixtures';
import { hans } from '../payees/payee-fixtures';
import { buildTestApp, type TestApp } from '../test-app';

/** A route without a schema: whatever reaches it is echoed, so only the guard stands between. */
function addEchoRoute(app: FastifyInstance): void {
  app.post('/api/test/nul-echo', async (request) => ({ body: request.body, query: request.query }));
}

const MESSAGES = {
  'pt-BR': {
    error: 'Há campos inválidos no pedido.',
    field: (name: string) => `O campo ${name} contém o caractere nulo (U+0000), que não é aceito.`,
    invalid: (name: string) => `O campo ${name} contém um caractere inválido.`,
  },
  'en-US': {
    error: 'Some fields of the request are invalid.',
    field: (name: string) =>
      `The field ${name} contains the null character (U+0000), which is not accepted.`,
    invalid: (name: string) => `The field ${name} contains an invalid character.`,
  },
} as const;

/** Signs the local storage's upload policies (so no secret is written under a data folder). */
const STORAGE = { uploadSigningSecret: 'test-secret-0123456789abcdef0123456789' };

describe('U+0000 in a request answers 422 VALIDATION_FAILED, never a 500 (issues 13, 14)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ config: STORAGE, extend: addEchoRoute });
  });
  afterAll(async () => {
    await t.close();
  });

  const cases: [string, InjectOptions, string][] = [
    ['in the path', { method: 'GET', url: '/api/v1/correspondents/%00' }, 'path'],
    [
      'in the path of a sandbox storage download',
      { method: 'GET', url: '/api/sandbox/storage/uploads/uploads/1/%00.png' },
      'path',
    ],
    [
      "in the path of the sandbox's quote validity",
      {
        method: 'PUT',
        url: '/api/sandbox/correspondents/de%00mo/quote-validity',
        payload: { seconds: 30 },
      },
      'path',
    ],
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
    expect(hostileTextInValue(deep)?.field.split('.')).toHaveLength(100_000);
  });

  test('a multipart text field or its name with U+0000 or a lone surrogate is refused', () => {
    expect(() => rejectHostileText('key', 'a\u0000')).toThrow('VALIDATION_FAILED');
    expect(() => rejectHostileText('k\u0000', 'a')).toThrow('VALIDATION_FAILED');
    expect(() => rejectHostileText('key', 'a\udc00')).toThrow('VALIDATION_FAILED');
    expect(() => rejectHostileText('key', 'a')).not.toThrow();
  });
});

describe('finding a lone surrogate', () => {
  test.each([
    ['a high surrogate alone', { name: 'Commerz\ud800bank' }, 'name'],
    ['a low surrogate alone', { a: [{ b: '\udc00' }] }, 'a.0.b'],
    ['a reversed pair', { name: '\ude00\ud83d' }, 'name'],
    ['a key', { outer: { 'k\ud800': 1 } }, 'outer.k\ufffd'],
    ['under an empty key', { '': { a: '\ud800' } }, '"".a'],
    ['in an empty key', { '': '\ud800' }, '""'],
  ])('%s', (_name, value, field) => {
    expect(hostileTextInValue(value)).toEqual({ field, message: 'validation.invalidCharacter' });
  });

  test('a whole pair (an emoji) and U+FFFD itself are text like any other', () => {
    expect(hostileTextInValue({ name: 'Ana \ud83d\ude00 \ufffd' })).toBeUndefined();
  });
});

describe('a lone UTF-16 surrogate in a request answers 422 VALIDATION_FAILED (issue 14)', () => {
  let t: TestApp;
  let customer: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ config: STORAGE, extend: addEchoRoute });
    customer = await signedIn(t.app, CLIENTE.email);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  // As an attacker writes it: JSON's own escape, which JSON.parse turns into half a pair.
  const rawJson = (text: string): InjectOptions => ({
    method: 'POST',
    url: '/api/test/nul-echo',
    payload: text,
    headers: { 'content-type': 'application/json' },
  });

  describe.each(['pt-BR', 'en-US'] as const)('in %s', (locale) => {
    test.each([
      ['in a nested JSON string', rawJson('{"bank":{"name":"Commerz\\ud800bank"}}'), 'bank.name'],
      ['in a JSON key', rawJson('{"\\udc00k":1}'), '\ufffdk'],
      ['in a JSON body that is a string', rawJson('"\\udfff"'), 'body'],
    ])('%s', async (_name, options, field) => {
      const response = await t.app.inject({
        ...options,
        headers: { ...options.headers, 'accept-language': locale },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        statusCode: 422,
        code: 'VALIDATION_FAILED',
        message: MESSAGES[locale].error,
        fields: [{ field, message: MESSAGES[locale].invalid(field) }],
      });
    });
  });

  const customerBase = `/api/customers/v1/physicals/${CLIENTE.cpf}`;
  const broker = {
    name: 'Interactive Brokers LLC',
    country: 'US',
    bankCountry: 'US',
    currency: 'USD',
    achCode: '021000021',
    swiftCode: 'chas us 33',
    accountNumber: '000987654321',
    bankName: 'JPMorgan Chase',
    zipCode: '06830',
    address: 'One Pickwick Plaza, Greenwich, CT',
  };

  test.each([
    ['a beneficiary', 'fullName', { ...hans, fullName: 'Hans \ud800Müller' }],
    [
      "a beneficiary's account",
      'account.bankName',
      { ...hans, account: { ...hans.account, bankName: 'Commerz\ud800bank' } },
    ],
    [
      "a beneficiary's address",
      'address.city',
      { ...hans, address: { ...hans.address, city: 'Ber\udc00lin' } },
    ],
  ])('%s with one in %s is refused before it reaches the database', async (_what, field, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${customerBase}/beneficiaries/outbound/eur`,
      headers: { ...customer, 'accept-language': 'en-US' },
      payload: body,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual([{ field, message: MESSAGES['en-US'].invalid(field) }]);
  });

  test.each([
    [
      'an inbound account',
      '/accounts/inbound',
      'name',
      { type: 'INBOUND', name: 'Ana \udfffSouza' },
    ],
    ['a broker', '/investmentBroker', 'bankName', { ...broker, bankName: 'JPMorgan \ud800Chase' }],
  ])('%s with one in %s is refused', async (_what, path, field, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${customerBase}${path}`,
      headers: { ...customer, 'accept-language': 'pt-BR' },
      payload: body,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual([{ field, message: MESSAGES['pt-BR'].invalid(field) }]);
  });

  test('percent-decoding never yields one: the query keeps an encoded surrogate as written', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/nul-echo?a=%ED%A0%80&b=%C0%AF',
      payload: { text: 'Ana \ud83d\ude00' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      body: { text: 'Ana \ud83d\ude00' },
      query: { a: '%ED%A0%80', b: '%C0%AF' },
    });
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

  /** The status line and the JSON body of a raw answer. */
  function parsed(answer: string): { status: string; body: unknown } {
    return {
      status: answer.slice(0, answer.indexOf('\r\n')),
      body: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown,
    };
  }

  test('the language is read from the raw bytes when Accept-Language is among them', async () => {
    const answer = await raw(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en-US\r\n' +
        'X-Note: a\u0000b\r\n\r\n',
    );
    expect(parsed(answer)).toEqual({
      status: 'HTTP/1.1 422 Unprocessable Entity',
      body: {
        statusCode: 422,
        code: 'VALIDATION_FAILED',
        message: MESSAGES['en-US'].error,
        fields: [{ field: 'headers', message: MESSAGES['en-US'].field('headers') }],
      },
    });
  });

  test('any other malformed request is a 400 BAD_REQUEST in the one error shape', async () => {
    expect(parsed(await raw('NOT A REQUEST\r\n\r\n'))).toEqual({
      status: 'HTTP/1.1 400 Bad Request',
      body: { statusCode: 400, code: 'BAD_REQUEST', message: 'Falha ao processar a requisição.' },
    });
  });

  test("headers over the parser's limit are a 431 HEADERS_TOO_LARGE in the one error shape", async () => {
    const answer = await raw(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(parsed(answer)).toEqual({
      status: 'HTTP/1.1 431 Request Header Fields Too Large',
      body: {
        statusCode: 431,
        code: 'HEADERS_TOO_LARGE',
        message: 'Os cabeçalhos da requisição excedem o tamanho máximo permitido.',
      },
    });
  });
});
