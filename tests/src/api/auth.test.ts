import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ResponseContractError, UnauthorizedError } from '../../../src/api/errors';
import type { AuthUser } from '../../../src/contracts/auth';
import { createFakeFetch } from './fake-fetch';

const user: AuthUser = {
  id: 7,
  email: 'cliente@demo.test',
  name: 'Ana Cliente Demo',
  roles: ['customer'],
  correspondents: [1],
  isAdmin: false,
  needsComplianceUpdate: false,
};

function client() {
  const fake = createFakeFetch();
  const api = createApiClient({ baseURL: 'https://fx.test/api', fetch: fake.fetch });
  return { fake, api };
}

describe('api.auth', () => {
  test('signIn posts the credentials and answers the user of `data`', async () => {
    const { fake, api } = client();
    fake.respond(200, { success: true, data: user });
    expect(await api.auth.signIn('cliente@demo.test', 'Demo@2026!')).toEqual(user);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://fx.test/api/v1/auth/user/sign_in',
    });
  });

  test('validateToken is a GET of validate_token', async () => {
    const { fake, api } = client();
    fake.respond(200, { data: user });
    expect(await api.auth.validateToken()).toEqual(user);
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      url: 'https://fx.test/api/v1/auth/user/validate_token',
    });
  });

  test('signOut is a DELETE of sign_out', async () => {
    const { fake, api } = client();
    fake.respond(200, { success: true });
    await api.auth.signOut();
    expect(fake.requests[0]).toMatchObject({
      method: 'DELETE',
      url: 'https://fx.test/api/v1/auth/user/sign_out',
    });
  });

  test('impersonate posts the one-time token', async () => {
    const { fake, api } = client();
    fake.respond(200, { success: true, data: { ...user, impersonated: true } });
    expect((await api.auth.impersonate('tok')).impersonated).toBe(true);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://fx.test/api/v1/auth/user/impersonate',
    });
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ token: 'tok' });
  });

  test('createImpersonationToken posts the document and answers the token and its path', async () => {
    const { fake, api } = client();
    const answer = {
      token: 'tok',
      expiresAt: '2026-11-23T14:00:00.000Z',
      path: '/demo/impersonate-user/tok',
    };
    fake.respond(201, answer);
    expect(await api.auth.createImpersonationToken({ document: '52998224725' })).toMatchObject(
      answer,
    );
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://fx.test/api/v1/admin/impersonation-tokens',
    });
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ document: '52998224725' });
  });

  test('createImpersonationToken can name the correspondent of the path', async () => {
    const { fake, api } = client();
    fake.respond(201, { token: 't', expiresAt: '2026-11-23T14:00:00.000Z', path: '/aurora/x' });
    await api.auth.createImpersonationToken({ document: '52998224725' }, { correspondentId: 2 });
    expect(fake.requests[0]?.headers.get('correspondent_id')).toBe('2');
  });

  test('giveAccess is a PUT naming the user and the correspondent', async () => {
    const { fake, api } = client();
    fake.respond(200, { success: true, data: { ...user, correspondents: [1, 2] } });
    expect((await api.auth.giveAccess(7, 2)).correspondents).toEqual([1, 2]);
    expect(fake.requests[0]).toMatchObject({
      method: 'PUT',
      url: 'https://fx.test/api/v1/registrations/users/7/give-access/2',
    });
  });

  test('a wrong password is an UnauthorizedError carrying the API message', async () => {
    const { fake, api } = client();
    fake.respond(401, {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'E-mail ou senha inválidos',
    });
    const failure = api.auth.signIn('cliente@demo.test', 'x');
    await expect(failure).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(failure).rejects.toMatchObject({ message: 'E-mail ou senha inválidos' });
  });

  test('an answer without the user fails the contract', async () => {
    const { fake, api } = client();
    fake.respond(200, { success: true });
    await expect(api.auth.validateToken()).rejects.toBeInstanceOf(ResponseContractError);
  });
});
