// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordInvitationPage } from '../../../../portal/pages/password/PasswordInvitationPage';
import { PasswordRecoveryPage } from '../../../../portal/pages/password/PasswordRecoveryPage';
import { PasswordResetPage } from '../../../../portal/pages/password/PasswordResetPage';
import { createFakeFetch, type FakeFetch } from '../../../src/api/fake-fetch';
import { correspondentFixture } from '../../../src/api/fixtures';
import { renderWithProviders } from '../../form-harness';

afterEach(cleanup);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const request = (fake: FakeFetch, index = 0) => fake.requests[index];

function render(
  ui: ReactNode,
  url: string,
  fake = createFakeFetch(),
  locale: 'pt-BR' | 'en-US' = 'pt-BR',
) {
  return renderWithProviders(ui, { fake, locale, url, correspondent: correspondentFixture() });
}

describe('password recovery', () => {
  it('e-mails a link to this correspondent’s reset page and says where it went', async () => {
    const fake = createFakeFetch().respond(200, { success: true });
    render(<PasswordRecoveryPage />, '/demo/password/recovery', fake);
    fireEvent.change(input('E-mail'), { target: { value: 'cliente@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() =>
      expect(screen.getByTestId('recovery-sent').textContent).toBe(
        'Pronto! Em breve você receberá um link de recuperação de senha no e-mail cliente@demo.test',
      ),
    );
    expect(new URL(request(fake)?.url ?? '').pathname).toBe('/api/v1/auth/user/password');
    expect(JSON.parse(request(fake)?.body ?? '')).toEqual({
      email: 'cliente@demo.test',
      redirect_url: `${window.location.origin}/demo/password/reset`,
    });
  });

  it('says it in English', async () => {
    const fake = createFakeFetch().respond(200, { success: true });
    render(<PasswordRecoveryPage />, '/demo/password/recovery', fake, 'en-US');
    fireEvent.change(input('E-mail'), { target: { value: 'cliente@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() =>
      expect(screen.getByTestId('recovery-sent').textContent).toBe(
        'Done! You will soon receive a password recovery link in the email cliente@demo.test',
      ),
    );
  });

  it('refuses an invalid e-mail without a request', () => {
    const fake = createFakeFetch();
    render(<PasswordRecoveryPage />, '/demo/password/recovery', fake);
    fireEvent.change(input('E-mail'), { target: { value: 'cliente@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByText('O e-mail precisa ser válido!')).toBeTruthy();
    expect(fake.requests).toHaveLength(0);
  });
});

const LINK =
  '/demo/password/reset?access-token=tok&client=cli&uid=cliente%40demo.test&expiry=1900000000&reset_password=true';

describe('password reset', () => {
  it("sets the new password with the link's tokens and offers the login", async () => {
    const fake = createFakeFetch().respond(200, { success: true });
    const { router } = render(<PasswordResetPage />, LINK, fake);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Informe nova senha');
    // The tokens leave the address bar at once.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.change(input('Nova senha'), { target: { value: 'Nova#Senha9' } });
    fireEvent.change(input('Confirme a nova senha'), { target: { value: 'Nova#Senha9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() =>
      expect(screen.getByTestId('reset-done').textContent).toBe(
        'Nova senha registrada com sucesso.',
      ),
    );
    const sent = request(fake);
    expect(sent?.method).toBe('PUT');
    expect(sent?.headers.get('access-token')).toBe('tok');
    expect(sent?.headers.get('client')).toBe('cli');
    expect(sent?.headers.get('uid')).toBe('cliente@demo.test');
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe(
      '/demo/login',
    );
  });

  it('checks the policy and the confirmation before sending', () => {
    const fake = createFakeFetch();
    render(<PasswordResetPage />, LINK, fake);
    fireEvent.change(input('Nova senha'), { target: { value: 'semmaiuscula1!' } });
    fireEvent.change(input('Confirme a nova senha'), { target: { value: 'outra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(
      screen.getAllByText('A senha deve conter pelo menos uma letra maiúscula.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('As senhas não conferem.')).toBeTruthy();
    expect(fake.requests).toHaveLength(0);
  });

  it('shows a reused password on the password field', async () => {
    const fake = createFakeFetch().respond(422, {
      statusCode: 422,
      code: 'PASSWORD_REUSED',
      message: 'x',
      fields: [
        {
          field: 'password',
          message: 'A nova senha não pode ser uma das suas últimas cinco senhas.',
        },
      ],
    });
    render(<PasswordResetPage />, LINK, fake);
    fireEvent.change(input('Nova senha'), { target: { value: 'Nova#Senha9' } });
    fireEvent.change(input('Confirme a nova senha'), { target: { value: 'Nova#Senha9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(input('Nova senha').getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('A nova senha não pode ser uma das suas últimas cinco senhas.'),
    ).toBeTruthy();
  });

  it('says an expired link is refused and offers a new one', () => {
    render(<PasswordResetPage />, '/demo/password/reset?reset_password_error=expired_token');
    expect(screen.getByTestId('reset-link-refused').textContent).toBe(
      'Este link de recuperação é inválido ou expirou. Peça um novo link.',
    );
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe(
      '/demo/password/recovery',
    );
  });

  it('says so when the API refuses the reset session', async () => {
    const fake = createFakeFetch().respond(401, {
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'x',
    });
    render(<PasswordResetPage />, LINK, fake, 'en-US');
    fireEvent.change(input('New password'), { target: { value: 'Nova#Senha9' } });
    fireEvent.change(input('Confirm the new password'), { target: { value: 'Nova#Senha9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(screen.getByTestId('reset-link-refused').textContent).toBe(
        'This recovery link is invalid or has expired. Request a new link.',
      ),
    );
  });
});

describe('password invitation', () => {
  it("is 'Cadastro de senha' / 'Password registration' and creates the password", async () => {
    const fake = createFakeFetch().respond(200, { success: true });
    render(
      <PasswordInvitationPage />,
      '/demo/password/invitation?invitation_token=inv-1',
      fake,
      'en-US',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Password registration');
    fireEvent.change(input('Password'), { target: { value: 'Nova#Senha9' } });
    fireEvent.change(input('Confirm password'), { target: { value: 'Nova#Senha9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register password' }));
    await waitFor(() => expect(screen.getByTestId('invitation-done')).toBeTruthy());
    const target = new URL(request(fake)?.url ?? '');
    expect(target.pathname).toBe('/api/v1/auth/user/invitation');
    expect(target.searchParams.get('invitation_token')).toBe('inv-1');
    expect(JSON.parse(request(fake)?.body ?? '')).toEqual({
      password: 'Nova#Senha9',
      passwordConfirmation: 'Nova#Senha9',
    });
  });

  it('says a used or expired invitation is refused', async () => {
    const fake = createFakeFetch().respond(422, {
      statusCode: 422,
      code: 'INVITATION_TOKEN_INVALID',
      message: 'x',
    });
    render(<PasswordInvitationPage />, '/demo/password/invitation?invitation_token=old', fake);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cadastro de senha');
    fireEvent.change(input('Senha'), { target: { value: 'Nova#Senha9' } });
    fireEvent.change(input('Confirme a senha'), { target: { value: 'Nova#Senha9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar senha' }));
    await waitFor(() => expect(screen.getByTestId('invitation-refused')).toBeTruthy());
  });
});
