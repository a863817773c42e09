// @vitest-environment happy-dom
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApiClient } from '../../../src/api/client';
import { createMemoryTokenStore } from '../../../src/api/token-store';
import type { AuthUser } from '../../../src/contracts/auth';
import type { RemittanceQuotation } from '../../../src/contracts/quotations';
import { createCorrespondentStore } from '../../../src/stores/correspondent-store';
import { LocaleProvider } from '../../../portal/app/locale';
import { ServicesProvider, type PortalServices } from '../../../portal/app/services';
import { SimulatorEmbed } from '../../../portal/components/SimulatorEmbed';
import { correspondentFixture } from '../../widgets/correspondent-fixture';
import { remittanceQuotation } from '../../widgets/simulator/quotation-fixture';
import { authUserFixture, signedInSessionStore } from '../session-fixture';

const TOKEN = 'GERENTE-DEMO-2026';
const INVALID = {
  'en-US': 'The token entered is not valid!',
  'pt-BR': 'O token informado não é válido!',
};
const BELOW_MINIMUM = {
  'en-US': 'A spread below the minimum requires a validated manager token.',
  'pt-BR': 'Um spread abaixo do mínimo exige um token de gerente validado.',
};

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

/**
 * A fake API for the simulator: the public and admin remittance quotations (admin ones carry
 * the admin figures; below 0.5% they need the manager token, as the server rules) and the
 * manager-token validation, answering in the request's language. Records every request.
 */
function fakeApi() {
  const seen: Seen[] = [];
  let sequence = 0;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      String(input instanceof Request ? input.url : input),
      window.location.origin,
    );
    const headers = new Headers(init?.headers);
    const body = init?.body === undefined ? undefined : String(init.body);
    seen.push({ method: init?.method ?? 'GET', url, headers, body });
    const language = headers.get('accept-language') === 'pt-BR' ? 'pt-BR' : 'en-US';
    const invalid = () =>
      json(422, { statusCode: 422, code: 'INVALID_MANAGER_TOKEN', message: INVALID[language] });
    if (url.pathname.endsWith('/admin/spread-settings')) {
      return json(200, { minimumSpreadPercentage: 0.5 });
    }
    if (url.pathname.endsWith('/admin/manager-tokens/validate')) {
      const { token } = JSON.parse(body ?? '{}') as { token?: string };
      return token === TOKEN ? json(200, { valid: true, minimumSpreadPercentage: 0.5 }) : invalid();
    }
    const quote = /\/v2\/exchanges\/remittance\/(admin\/)?(outbound|inbound)$/.exec(url.pathname);
    if (quote) {
      const admin = Boolean(quote[1]);
      const spread = Number(url.searchParams.get('spreadMaster') ?? '0') || 1.5;
      const bypass = url.searchParams.get('bypassLimitToken');
      if (admin && bypass && bypass !== TOKEN) return invalid();
      if (admin && spread < 0.5 && !bypass) {
        const message = BELOW_MINIMUM[language];
        return json(422, { statusCode: 422, code: 'SPREAD_BELOW_MINIMUM', message });
      }
      sequence += 1;
      const quotation: RemittanceQuotation = {
        ...remittanceQuotation({
          id: `q-${sequence}`,
          foreign: Number(url.searchParams.get('value')),
          reverse: false,
          type: quote[2] === 'inbound' ? 'INBOUND' : 'OUTBOUND',
          purposeCode: 'MAINTENANCE',
          currency: 'USD',
          couponCents: 0,
        }),
        ...(admin
          ? {
              admin: {
                profitability: { value: 8_170, divisor: 100, precision: 2, currency: 'BRL' },
                spreadPercentage: spread,
                spreadWithDiscountPercentage: spread,
              },
            }
          : {}),
      };
      return json(200, quotation);
    }
    if (url.pathname.endsWith('/currencies')) return json(200, []);
    return json(404, { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'Not found' });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

function renderEmbed(user: AuthUser, locale: 'pt-BR' | 'en-US' = 'en-US') {
  const fake = fakeApi();
  // The widget's own client (not used once signed in) would call the global fetch.
  vi.stubGlobal('fetch', fake.fetch);
  const tokens = createMemoryTokenStore({
    accessToken: 'portal-token',
    client: 'portal-client',
    uid: user.email,
    expiry: '4102444800',
    tokenType: 'Bearer',
  });
  const api = createApiClient({
    baseURL: '/api',
    fetch: fake.fetch,
    tokenStore: tokens,
    getCorrespondentId: () => 1,
    getLocale: () => locale,
  });
  const services: PortalServices = {
    api,
    correspondents: createCorrespondentStore(api),
    session: signedInSessionStore(user),
  };
  const router = createMemoryRouter([
    { path: '/', element: <SimulatorEmbed correspondent={correspondentFixture()} /> },
  ]);
  render(
    <ServicesProvider services={services}>
      <LocaleProvider initial={locale}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ServicesProvider>,
  );
  return fake;
}

/** The widget's shadow root, once the widget is on screen. */
async function widget() {
  const host = await waitFor(() => {
    const found = document.querySelector('.simulator-host')?.shadowRoot;
    if (!found?.querySelector('.fx-simulator')) throw new Error('simulator not rendered yet');
    return found;
  });
  return within(host as unknown as HTMLElement);
}

const quotes = (seen: Seen[]) =>
  seen.filter((s) => /\/remittance\/(admin\/)?out/.test(s.url.pathname));
const ADMIN = authUserFixture({
  email: 'admin@demo.test',
  name: 'Admin Demo',
  roles: ['admin'],
  isAdmin: true,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the simulator of a signed-in administrator (spec operations §2.3, §6.5)', () => {
  it('quotes through the admin variant with the session and shows profitability, spread and spread with discount', async () => {
    const { seen } = renderEmbed(ADMIN);
    const view = await widget();
    expect(await view.findByRole('heading', { name: 'Administrator' })).toBeTruthy();
    expect(await view.findByText('R$81.70')).toBeTruthy();
    // An administrator simulates for customers of either kind.
    expect(view.getByRole('group', { name: 'Person type' })).toBeTruthy();
    expect(view.getByText('Profitability')).toBeTruthy();
    expect(view.getByText('Spread with discount')).toBeTruthy();
    expect(view.getAllByText('1.50%')).toHaveLength(2);
    const adminQuote = quotes(seen).find((s) => s.url.pathname.includes('/admin/'));
    expect(adminQuote?.url.pathname).toBe('/api/v2/exchanges/remittance/admin/outbound');
    // The portal's client: the session's token headers go with it.
    expect(adminQuote?.headers.get('access-token')).toBe('portal-token');
    expect(adminQuote?.headers.get('uid')).toBe('admin@demo.test');
  });

  it("'Enter admin code' → 'validate token': the API's message for a wrong code, 'Valid' for the right one", async () => {
    const { seen } = renderEmbed(ADMIN);
    const view = await widget();
    const code = await view.findByLabelText('Enter admin code');
    fireEvent.change(code, { target: { value: 'WRONG' } });
    fireEvent.click(view.getByRole('button', { name: 'validate token' }));
    expect(await view.findByText('The token entered is not valid!')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: TOKEN } });
    fireEvent.click(view.getByRole('button', { name: 'validate token' }));
    expect(await view.findByText('Valid')).toBeTruthy();
    expect(view.getByText("Correspondent's minimum spread: 0.50%")).toBeTruthy();
    const validation = seen.filter((s) => s.url.pathname.endsWith('/validate'));
    expect(validation.map((s) => JSON.parse(s.body ?? '{}'))).toEqual([
      { token: 'WRONG' },
      { token: TOKEN },
    ]);
    expect(validation[1]?.method).toBe('POST');
  });

  it('a spread below the minimum: refused beside its field without a code, the field back to the spread in force; quoted with the valid code (issue 19, item 8)', async () => {
    const { seen } = renderEmbed(ADMIN);
    const view = await widget();
    await view.findByText('R$81.70');
    await waitFor(() =>
      expect(seen.some((s) => s.url.pathname.endsWith('/admin/spread-settings'))).toBe(true),
    );
    const spread = view.getByLabelText('Operation spread (%)') as HTMLInputElement;
    // Digits and one '.', 2 decimals at most: what the API takes.
    fireEvent.change(spread, { target: { value: '0.2a57' } });
    expect(spread.value).toBe('0.25');
    const asked = quotes(seen).length;
    // Leaving the field applies it, as the click on Apply that follows (a browser's order).
    fireEvent.blur(spread);
    fireEvent.click(view.getByRole('button', { name: 'Apply spread' }));
    const refusal = await view.findByText(
      'A spread below the minimum (0.50%) requires a validated manager token; 0.25% was not applied.',
    );
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(spread.getAttribute('aria-describedby')).toContain(refusal.id);
    expect(spread.getAttribute('aria-invalid')).toBe('true');
    // The field shows the spread in force (the correspondent's, as its placeholder), not 0.25.
    expect(spread.value).toBe('');
    expect(spread.placeholder).toBe('1.50');
    expect(quotes(seen)).toHaveLength(asked);
    expect(view.queryByText('The token entered is not valid!')).toBeNull();

    fireEvent.change(view.getByLabelText('Enter admin code'), { target: { value: TOKEN } });
    fireEvent.click(view.getByRole('button', { name: 'validate token' }));
    await view.findByText('Valid');
    await waitFor(() => expect(view.getAllByText('0.25%')).toHaveLength(2));
    expect(spread.value).toBe('0.25');
    expect(view.queryByText(/requires a validated manager token/)).toBeNull();
    const last = quotes(seen).at(-1)?.url.searchParams;
    expect(last?.get('spreadMaster')).toBe('0.25');
    expect(last?.get('bypassLimitToken')).toBe(TOKEN);
  });

  it('a spread at or above the minimum is applied at once; below it the refusal speaks Portuguese too', async () => {
    const { seen } = renderEmbed(ADMIN, 'pt-BR');
    const view = await widget();
    await waitFor(() =>
      expect(seen.some((s) => s.url.pathname.endsWith('/admin/spread-settings'))).toBe(true),
    );
    const spread = view.getByLabelText('Spread da operação (%)') as HTMLInputElement;
    fireEvent.change(spread, { target: { value: '0.75' } });
    fireEvent.click(view.getByRole('button', { name: 'Aplicar spread' }));
    await waitFor(() =>
      expect(quotes(seen).at(-1)?.url.searchParams.get('spreadMaster')).toBe('0.75'),
    );
    fireEvent.change(spread, { target: { value: '0.3' } });
    fireEvent.click(view.getByRole('button', { name: 'Aplicar spread' }));
    expect(
      await view.findByText(
        'Um spread abaixo do mínimo (0,50%) exige um token de gerente validado; 0,30% não foi aplicado.',
      ),
    ).toBeTruthy();
    // Back to the spread in force: the administrator's 0.75.
    expect(spread.value).toBe('0.75');
    expect(quotes(seen).at(-1)?.url.searchParams.get('spreadMaster')).toBe('0.75');
  });

  it('speaks Portuguese too', async () => {
    renderEmbed(ADMIN, 'pt-BR');
    const view = await widget();
    expect(await view.findByRole('heading', { name: 'Administrador' })).toBeTruthy();
    expect(await view.findByText('Rentabilidade')).toBeTruthy();
    expect(view.getByText('Spread com desconto')).toBeTruthy();
    const code = view.getByLabelText('Digite o código de administrador');
    fireEvent.change(code, { target: { value: 'ERRADO' } });
    fireEvent.click(view.getByRole('button', { name: 'validar token' }));
    expect(await view.findByText('O token informado não é válido!')).toBeTruthy();
    fireEvent.change(code, { target: { value: TOKEN } });
    fireEvent.click(view.getByRole('button', { name: 'validar token' }));
    expect(await view.findByText('Válido')).toBeTruthy();
  });
});

describe('the simulator of a signed-in customer', () => {
  it('an individual: the public quotation with the session (stored with the user), no admin part', async () => {
    const { seen } = renderEmbed(authUserFixture());
    const view = await widget();
    await waitFor(() => expect(quotes(seen).length).toBeGreaterThan(0));
    const quote = quotes(seen).at(-1);
    expect(quote?.url.pathname).toBe('/api/v2/exchanges/remittance/outbound');
    expect(quote?.headers.get('access-token')).toBe('portal-token');
    expect(view.queryByText('Enter admin code')).toBeNull();
    expect(view.queryByText('Profitability')).toBeNull();
    // The account says who simulates: the person type is not asked.
    expect(view.queryByRole('group', { name: 'Person type' })).toBeNull();
    expect(quote?.url.searchParams.get('personType')).toBe('PHYSICAL');
  });

  it('a company (CNPJ): outbound only, as a company, without choosing (spec operations §6.3)', async () => {
    const { seen } = renderEmbed(
      authUserFixture({
        email: 'empresa@demo.test',
        name: 'Empresa Demo Importadora Ltda',
        cpf: undefined,
        cnpj: '11222333000181',
      }),
    );
    const view = await widget();
    await waitFor(() =>
      expect(quotes(seen).at(-1)?.url.searchParams.get('personType')).toBe('LEGAL'),
    );
    // One simulator left: no operation tabs, only the outbound form.
    expect(view.queryByRole('group', { name: 'Operation type' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Receive' })).toBeNull();
    expect(view.getByRole('link', { name: 'Send money' })).toBeTruthy();
    // Nor can the company turn into an individual to see the other operations.
    expect(view.queryByRole('group', { name: 'Person type' })).toBeNull();
    expect(view.queryByRole('radio', { name: 'Individual' })).toBeNull();
    expect(quotes(seen).every((s) => s.url.pathname.endsWith('/outbound'))).toBe(true);
  });
});
