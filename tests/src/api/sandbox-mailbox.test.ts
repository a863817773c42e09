import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { NotFoundError, ResponseContractError } from '../../../src/api/errors';
import { createFakeFetch } from './fake-fetch';

function client() {
  const fake = createFakeFetch();
  return { fake, api: createApiClient({ baseURL: 'https://fx.test/api', fetch: fake.fetch }) };
}

describe('api.sandboxMailbox', () => {
  test('lists the messages of an address with GET /sandbox/mailbox?to=', async () => {
    const { fake, api } = client();
    const message = {
      id: 1,
      to: 'ana@example.com',
      subject: 'Código',
      text: '123456',
      html: '<b>123456</b>',
      createdAt: '2026-11-23T14:05:00.000Z',
    };
    fake.respond(200, [message]);
    expect(await api.sandboxMailbox.list('ana@example.com')).toEqual([message]);
    const url = new URL(fake.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/sandbox/mailbox');
    expect(url.searchParams.get('to')).toBe('ana@example.com');
  });

  test('outside sandbox mode the route does not exist (404)', async () => {
    const { fake, api } = client();
    fake.respond(404, { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'Not found' });
    await expect(api.sandboxMailbox.list('ana@example.com')).rejects.toBeInstanceOf(NotFoundError);
  });

  test('an answer of the wrong shape fails the contract', async () => {
    const { fake, api } = client();
    fake.respond(200, [{ id: 'x' }]);
    await expect(api.sandboxMailbox.list('ana@example.com')).rejects.toBeInstanceOf(
      ResponseContractError,
    );
  });
});
