import { describe, expect, test } from 'vitest';
import {
  AuthUserResponseSchema,
  ChangePasswordBodySchema,
  ImpersonationBodySchema,
  PasswordRecoveryBodySchema,
  PasswordResetBodySchema,
  SignInBodySchema,
} from '../../../src/contracts/auth';
import { isCatalogueKey, issuesOf } from './fixtures';

describe('SignInBodySchema', () => {
  test('accepts an e-mail and any non-empty password (old passwords predate the policy)', () => {
    expect(SignInBodySchema.safeParse({ email: 'cliente@demo.test', password: 'x' }).success).toBe(
      true,
    );
  });

  test.each([
    [
      {},
      [
        ['email', 'validation.required'],
        ['password', 'validation.required'],
      ],
    ],
    [
      { email: '  ', password: '' },
      [
        ['email', 'validation.required'],
        ['password', 'validation.required'],
      ],
    ],
    [{ email: 'ana@', password: 'x' }, [['email', 'validation.email']]],
    [{ email: 42, password: 'x' }, [['email', 'validation.required']]],
  ])('refuses %j with catalogue keys', (body, issues) => {
    expect(issuesOf(SignInBodySchema.safeParse(body))).toEqual(issues);
  });
});

describe('AuthUserResponseSchema', () => {
  const user = {
    id: 7,
    email: 'empresa@demo.test',
    name: 'Empresa Demo Ltda',
    roles: ['customer'],
    cnpj: '11222333000181',
    correspondents: [1],
    isAdmin: false,
    needsComplianceUpdate: false,
  };

  test('reads the user from data, cnpj marking a company', () => {
    const parsed = AuthUserResponseSchema.parse({ success: true, data: user });
    expect(parsed.data.cnpj).toBe('11222333000181');
    expect(parsed.data.impersonated).toBeUndefined();
  });

  test('keeps the impersonated flag of an impersonation session', () => {
    const parsed = AuthUserResponseSchema.parse({ data: { ...user, impersonated: true } });
    expect(parsed.data.impersonated).toBe(true);
  });

  test('refuses a user without the admin flag or with non-integer correspondent ids', () => {
    const { isAdmin: _omitted, ...withoutAdmin } = user;
    expect(AuthUserResponseSchema.safeParse({ data: withoutAdmin }).success).toBe(false);
    expect(
      AuthUserResponseSchema.safeParse({ data: { ...user, correspondents: [1.5] } }).success,
    ).toBe(false);
  });
});

describe('ChangePasswordBodySchema', () => {
  const body = { currentPassword: 'old', password: 'Nova@2026', passwordConfirmation: 'Nova@2026' };

  test('accepts a policy-compliant new password confirmed, whatever the current one looks like', () => {
    expect(ChangePasswordBodySchema.safeParse(body).success).toBe(true);
  });

  test('reports every broken password rule with its own message', () => {
    expect(
      issuesOf(
        ChangePasswordBodySchema.safeParse({
          ...body,
          password: 'abc',
          passwordConfirmation: 'abc',
        }),
      ),
    ).toEqual([
      ['password', 'validation.password.minLength'],
      ['password', 'validation.password.lettersAndNumbers'],
      ['password', 'validation.password.uppercase'],
      ['password', 'validation.password.specialCharacter'],
    ]);
  });

  test('answers a blank new password with "required" alone', () => {
    expect(
      issuesOf(
        ChangePasswordBodySchema.safeParse({ ...body, password: '', passwordConfirmation: '' }),
      ),
    ).toEqual([
      ['password', 'validation.required'],
      ['passwordConfirmation', 'validation.required'],
    ]);
  });

  test('puts a mismatched confirmation on the confirmation field', () => {
    expect(
      issuesOf(ChangePasswordBodySchema.safeParse({ ...body, passwordConfirmation: 'Nova@2025' })),
    ).toEqual([['passwordConfirmation', 'validation.password.confirmationMismatch']]);
  });

  test('requires the current password', () => {
    expect(issuesOf(ChangePasswordBodySchema.safeParse({ ...body, currentPassword: '' }))).toEqual([
      ['currentPassword', 'validation.required'],
    ]);
  });
});

describe('recovery, reset and impersonation bodies', () => {
  test('recovery takes an e-mail and a redirect URL', () => {
    expect(
      PasswordRecoveryBodySchema.safeParse({
        email: 'ana@example.com',
        redirect_url: 'https://fx.example/demo/password/reset',
      }).success,
    ).toBe(true);
    expect(
      issuesOf(
        PasswordRecoveryBodySchema.safeParse({ email: 'ana@example.com', redirect_url: 'nope' }),
      ),
    ).toEqual([['redirect_url', 'validation.url']]);
  });

  test('reset applies the policy and the confirmation', () => {
    expect(
      PasswordResetBodySchema.safeParse({
        password: 'Nova@2026',
        passwordConfirmation: 'Nova@2026',
      }).success,
    ).toBe(true);
    expect(
      issuesOf(
        PasswordResetBodySchema.safeParse({ password: 'Nova@2026', passwordConfirmation: 'x' }),
      ),
    ).toEqual([['passwordConfirmation', 'validation.password.confirmationMismatch']]);
  });

  test('impersonation needs a token', () => {
    expect(ImpersonationBodySchema.safeParse({ token: 'abc' }).success).toBe(true);
    expect(issuesOf(ImpersonationBodySchema.safeParse({ token: ' ' }))).toEqual([
      ['token', 'validation.required'],
    ]);
  });
});

describe('the message convention', () => {
  test('every message the auth contracts produce is a key of both catalogues', () => {
    const messages = [
      SignInBodySchema.safeParse({ email: 'x', password: '' }),
      SignInBodySchema.safeParse({}),
      ChangePasswordBodySchema.safeParse({
        currentPassword: '',
        password: 'a',
        passwordConfirmation: 'a',
      }),
      ChangePasswordBodySchema.safeParse({
        currentPassword: 'a',
        password: 'Nova@2026',
        passwordConfirmation: 'b',
      }),
      PasswordRecoveryBodySchema.safeParse({ email: '', redirect_url: 'x' }),
    ].flatMap((result) => issuesOf(result).map(([, message]) => message));
    expect(messages.length).toBeGreaterThan(5);
    expect(messages.filter((message) => !isCatalogueKey(message))).toEqual([]);
  });
});
