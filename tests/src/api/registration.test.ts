import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ResponseContractError, UnprocessableEntityError } from '../../../src/api/errors';
import { ResendTooEarlyError } from '../../../src/api/registration';
import type { RegistrationBody } from '../../../src/contracts/registration';
import { createFakeFetch } from './fake-fetch';

const BASE = 'https://fx.example.com/api';

function client() {
  const fake = createFakeFetch();
  const api = createApiClient({ baseURL: BASE, fetch: fake.fetch });
  return { fake, api };
}

const url = (fake: ReturnType<typeof createFakeFetch>, index = 0) =>
  new URL(fake.requests[index]?.url ?? '');

describe('registration calls', () => {
  test('checks a document with its separators taken off', async () => {
    const { fake, api } = client();
    fake.respond(200, { exists: true, hasAccess: false, email: 'jo*****@example.com' });
    const answer = await api.registration.exists('529.982.247-25');
    expect(answer).toEqual({ exists: true, hasAccess: false, email: 'jo*****@example.com' });
    expect(url(fake).pathname).toBe('/api/v1/registrations/users/52998224725/exists');
    expect(fake.requests[0]?.method).toBe('GET');
  });

  test('keeps the letters of an alphanumeric CNPJ, upper-cased', async () => {
    const { fake, api } = client();
    fake.respond(200, { exists: false, hasAccess: false });
    await api.registration.exists('12.abc.345/01de-35');
    expect(url(fake).pathname).toBe('/api/v1/registrations/users/12ABC34501DE35/exists');
  });

  test('refuses an existence answer that breaks the contract', async () => {
    const { fake, api } = client();
    fake.respond(200, { exists: 'yes' });
    await expect(api.registration.exists('52998224725')).rejects.toBeInstanceOf(
      ResponseContractError,
    );
  });

  test('sends the invitation for a document and answers the masked e-mail', async () => {
    const { fake, api } = client();
    fake.respond(200, { email: 'cl*****@demo.test' });
    expect(await api.registration.invite('529.982.247-25')).toEqual({ email: 'cl*****@demo.test' });
    expect(fake.requests[0]?.method).toBe('POST');
    expect(url(fake).pathname).toBe('/api/v1/registrations/users/invite');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ document: '52998224725' });
  });

  test('posts the registration to /v1/auth/user and answers the new user', async () => {
    const { fake, api } = client();
    fake.respond(200, { id: 7, email: 'nova@example.com' });
    const body = { personType: 'physical', document: '52998224725' } as unknown as RegistrationBody;
    expect(await api.registration.register(body)).toEqual({ id: 7, email: 'nova@example.com' });
    expect(url(fake).pathname).toBe('/api/v1/auth/user');
    expect(fake.requests[0]?.method).toBe('POST');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual(body);
  });

  test('passes the field errors of a refused registration on', async () => {
    const { fake, api } = client();
    fake.respond(422, {
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'x',
      fields: [{ field: 'email', message: 'E-mail já está em uso' }],
    });
    const error = await api.registration
      .register({} as RegistrationBody)
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).body?.fields).toEqual([
      { field: 'email', message: 'E-mail já está em uso' },
    ]);
  });

  test('confirms the e-mailed code with the query of spec §7', async () => {
    const { fake, api } = client();
    fake.respond(200, { success: true, registrationStatus: 'APPROVED' });
    expect(await api.registration.confirm(' nova@example.com ', ' 123456 ')).toEqual({
      success: true,
      registrationStatus: 'APPROVED',
    });
    expect(url(fake).pathname).toBe('/api/v1/auth/user/confirmation');
    expect(Object.fromEntries(url(fake).searchParams)).toEqual({
      config: 'default',
      confirmation_token: '123456',
      email: 'nova@example.com',
    });
  });

  test('asks for another code and answers the seconds until the next one', async () => {
    const { fake, api } = client();
    fake.respond(200, { resendAvailableIn: 60 });
    expect(await api.registration.resendConfirmation('nova@example.com')).toEqual({
      resendAvailableIn: 60,
    });
    expect(url(fake).pathname).toBe('/api/v1/registrations/users/resend-confirmation');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ email: 'nova@example.com' });
  });

  test('turns a 429 into ResendTooEarlyError with the seconds left from the body', async () => {
    const { fake, api } = client();
    fake.respond(429, {
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'wait',
      resendAvailableIn: 42,
    });
    const error = await api.registration
      .resendConfirmation('nova@example.com')
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ResendTooEarlyError);
    expect((error as ResendTooEarlyError).secondsLeft).toBe(42);
  });

  test('reads the seconds left from Retry-After when the body does not say', async () => {
    const { fake, api } = client();
    fake.respond(
      429,
      { statusCode: 429, code: 'RATE_LIMITED', message: 'wait' },
      {
        'retry-after': '17',
      },
    );
    const error = await api.registration
      .resendConfirmation('nova@example.com')
      .catch((failure: unknown) => failure);
    expect((error as ResendTooEarlyError).secondsLeft).toBe(17);
  });
});
