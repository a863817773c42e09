// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { common } from '../../../src/i18n/locales/pt-BR/common';
import { authUserFixture } from '../session-fixture';
import { renderPortal, type Answer } from './profile-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function errorOf(field: HTMLElement): string | undefined {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return (
    ids
      .map((id) => document.getElementById(id))
      .find((element) => element?.className === 'field__error')?.textContent ?? undefined
  );
}

function open(answer: Answer, locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderPortal({
    path: '/demo/app/profile/change-password',
    locale,
    user: authUserFixture(),
    routes: { 'PUT /api/v1/auth/user': answer },
  });
}

function fill(labels: [string, string, string], values: [string, string, string]) {
  labels.forEach((label, index) =>
    fireEvent.change(input(label), { target: { value: values[index] } }),
  );
}

const PT: [string, string, string] = ['Senha atual', 'Nova senha', 'Confirme a nova senha'];
const EN: [string, string, string] = [
  'Current password',
  'New password',
  'Confirm the new password',
];

describe('change password (spec platform §2.3, §4, §5)', () => {
  it('shows the helper text and the six-level meter as the new password is typed', async () => {
    open({ status: 200, body: { success: true } });
    await screen.findByLabelText('Nova senha');
    const hint = document.getElementById(
      (input('Nova senha').getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '',
    );
    expect(hint?.textContent).toContain('Use 8 ou mais caracteres.');
    expect(hint?.textContent).toContain('Use qualquer combinação de letras, números e símbolos.');
    expect(hint?.textContent).toContain('Não use uma senha que você já usou antes.');
    const meter = screen.getByRole('meter', { name: 'Nível de segurança' });
    expect(meter.getAttribute('aria-valuetext')).toBe('Nenhum');
    fireEvent.change(input('Nova senha'), { target: { value: 'Hjkw#qpzm7' } });
    expect(meter.getAttribute('aria-valuetext')).toBe('Alto');
    fireEvent.change(input('Nova senha'), { target: { value: 'Hjkw#qpzm7Lx!v2Rt' } });
    expect(meter.getAttribute('aria-valuetext')).toBe('Excelente');
  });

  it('registers the new password and says so', async () => {
    const { calls } = open({ status: 200, body: { success: true } });
    await screen.findByLabelText('Nova senha');
    fill(PT, ['Demo@2026!', 'Nova@Senha2026', 'Nova@Senha2026']);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Pronto! Sua nova senha foi registrada com sucesso.',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      currentPassword: 'Demo@2026!',
      password: 'Nova@Senha2026',
      passwordConfirmation: 'Nova@Senha2026',
    });
    expect(input('Nova senha').value).toBe('');
  });

  it('says it in English too', async () => {
    open({ status: 200, body: { success: true } }, 'en-US');
    await screen.findByLabelText('New password');
    fill(EN, ['Demo@2026!', 'Nova@Senha2026', 'Nova@Senha2026']);
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done! Your new password has been registered successfully.',
    );
  });

  it('checks the policy and the confirmation before any request', async () => {
    const { calls } = open({ status: 200, body: { success: true } });
    await screen.findByLabelText('Nova senha');
    fill(PT, ['', 'curta', 'outra']);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(errorOf(input('Senha atual'))).toBe(common.validation.required));
    expect(errorOf(input('Nova senha'))).toBe(common.validation.password.minLength);
    expect(errorOf(input('Confirme a nova senha'))).toBe(
      common.validation.password.confirmationMismatch,
    );
    await waitFor(() => expect(document.activeElement).toBe(input('Senha atual')));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a wrong current password on its field', async () => {
    open(
      {
        status: 422,
        body: {
          statusCode: 422,
          code: 'CURRENT_PASSWORD_INVALID',
          message: 'The current password is not valid.',
          fields: [{ field: 'currentPassword', message: 'The current password is not valid.' }],
        },
      },
      'en-US',
    );
    await screen.findByLabelText('New password');
    fill(EN, ['Wrong@2026!', 'Nova@Senha2026', 'Nova@Senha2026']);
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(errorOf(input('Current password'))).toBe('The current password is not valid.'),
    );
    // The focus moves once the field shows its error (an effect after that render).
    await waitFor(() => expect(document.activeElement).toBe(input('Current password')));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a reused password on the new password', async () => {
    open({
      status: 422,
      body: {
        statusCode: 422,
        code: 'PASSWORD_REUSED',
        message: 'A nova senha não pode ser uma das suas últimas cinco senhas.',
        fields: [
          {
            field: 'password',
            message: 'A nova senha não pode ser uma das suas últimas cinco senhas.',
          },
        ],
      },
    });
    await screen.findByLabelText('Nova senha');
    fill(PT, ['Demo@2026!', 'Demo@2026!', 'Demo@2026!']);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() =>
      expect(errorOf(input('Nova senha'))).toBe(
        'A nova senha não pode ser uma das suas últimas cinco senhas.',
      ),
    );
  });

  it('says why when the API refuses without a field (too many tries)', async () => {
    open(
      {
        status: 429,
        body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many attempts.' },
      },
      'en-US',
    );
    await screen.findByLabelText('New password');
    fill(EN, ['Wrong@2026!', 'Nova@Senha2026', 'Nova@Senha2026']);
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The password could not be changed. Please try again.');
    expect(alert.textContent).toContain('Too many attempts.');
  });
});
