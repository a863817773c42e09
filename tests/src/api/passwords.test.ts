import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { readResetLink } from '../../../src/api/passwords';
import { createMemoryTokenStore } from '../../../src/api/token-store';
import { createFakeFetch } from './fake-fetch';

const BASE = 'https://fx.example.com/api';

function client() {
  const fake = createFakeFetch();
  const api = createApiClient({
    baseURL: BASE,
    fetch: fake.fetch,
    tokenStore: createMemoryTokenStore(),
  });
  return { fake, api };
}

describe('password calls', () => {
  test('asks for a recovery link that lands on the given reset page', async () => {
    const { fake, api } = client();
    fake.respond(200, { success: true });
    await api.passwords.requestRecovery(
      ' cliente@demo.test ',
      'https://fx.example.com/demo/password/reset',
    );
    const request = fake.requests[0];
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/v1/auth/user/password');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      email: 'cliente@demo.test',
      redirect_url: 'https://fx.example.com/demo/password/reset',
    });
  });

  test("sets the new password with the link's tokens as headers", async () => {
    const { fake, api } = client();
    fake.respond(200, { success: true });
    await api.passwords.reset(
      { accessToken: 'tok', client: 'cli', uid: 'cliente@demo.test', expiry: '1900000000' },
      { password: 'Nova@Senha1', passwordConfirmation: 'Nova@Senha1' },
    );
    const request = fake.requests[0];
    expect(request?.method).toBe('PUT');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/v1/auth/user/password');
    expect(request?.headers.get('access-token')).toBe('tok');
    expect(request?.headers.get('client')).toBe('cli');
    expect(request?.headers.get('uid')).toBe('cliente@demo.test');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      password: 'Nova@Senha1',
      passwordConfirmation: 'Nova@Senha1',
    });
  });

  test('accepts an invitation with its token in the query', async () => {
    const { fake, api } = client();
    fake.respond(200, { success: true });
    await api.passwords.acceptInvitation('inv-123', {
      password: 'Nova@Senha1',
      passwordConfirmation: 'Nova@Senha1',
    });
    const target = new URL(fake.requests[0]?.url ?? '');
    expect(fake.requests[0]?.method).toBe('PUT');
    expect(target.pathname).toBe('/api/v1/auth/user/invitation');
    expect(target.searchParams.get('invitation_token')).toBe('inv-123');
  });

  test('changes the password with PUT /v1/auth/user', async () => {
    const { fake, api } = client();
    fake.respond(200, { success: true });
    const body = {
      currentPassword: 'Demo@2026!',
      password: 'Nova@Senha1',
      passwordConfirmation: 'Nova@Senha1',
    };
    await api.passwords.changePassword(body);
    expect(fake.requests[0]?.method).toBe('PUT');
    expect(new URL(fake.requests[0]?.url ?? '').pathname).toBe('/api/v1/auth/user');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual(body);
  });
});

describe('readResetLink', () => {
  test('reads the tokens of a usable link', () => {
    const query = new URLSearchParams(
      'access-token=tok&client=cli&uid=a%40b.c&expiry=1900000000&reset_password=true',
    );
    expect(readResetLink(query)).toEqual({
      status: 'ready',
      tokens: { accessToken: 'tok', client: 'cli', uid: 'a@b.c', expiry: '1900000000' },
    });
  });

  test('reports a refused link', () => {
    expect(readResetLink(new URLSearchParams('reset_password_error=expired'))).toEqual({
      status: 'error',
      reason: 'expired',
    });
  });

  test('reports a page opened without a link', () => {
    expect(readResetLink(new URLSearchParams('client=cli'))).toEqual({ status: 'missing' });
  });
});
