// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmationStep } from '../../../../portal/pages/registration/ConfirmationStep';
import { RegistrationPage } from '../../../../portal/pages/registration/RegistrationPage';
import { writeDraft } from '../../../../portal/pages/registration/registration-draft';
import { emptyRegistrationForm } from '../../../../portal/forms/registration-form';
import { createFakeFetch, type FakeFetch } from '../../../src/api/fake-fetch';
import { correspondentFixture } from '../../../src/api/fixtures';
import { renderWithProviders } from '../../form-harness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  sessionStorage.clear();
});

const resendButton = () => screen.getByRole('button', { name: /REENVIAR CÓDIGO|RESEND CODE/ });
const codeInput = () =>
  screen.getByLabelText(/Código de verificação|Verification code/) as HTMLInputElement;

function renderStep(fake: FakeFetch, locale: 'pt-BR' | 'en-US' = 'pt-BR', onConfirmed = vi.fn()) {
  renderWithProviders(<ConfirmationStep email="maria@example.com" onConfirmed={onConfirmed} />, {
    fake,
    locale,
  });
  return onConfirmed;
}

/** Lets pending promises (the fake fetch) settle under fake timers. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

describe('e-mail confirmation step', () => {
  it("counts 'RESEND CODE (in {0} sec)' down from 60 s, then allows a resend", async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch().respond(200, { resendAvailableIn: 60 });
    renderStep(fake);
    expect(resendButton().textContent).toBe('REENVIAR CÓDIGO (em 60 seg)');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton().textContent).toBe('REENVIAR CÓDIGO (em 59 seg)');
    act(() => vi.advanceTimersByTime(58_000));
    expect(resendButton().textContent).toBe('REENVIAR CÓDIGO (em 1 seg)');
    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton().textContent).toBe('REENVIAR CÓDIGO');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(resendButton());
    await flush();
    expect(new URL(fake.requests[0]?.url ?? '').pathname).toBe(
      '/api/v1/registrations/users/resend-confirmation',
    );
    expect(screen.getByText('Enviamos um novo código para maria@example.com.')).toBeTruthy();
    expect(resendButton().textContent).toBe('REENVIAR CÓDIGO (em 60 seg)');
  });

  it('says it in English', () => {
    vi.useFakeTimers();
    renderStep(createFakeFetch(), 'en-US');
    expect(resendButton().textContent).toBe('RESEND CODE (in 60 sec)');
  });

  it('restarts the countdown from the seconds a too-early answer gives', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch().respond(429, {
      statusCode: 429,
      code: 'RESEND_TOO_EARLY',
      message: 'wait',
      resendAvailableIn: 25,
    });
    renderStep(fake);
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(resendButton());
    await flush();
    expect(resendButton().textContent).toBe('REENVIAR CÓDIGO (em 25 seg)');
  });

  it("shows 'Código Inválido' and the 'Código de verificação inválido' notice for a wrong code", async () => {
    const fake = createFakeFetch().respond(422, {
      statusCode: 422,
      code: 'VERIFICATION_CODE_INVALID',
      message: 'Código Inválido',
    });
    const onConfirmed = renderStep(fake);
    fireEvent.change(codeInput(), { target: { value: '12a3456' } });
    expect(codeInput().value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    await waitFor(() => expect(screen.getByText('Código de verificação inválido')).toBeTruthy());
    expect(screen.getByText('Código Inválido')).toBeTruthy();
    expect(
      screen.getByText('Confira o código enviado para o seu e-mail e tente novamente.'),
    ).toBeTruthy();
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(onConfirmed).not.toHaveBeenCalled();
    const query = new URL(fake.requests[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      config: 'default',
      confirmation_token: '123456',
      email: 'maria@example.com',
    });
  });

  it("says 'Invalid code' in English", async () => {
    const fake = createFakeFetch().respond(422, {
      statusCode: 422,
      code: 'VERIFICATION_CODE_INVALID',
      message: 'Invalid code',
    });
    renderStep(fake, 'en-US');
    fireEvent.change(codeInput(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(screen.getByText('Invalid verification code')).toBeTruthy());
    expect(screen.getByText('Invalid code')).toBeTruthy();
  });

  it('asks for six digits before sending anything', () => {
    const fake = createFakeFetch();
    renderStep(fake);
    fireEvent.change(codeInput(), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    expect(screen.getByText('O código tem 6 dígitos.')).toBeTruthy();
    expect(fake.requests).toHaveLength(0);
  });

  it('an expired code says to ask for a new one', async () => {
    const fake = createFakeFetch().respond(422, {
      statusCode: 422,
      code: 'VERIFICATION_CODE_EXPIRED',
      message: 'x',
    });
    renderStep(fake);
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    await waitFor(() =>
      expect(screen.getByText('O código expirou. Solicite um novo código.')).toBeTruthy(),
    );
  });
});

describe('registration done', () => {
  it('the right code leads to the done step, with the way to the login', async () => {
    writeDraft('demo', {
      step: 'confirmation',
      value: emptyRegistrationForm(),
      registeredEmail: 'maria@example.com',
    });
    const fake = createFakeFetch().respond(200, { success: true, registrationStatus: 'APPROVED' });
    renderWithProviders(<RegistrationPage />, {
      fake,
      correspondent: correspondentFixture(),
      url: '/demo/registration',
    });
    expect(screen.getByText('Etapa 4 de 5')).toBeTruthy();
    fireEvent.change(codeInput(), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    await waitFor(() => expect(screen.getByText('Etapa 5 de 5')).toBeTruthy());
    expect(screen.getByTestId('registration-done').textContent).toBe(
      'Pronto! Em breve você receberá uma confirmação do cadastro por e-mail',
    );
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe(
      '/demo/login',
    );
    // Done: the draft is gone, a new visit starts over.
    await waitFor(() => expect(sessionStorage.getItem('fx.registration.demo')).toBeNull());
  });

  it('says it in English', async () => {
    writeDraft('demo', {
      step: 'confirmation',
      value: emptyRegistrationForm(),
      registeredEmail: 'maria@example.com',
    });
    const fake = createFakeFetch().respond(200, { success: true, registrationStatus: 'PENDING' });
    renderWithProviders(<RegistrationPage />, {
      fake,
      locale: 'en-US',
      correspondent: correspondentFixture(),
      url: '/demo/registration',
    });
    fireEvent.change(codeInput(), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() =>
      expect(screen.getByTestId('registration-done').textContent).toBe(
        'You will shortly receive a registration confirmation by email.',
      ),
    );
  });
});
