// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../../portal/app/locale';
import { clearBrowserSession } from '../../../portal/pages/session/ImpersonatePage';
import { linksOf, verificationCodeOf } from '../../../portal/pages/session/SandboxMailboxPage';
import { ADMIN, CUSTOMER, renderPortal, tokenHeaders, userAnswer } from './session-harness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('impersonation landing (spec platform §2.3 "Impersonate user")', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('clears the storages and the auth cookie (keeping the language), then exchanges the token and opens the home', async () => {
    localStorage.setItem('fx:session-tokens', 'old');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'pt-BR');
    sessionStorage.setItem('fx:partner-id', 'Acme');
    document.cookie = 'fx_auth=old; Path=/';
    const impersonated = { ...CUSTOMER, impersonated: true };
    const { location, seen, operator, tokens } = renderPortal('/demo/impersonate-user/one-time', {
      user: ADMIN,
      routes: {
        'POST /v1/auth/user/impersonate': userAnswer(
          impersonated,
          tokenHeaders(CUSTOMER.email, 'customer-token'),
        ),
      },
    });
    expect(
      await screen.findByText('Personificando usuário, aguarde alguns segundos...'),
    ).toBeTruthy();
    expect(
      await screen.findByText('Usuário personificado com sucesso, redirecionado para home...'),
    ).toBeTruthy();
    expect(seen.find((r) => r.path === '/v1/auth/user/impersonate')?.body).toEqual({
      token: 'one-time',
    });
    expect(localStorage.getItem('fx:session-tokens')).toBeNull();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
    expect(sessionStorage.getItem('fx:partner-id')).toBeNull();
    expect(document.cookie).not.toContain('fx_auth=old');
    // The admin's session waits aside; the customer's is the one in use.
    expect(operator.get()?.tokens.uid).toBe(ADMIN.email);
    expect(tokens.get()?.accessToken).toBe('customer-token');
    await waitFor(() => expect(location()).toBe('/demo/app'), { timeout: 3000 });
    expect((await screen.findByTestId('impersonation-banner')).textContent).toContain(
      'Admin logado como cliente',
    );
  });

  it('shows "Error impersonating user: {0}" with the API reason', async () => {
    renderPortal('/demo/impersonate-user/stale', {
      locale: 'en-US',
      routes: {
        'POST /v1/auth/user/impersonate': {
          status: 422,
          body: {
            statusCode: 422,
            code: 'IMPERSONATION_TOKEN_INVALID',
            message: 'The impersonation link is invalid, expired or already used.',
          },
        },
      },
    });
    expect(
      await screen.findByText(
        'Error impersonating user: The impersonation link is invalid, expired or already used.',
      ),
    ).toBeTruthy();
  });

  it('clearBrowserSession leaves nothing of the session behind', () => {
    localStorage.setItem('a', '1');
    sessionStorage.setItem('b', '2');
    clearBrowserSession();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('/admin (operator)', () => {
  const tokenRoute = {
    'POST /v1/admin/impersonation-tokens': {
      status: 201,
      body: {
        token: 'tok-1',
        expiresAt: '2030-01-01T00:00:00.000Z',
        path: '/demo/impersonate-user/tok-1',
      },
    },
    'POST /v1/auth/user/impersonate': userAnswer(
      { ...CUSTOMER, impersonated: true },
      tokenHeaders(CUSTOMER.email, 'customer-token'),
    ),
  };

  it('checks the document, creates the token under the chosen correspondent and opens its path', async () => {
    const { location, seen } = renderPortal('/admin', { user: ADMIN, routes: tokenRoute });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Área do administrador' }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Correspondente') as HTMLInputElement).value).toBe('demo');
    fireEvent.click(screen.getByRole('button', { name: 'Personificar cliente' }));
    expect(await screen.findByText('O campo precisa ser preenchido!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('CPF ou CNPJ do cliente'), {
      target: { value: '123.456.789-00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Personificar cliente' }));
    expect(await screen.findByText('O documento não está em um formato válido!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('CPF ou CNPJ do cliente'), {
      target: { value: '529.982.247-25' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Personificar cliente' }));
    await waitFor(() => expect(location()).toMatch(/^\/demo\/(impersonate-user\/tok-1|app)$/));
    const created = seen.find((r) => r.path === '/v1/admin/impersonation-tokens');
    expect(created?.body).toEqual({ document: '529.982.247-25' });
    expect(created?.headers.get('correspondent_id')).toBe('1');
  });

  it('says so when the correspondent does not exist', async () => {
    const { seen } = renderPortal('/admin', { user: ADMIN, routes: tokenRoute });
    fireEvent.change(await screen.findByLabelText('Correspondente'), {
      target: { value: 'nobody' },
    });
    fireEvent.change(screen.getByLabelText('CPF ou CNPJ do cliente'), {
      target: { value: '52998224725' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Personificar cliente' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(seen.some((r) => r.path === '/v1/admin/impersonation-tokens')).toBe(false);
  });
});

describe('help (spec platform §2.3 "Help")', () => {
  it('offers e-mail, phone and messaging app, and copies the chosen contact', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPortal('/demo/app/help', { user: CUSTOMER });
    expect(await screen.findByRole('group', { name: 'Escolha um meio de contato' })).toBeTruthy();
    expect(screen.getByTestId('help-contact').textContent).toContain('contato@demo.example');
    fireEvent.click(screen.getByRole('radio', { name: 'Telefone' }));
    expect(screen.getByTestId('help-contact').textContent).toContain('+55 11 4000-0000');
    expect(screen.getByRole('link', { name: 'Ligar' }).getAttribute('href')).toBe(
      'tel:+551140000000',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Aplicativo de mensagens' }));
    expect(screen.getByRole('link', { name: 'Abrir conversa' }).getAttribute('href')).toBe(
      'https://wa.me/5511988887777',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copiar contato' }));
    await waitFor(() =>
      expect(screen.getByTestId('help-copy-status').textContent).toBe(
        'Contato copiado para a área de transferência',
      ),
    );
    expect(writeText).toHaveBeenCalledWith('+55 11 98888-7777');
  });

  it('says "Contact copied to clipboard" in English', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => undefined },
      configurable: true,
    });
    renderPortal('/demo/app/help', { user: CUSTOMER, locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy contact' }));
    await waitFor(() =>
      expect(screen.getByTestId('help-copy-status').textContent).toBe(
        'Contact copied to clipboard',
      ),
    );
  });
});

describe('terms (spec platform §1 "Terms of use")', () => {
  it.each([
    ['/demo/terms-and-conditions', undefined],
    ['/demo/app/terms-and-conditions', CUSTOMER],
    ['/demo/app/profile/terms-and-conditions', CUSTOMER],
  ])('shows the five terms on %s', async (url, user) => {
    renderPortal(url, { user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de uso' })).toBeTruthy();
    for (const text of [
      'O acesso e o cadastro na plataforma são gratuitos.',
      'Uma cotação contratada não pode ser renegociada.',
      'É proibido o uso por menores de idade, salvo emancipados e aprovados.',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('in English too', async () => {
    renderPortal('/demo/terms-and-conditions', { locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    expect(screen.getByText('Access to and registration on the platform are free.')).toBeTruthy();
  });
});

describe('sandbox mailbox', () => {
  const messages = [
    {
      id: 2,
      to: 'ana@example.com',
      subject: 'Seu código de verificação',
      text: 'Use o código 482913 para confirmar seu e-mail.',
      html: '<p>482913</p>',
      createdAt: '2026-11-23T14:05:00.000Z',
    },
    {
      id: 1,
      to: 'ana@example.com',
      subject: 'Recuperação de senha',
      text: 'Abra https://fx.test/demo/password/reset?token=abc para trocar a senha.',
      html: '',
      createdAt: '2026-11-23T13:00:00.000Z',
    },
  ];

  it('lists the messages of ?to= newest first, with the code to copy and the links', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPortal('/sandbox/mailbox?to=ana@example.com', {
      routes: {
        'GET /sandbox/mailbox': (request) => ({
          body: request.query.get('to') === 'ana@example.com' ? messages : [],
        }),
      },
    });
    const items = await screen.findAllByTestId('mail');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Seu código de verificação',
      'Recuperação de senha',
    ]);
    expect(screen.getByTestId('mail-code').textContent).toBe('482913');
    expect(screen.getByText('Recebida em 23/11/2026, 14:05:00', { exact: false })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'https://fx.test/demo/password/reset?token=abc' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('482913'));
    expect(await screen.findByText('Código copiado para a área de transferência')).toBeTruthy();
  });

  it('says when an address has no messages', async () => {
    renderPortal('/sandbox/mailbox', { routes: { 'GET /sandbox/mailbox': { body: [] } } });
    fireEvent.change(await screen.findByLabelText('Endereço de e-mail'), {
      target: { value: 'ninguem@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ver mensagens' }));
    expect(await screen.findByText('Nenhuma mensagem para ninguem@example.com.')).toBeTruthy();
  });

  it('does not exist outside sandbox mode (the API answers 404)', async () => {
    renderPortal('/sandbox/mailbox?to=ana@example.com');
    expect(
      await screen.findByText('A caixa de e-mails existe apenas no modo sandbox.'),
    ).toBeTruthy();
  });

  it.each([
    [{ subject: 'Código', text: 'Seu código: 123456.' }, '123456'],
    [{ subject: '654321 é o seu código', text: '' }, '654321'],
    [{ subject: 'Pedido 1234567', text: 'sem código' }, undefined],
    [{ subject: 'x', text: 'nada' }, undefined],
  ])('verificationCodeOf(%j) = %s', (message, code) => {
    expect(verificationCodeOf(message)).toBe(code);
  });

  it('linksOf finds each link once', () => {
    expect(linksOf('a https://x.test/a?b=1 and https://x.test/a?b=1, http://y.test')).toEqual([
      'https://x.test/a?b=1',
      'http://y.test',
    ]);
  });
});
