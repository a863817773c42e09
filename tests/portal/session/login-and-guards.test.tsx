// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AURORA, CUSTOMER, ADMIN, renderPortal, tokenHeaders, userAnswer } from './session-harness';

afterEach(cleanup);

const signInOk = userAnswer(CUSTOMER, tokenHeaders(CUSTOMER.email, 'fresh'));

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('login page (spec platform §2.3 "Login")', () => {
  it('has e-mail, password, "stay signed in" checked by default and the two links', async () => {
    renderPortal('/demo/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByLabelText('Senha')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Manter conectado' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/demo/password/recovery',
    );
    expect(
      screen.getAllByRole('link', { name: 'Cadastre-se' }).map((link) => link.getAttribute('href')),
    ).toContain('/demo/registration');
  });

  it('speaks English for an en-US visitor', async () => {
    renderPortal('/demo/login', { locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Stay signed in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot my password' })).toBeTruthy();
  });

  it('asks for both fields before calling the API', async () => {
    const { seen } = renderPortal('/demo/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('O campo precisa ser preenchido!')).toHaveLength(2);
    fill('E-mail', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('O e-mail precisa ser válido!')).toBeTruthy();
    expect(seen.some((r) => r.path === '/v1/auth/user/sign_in')).toBe(false);
  });

  it('shows the API message for wrong credentials and stays on the page', async () => {
    const { location } = renderPortal('/demo/login', {
      routes: {
        'POST /v1/auth/user/sign_in': {
          status: 401,
          body: {
            statusCode: 401,
            code: 'INVALID_CREDENTIALS',
            message: 'E-mail ou senha inválidos',
          },
        },
      },
    });
    fill(await screen.findByLabelText('E-mail').then(() => 'E-mail'), CUSTOMER.email);
    fill('Senha', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou senha inválidos');
    expect(location()).toBe('/demo/login');
    expect((screen.getByLabelText('Senha') as HTMLInputElement).value).toBe('');
  });

  it('shows the 429 message (a status without a typed error)', async () => {
    renderPortal('/demo/login', {
      routes: {
        'POST /v1/auth/user/sign_in': {
          status: 429,
          body: {
            statusCode: 429,
            code: 'RATE_LIMITED',
            message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
          },
        },
      },
    });
    await screen.findByLabelText('E-mail');
    fill('E-mail', CUSTOMER.email);
    fill('Senha', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Muitas tentativas. Aguarde um pouco e tente novamente.',
    );
  });

  it('signs in (remembered by default) and opens the private home', async () => {
    const { seen, location, tokens } = renderPortal('/demo/login', {
      routes: { 'POST /v1/auth/user/sign_in': signInOk },
    });
    await screen.findByLabelText('E-mail');
    fill('E-mail', ` ${CUSTOMER.email} `);
    fill('Senha', 'Demo@2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(location()).toBe('/demo/app'));
    expect(seen.find((r) => r.path === '/v1/auth/user/sign_in')?.body).toEqual({
      email: CUSTOMER.email,
      password: 'Demo@2026!',
    });
    expect(tokens.isRemembered()).toBe(true);
    expect(tokens.get()?.accessToken).toBe('fresh');
  });

  it('unchecking "stay signed in" keeps the tokens for the tab only', async () => {
    const { location, tokens } = renderPortal('/demo/login', {
      routes: { 'POST /v1/auth/user/sign_in': signInOk },
    });
    await screen.findByLabelText('E-mail');
    fill('E-mail', CUSTOMER.email);
    fill('Senha', 'Demo@2026!');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Manter conectado' }));
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(location()).toBe('/demo/app'));
    expect(tokens.isRemembered()).toBe(false);
  });
});

describe('log-in of an account whose e-mail is not confirmed (issue 19: no dead end)', () => {
  const notConfirmed = {
    status: 403,
    body: {
      statusCode: 403,
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'Confirme seu e-mail: digite o código ou peça um novo.',
    },
  };

  it('asks for a new code, shows the code step with its countdown, then signs in', async () => {
    let confirmed = false;
    const { seen, location } = renderPortal('/demo/login', {
      routes: {
        'POST /v1/auth/user/sign_in': () => (confirmed ? signInOk : notConfirmed),
        'POST /v1/registrations/users/resend-confirmation': { body: { resendAvailableIn: 60 } },
        'GET /v1/auth/user/confirmation': () => {
          confirmed = true;
          return { body: { success: true, registrationStatus: 'PENDING' } };
        },
      },
    });
    await screen.findByLabelText('E-mail');
    fill('E-mail', CUSTOMER.email);
    fill('Senha', 'Demo@2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Confirme seu e-mail' })).toBeDefined();
    expect(
      seen.find((r) => r.path === '/v1/registrations/users/resend-confirmation')?.body,
    ).toEqual({ email: CUSTOMER.email });
    const resend = await screen.findByRole('button', {
      name: /REENVIAR CÓDIGO \(em (60|59) seg\)/,
    });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    fill('Código de verificação', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    await waitFor(() => expect(location()).toBe('/demo/app'));
    const confirmation = seen.find((r) => r.path === '/v1/auth/user/confirmation');
    expect(confirmation?.query.get('confirmation_token')).toBe('123456');
    expect(confirmation?.query.get('email')).toBe(CUSTOMER.email);
    expect(seen.filter((r) => r.path === '/v1/auth/user/sign_in')).toHaveLength(2);
  });

  it('in English; a code sent moments ago counts down what is left; another account goes back', async () => {
    renderPortal('/demo/login', {
      locale: 'en-US',
      routes: {
        'POST /v1/auth/user/sign_in': notConfirmed,
        'POST /v1/registrations/users/resend-confirmation': {
          status: 429,
          headers: { 'retry-after': '42' },
          body: {
            statusCode: 429,
            code: 'RESEND_TOO_EARLY',
            message: 'Wait',
            resendAvailableIn: 42,
          },
        },
      },
    });
    await screen.findByLabelText('E-mail');
    fill('E-mail', CUSTOMER.email);
    fill('Password', 'Demo@2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail' })).toBeDefined();
    expect(
      await screen.findByRole('button', { name: /RESEND CODE \(in (42|41) sec\)/i }),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeDefined();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('a wrong code says so and stays on the step', async () => {
    renderPortal('/demo/login', {
      routes: {
        'POST /v1/auth/user/sign_in': notConfirmed,
        'POST /v1/registrations/users/resend-confirmation': { body: { resendAvailableIn: 60 } },
        'GET /v1/auth/user/confirmation': {
          status: 422,
          body: { statusCode: 422, code: 'VERIFICATION_CODE_INVALID', message: 'Código inválido' },
        },
      },
    });
    await screen.findByLabelText('E-mail');
    fill('E-mail', CUSTOMER.email);
    fill('Senha', 'Demo@2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { name: 'Confirme seu e-mail' });
    fill('Código de verificação', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUAR' }));
    expect(await screen.findByText('Código de verificação inválido')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeDefined();
  });
});

describe('route guards (spec platform §6)', () => {
  it('sends a guest on a private route to the login keeping the query, and back after signing in', async () => {
    const { location } = renderPortal('/demo/app/help?partnerId=acme', {
      routes: { 'POST /v1/auth/user/sign_in': signInOk },
    });
    await waitFor(() => expect(location()).toMatch(/^\/demo\/login\?/));
    const query = new URLSearchParams(location().split('?')[1]);
    expect(query.get('partnerId')).toBe('acme');
    expect(query.get('redirect')).toBe('/demo/app/help?partnerId=acme');
    expect(
      await screen.findByText('Depois de entrar, você volta para a página que estava abrindo.'),
    ).toBeTruthy();
    fill('E-mail', CUSTOMER.email);
    fill('Senha', 'Demo@2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(location()).toBe('/demo/app/help?partnerId=acme'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajuda' })).toBeTruthy();
  });

  it('shows the loading overlay while the session is validated, never the page', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { location } = renderPortal('/demo/app/help', {
      user: CUSTOMER,
      routes: {
        'GET /v1/auth/user/validate_token': async () => {
          await gate;
          return userAnswer(CUSTOMER);
        },
      },
    });
    // The correspondent loads first; the session is still being validated after it.
    await waitFor(() =>
      expect(document.querySelector('.route-guard[data-route="private-root"]')).toBeNull(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    expect(screen.queryByRole('heading', { name: 'Ajuda' })).toBeNull();
    expect(location()).toBe('/demo/app/help');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajuda' })).toBeTruthy();
    expect(location()).toBe('/demo/app/help');
  });

  it('sends a signed-in user opening the login to /404', async () => {
    const { location } = renderPortal('/demo/login', { user: CUSTOMER });
    await waitFor(() => expect(location()).toBe('/404'));
    expect(await screen.findByText('404 Página não encontrada...')).toBeTruthy();
  });

  it('sends a signed-in user on the public home to the private home', async () => {
    const { location } = renderPortal('/demo?simulator=paperMoney', { user: CUSTOMER });
    await waitFor(() => expect(location()).toBe('/demo/app?simulator=paperMoney'));
  });

  it('lets a signed-in user read the marketing landing', async () => {
    const { location } = renderPortal('/', { user: CUSTOMER });
    expect(await screen.findByText('Bem-vindo!')).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('sends a customer opening /admin to /403, and a guest to /login keeping the way back', async () => {
    const signedIn = renderPortal('/admin', { user: CUSTOMER });
    await waitFor(() => expect(signedIn.location()).toBe('/403'));
    cleanup();
    const guest = renderPortal('/admin');
    await waitFor(() => expect(guest.location()).toBe('/login?redirect=%2Fadmin'));
  });

  it('a 401 from any call drops the session and goes to the login keeping the page', async () => {
    const { location, services, tokens } = renderPortal('/demo/app/help', {
      user: CUSTOMER,
      routes: {
        'GET /v1/customers/probe': {
          status: 401,
          body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajuda' })).toBeTruthy();
    await expect(services.api.request('/v1/customers/probe')).rejects.toMatchObject({
      status: 401,
    });
    await waitFor(() => expect(location()).toBe('/demo/login?redirect=%2Fdemo%2Fapp%2Fhelp'));
    expect(tokens.get()).toBeUndefined();
  });
});

describe('data sharing (spec platform §4, §6)', () => {
  it('holds a user not linked to the correspondent on the consent, keeping the query', async () => {
    const { location } = renderPortal('/aurora/app/profile?partnerId=acme', { user: CUSTOMER });
    await waitFor(() => expect(location()).toBe('/aurora/app/data-sharing?partnerId=acme'));
    expect((await screen.findByTestId('data-sharing-question')).textContent).toBe(
      'Você aceita compartilhar seus dados com o parceiro Aurora Remessas?',
    );
    expect(screen.getByRole('button', { name: 'Aceitar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discordar' })).toBeTruthy();
    // "menu hidden": the private menu is not offered on the consent.
    expect(screen.queryByRole('link', { name: 'Ajuda' })).toBeNull();
  });

  it('lets the terms be read without consenting', async () => {
    const { location } = renderPortal('/aurora/app/terms-and-conditions', { user: CUSTOMER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de uso' })).toBeTruthy();
    expect(location()).toBe('/aurora/app/terms-and-conditions');
  });

  it('Accept links the user and continues to the page they were opening', async () => {
    const linked = { ...CUSTOMER, correspondents: [1, AURORA.id] };
    const { location, seen } = renderPortal('/aurora/app/help', {
      user: CUSTOMER,
      routes: { [`PUT /v1/registrations/users/${CUSTOMER.id}/give-access/2`]: userAnswer(linked) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(location()).toBe('/aurora/app/help'));
    expect(seen.some((r) => r.method === 'PUT' && r.path.endsWith('/give-access/2'))).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajuda' })).toBeTruthy();
  });

  it('a failed Accept says so and keeps the consent', async () => {
    renderPortal('/aurora/app', {
      user: CUSTOMER,
      routes: {
        [`PUT /v1/registrations/users/${CUSTOMER.id}/give-access/2`]: {
          status: 422,
          body: {
            statusCode: 422,
            code: 'CORRESPONDENT_INACTIVE',
            message: 'Correspondente inativo.',
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Correspondente inativo.');
  });

  it('Disagree signs out and opens the correspondent public home', async () => {
    const { location, seen, tokens } = renderPortal('/aurora/app', {
      user: CUSTOMER,
      routes: { 'DELETE /v1/auth/user/sign_out': { body: { success: true } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Discordar' }));
    await waitFor(() => expect(location()).toBe('/aurora/'));
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/v1/auth/user/sign_out')).toBe(
      true,
    );
    expect(tokens.get()).toBeUndefined();
  });

  it('a linked user opening the consent goes on to the private home', async () => {
    const { location } = renderPortal('/demo/app/data-sharing', { user: CUSTOMER });
    await waitFor(() => expect(location()).toBe('/demo/app'));
  });
});

describe('private layout', () => {
  it('shows who is signed in, the menu of the spec and signs out to the public home', async () => {
    const { location } = renderPortal('/demo/app/help', {
      user: CUSTOMER,
      routes: { 'DELETE /v1/auth/user/sign_out': { body: { success: true } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ajuda' });
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    const labels = [...menu.querySelectorAll('a.topbar__link')].map((a) => a.textContent);
    expect(labels).toEqual([
      'Início',
      'Nova operação',
      'Histórico',
      'Perfil',
      'Ajuda',
      'Termos e condições',
    ]);
    expect(screen.getByTestId('account').textContent).toContain('Maria');
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(location()).toBe('/demo/'));
  });

  it('shows "Admin logged in as customer" while impersonating; ending restores the admin on /admin', async () => {
    const impersonated = { ...CUSTOMER, impersonated: true };
    let validations = 0;
    const { location, tokens, seen } = renderPortal('/demo/app/help', {
      user: impersonated,
      operator: {
        tokens: {
          accessToken: 'admin-token',
          client: 'c1',
          uid: ADMIN.email,
          expiry: '1',
          tokenType: 'Bearer',
        },
        remember: true,
      },
      routes: {
        'GET /v1/auth/user/validate_token': (request) => {
          validations++;
          return userAnswer(
            request.headers.get('access-token') === 'admin-token' ? ADMIN : impersonated,
          );
        },
        'DELETE /v1/auth/user/sign_out': { body: { success: true } },
      },
    });
    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner.textContent).toContain('Admin logado como cliente');
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar personificação' }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(tokens.get()?.accessToken).toBe('admin-token');
    expect(seen.find((r) => r.method === 'DELETE')?.headers.get('access-token')).toBe('token-1');
    expect(validations).toBe(2);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Área do administrador' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('words the banner in English', async () => {
    renderPortal('/demo/app/help', {
      locale: 'en-US',
      user: { ...CUSTOMER, impersonated: true },
    });
    expect((await screen.findByTestId('impersonation-banner')).textContent).toContain(
      'Admin logged in as customer',
    );
    expect(screen.getByRole('button', { name: 'End impersonation' })).toBeTruthy();
  });
});
