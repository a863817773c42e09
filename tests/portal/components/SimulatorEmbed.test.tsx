// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAuthApi } from '../../../src/api/auth';
import { createSandboxMailboxApi } from '../../../src/api/sandbox-mailbox';
import { createPayeesApi } from '../../../src/api/payees';
import { createCompanyPayeesApi } from '../../../src/api/company-payees';
import { createCardPaymentsApi } from '../../../src/api/card-payments';
import { createPaymentsApi, createRemittancesApi } from '../../../src/api/remittances';
import { createPaperMoneyApi } from '../../../src/api/paper-money';
import { createUploadsApi } from '../../../src/api/uploads';
import { createApiClient, type ApiClient } from '../../../src/api/client';
import { NotFoundError } from '../../../src/api/errors';
import { createCustomersApi } from '../../../src/api/customers';
import { createPasswordsApi } from '../../../src/api/passwords';
import { createRegistrationApi } from '../../../src/api/registration';
import { createServedCitiesApi } from '../../../src/api/served-cities';
import { createZipCodesApi } from '../../../src/api/zip-codes';
import type { Correspondent } from '../../../src/contracts/correspondent';
import { createCorrespondentStore } from '../../../src/stores/correspondent-store';
import { LocaleProvider } from '../../../portal/app/locale';
import { ServicesProvider, type PortalServices } from '../../../portal/app/services';
import { PARTNER_ID_STORAGE_KEY } from '../../../portal/query/partner-id';
import { buildRoutes } from '../../../portal/routes/build-routes';
import { correspondentFixture } from '../../widgets/correspondent-fixture';
import { memorySessionStore, signedInSessionStore } from '../session-fixture';
import { simulatorFetch } from '../../widgets/simulator/simulator-fetch';

/** Portal services whose API knows only `known` (the widget's own quotes go through `fetch`). */
function fakeServices(known: Correspondent[], signedIn = false): PortalServices {
  const api: ApiClient = {
    request: async () => {
      throw new Error('not used by the simulator embed');
    },
    correspondents: {
      get: async (identifier) => {
        const found = known.find((c) => c.identifier === identifier);
        if (!found) {
          throw new NotFoundError({ url: `/api/v1/${identifier}`, method: 'GET', status: 404 });
        }
        return found;
      },
      agents: async () => [],
    },
    // A signed-in user's quotes go through the portal's client: the same fake fetch answers them.
    quotations: createApiClient({ baseURL: '/api' }).quotations,
    quotationFigures: createApiClient({ baseURL: '/api' }).quotationFigures,
    customers: createCustomersApi(() => Promise.reject(new Error('not used by the portal'))),
    registration: createRegistrationApi(() => Promise.reject(new Error('not used by the portal'))),
    passwords: createPasswordsApi(() => Promise.reject(new Error('not used by the portal'))),
    zipCodes: createZipCodesApi(() => Promise.reject(new Error('not used by the portal'))),
    servedCities: createServedCitiesApi(() => Promise.reject(new Error('not used'))),
    auth: createAuthApi(() => Promise.reject(new Error('not used by the portal'))),
    payees: createPayeesApi(() => Promise.reject(new Error('not used'))),
    companyPayees: createCompanyPayeesApi(() => Promise.reject(new Error('not used'))),
    uploads: createUploadsApi(() => Promise.reject(new Error('not used'))),
    remittances: createRemittancesApi(() => Promise.reject(new Error('not used'))),
    paperMoney: createPaperMoneyApi(() => Promise.reject(new Error('not used'))),
    payments: createPaymentsApi(() => Promise.reject(new Error('not used'))),
    cardPayments: createCardPaymentsApi(() => Promise.reject(new Error('not used'))),
    adminSpread: createApiClient({ baseURL: '/api' }).adminSpread,
    limitUpdates: createApiClient({ baseURL: '/api' }).limitUpdates,
    backOffice: createApiClient({ baseURL: '/api' }).backOffice,
    sandboxMailbox: createSandboxMailboxApi(() =>
      Promise.reject(new Error('not used by the portal')),
    ),
  };
  return {
    api,
    correspondents: createCorrespondentStore(api),
    session: signedIn ? signedInSessionStore() : memorySessionStore(api.auth),
  };
}

/** The widget calls `/api/…` on the page's origin; the fake answers relative URLs too. */
function stubQuotes() {
  const fake = simulatorFetch();
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    fake.fetch(
      new URL(String(input instanceof Request ? input.url : input), window.location.origin),
      init,
    )) as typeof globalThis.fetch;
  vi.stubGlobal('fetch', fetch);
  return fake;
}

function renderAt(path: string, locale: 'pt-BR' | 'en-US' = 'en-US', signedIn = false) {
  stubQuotes();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <ServicesProvider services={fakeServices([correspondentFixture()], signedIn)}>
      <LocaleProvider initial={locale}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ServicesProvider>,
  );
  return router;
}

/** The widget's shadow root, once react-shadow has attached it and the widget is on screen. */
async function widget() {
  const host = await waitFor(() => {
    const found = document.querySelector('.simulator-host')?.shadowRoot;
    if (!found?.querySelector('.fx-simulator')) throw new Error('simulator not rendered yet');
    return found;
  });
  return within(host as unknown as HTMLElement);
}

/** The submit link once a quotation made it usable. */
async function submit(name: string) {
  const view = await widget();
  return waitFor(() => {
    const link = view.getByRole('link', { name });
    if (!link.getAttribute('href')?.includes('quotationId=')) throw new Error('no quote yet');
    return link;
  });
}

const pressed = async () =>
  (await widget()).getAllByRole('button', { pressed: true }).map((b) => b.textContent);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
});

describe('simulator embed on the public home (spec operations §2.2, §2.3)', () => {
  it('starts on the first available simulator when the URL names none', async () => {
    renderAt('/demo');
    await submit('Send money');
    expect(await pressed()).toContain('Send');
  });

  it('preselects paper money from ?simulator=paperMoney', async () => {
    renderAt('/demo?simulator=paperMoney');
    const link = await submit('Buy Currency');
    expect(link.getAttribute('href')).toMatch(/^\/demo\/app\/checkout\/paper-money\/operation\?/);
    expect(await pressed()).toContain('Paper money');
  });

  it('preselects the inbound remittance from ?simulator=remittance&remittanceType=INBOUND', async () => {
    renderAt('/demo?simulator=remittance&remittanceType=INBOUND');
    const link = await submit('Receive money');
    expect(link.getAttribute('href')).toMatch(/^\/demo\/app\/checkout\/remittance\/inbound\?/);
  });

  it('falls back to paper money for an unknown simulator name, the URL default of §2.2', async () => {
    renderAt('/demo?simulator=bitcoin');
    await submit('Buy Currency');
  });

  it('carries the partner id of the URL, capitalised, into the checkout link', async () => {
    renderAt('/demo?partnerId=acme');
    const link = await submit('Send money');
    expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('partnerId')).toBe(
      'Acme',
    );
  });

  it('carries the partner id stored earlier in the session when the URL has none', async () => {
    sessionStorage.setItem(PARTNER_ID_STORAGE_KEY, 'Parceiro');
    renderAt('/demo');
    const link = await submit('Send money');
    expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('partnerId')).toBe(
      'Parceiro',
    );
  });

  it('goes to the checkout with the router, the simulation in the URL, without a page load (a guest through the login)', async () => {
    const router = renderAt('/demo?partnerId=acme');
    const link = await submit('Send money');
    const href = link.getAttribute('href') ?? '';
    const checkouts: unknown[] = [];
    document.addEventListener('fx:checkout', (event) => checkouts.push(event), { once: true });
    // fireEvent returns false when the default (following the href) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    // A guest is sent to the login, which keeps the checkout URL to come back to (spec §6).
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/login'));
    const kept = new URLSearchParams(router.state.location.search).get('redirect') ?? '';
    expect(kept).toBe(href);
    expect(kept.startsWith('/demo/app/checkout/remittance/outbound?')).toBe(true);
    const query = new URLSearchParams(kept.split('?')[1]);
    expect(query.get('simulator')).toBe('remittance');
    expect(query.get('remittanceType')).toBe('outbound');
    expect(query.get('quotationId')).toBe('q-1');
    expect(query.get('amount')).toBe('1000.00');
    expect(query.get('partnerId')).toBe('Acme');
    expect(checkouts).toHaveLength(1);
  });

  it('stays on the page when the host cancels fx:checkout', async () => {
    const router = renderAt('/demo');
    const link = await submit('Send money');
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('fx:checkout', cancel);
    try {
      expect(fireEvent.click(link)).toBe(false);
    } finally {
      document.removeEventListener('fx:checkout', cancel);
    }
    expect(router.state.location.pathname).toBe('/demo');
  });

  it('re-renders the widget in English when the language switch changes, keeping the simulator', async () => {
    renderAt('/demo?simulator=paperMoney', 'pt-BR');
    await submit('Comprar moeda');
    const switches = screen.getAllByRole('button', { name: 'English (US)' });
    fireEvent.click(switches[0] as HTMLElement);
    await submit('Buy Currency');
    expect(await pressed()).toContain('Paper money');
    expect(
      document
        .querySelector('.simulator-host')
        ?.shadowRoot?.querySelector('.fx-root')
        ?.getAttribute('lang'),
    ).toBe('en-US');
  });
});

describe('simulator embed on the private home', () => {
  it('shows the simulator with the URL preselection under the greeting', async () => {
    const router = renderAt('/demo/app?simulator=remittance&remittanceType=inbound', 'en-US', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Ana' })).toBeTruthy();
    const link = await submit('Receive money');
    fireEvent.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/demo/app/checkout/remittance/inbound'),
    );
  });
});
