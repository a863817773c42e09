// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAuthApi } from '../../../src/api/auth';
import { createSandboxMailboxApi } from '../../../src/api/sandbox-mailbox';
import { createPayeesApi } from '../../../src/api/payees';
import { createCompanyPayeesApi } from '../../../src/api/company-payees';
import { createAdminSpreadApi } from '../../../src/api/admin-spread';
import { createLimitUpdatesApi } from '../../../src/api/limit-updates';
import { createBackOfficeApi } from '../../../src/api/back-office';
import { createCardPaymentsApi } from '../../../src/api/card-payments';
import { createPaymentsApi, createRemittancesApi } from '../../../src/api/remittances';
import { createPaperMoneyApi } from '../../../src/api/paper-money';
import { createUploadsApi } from '../../../src/api/uploads';
import type { ApiClient } from '../../../src/api/client';
import { NotFoundError } from '../../../src/api/errors';
import { createCustomersApi } from '../../../src/api/customers';
import { createPasswordsApi } from '../../../src/api/passwords';
import { createQuotationsApi } from '../../../src/api/quotations';
import { createQuotationFiguresApi } from '../../../src/api/quotation-figures';
import { createRegistrationApi } from '../../../src/api/registration';
import { createServedCitiesApi } from '../../../src/api/served-cities';
import { createZipCodesApi } from '../../../src/api/zip-codes';
import type { Correspondent } from '../../../src/contracts/correspondent';
import { createCorrespondentStore } from '../../../src/stores/correspondent-store';
import { LocaleProvider } from '../../../portal/app/locale';
import { ServicesProvider, type PortalServices } from '../../../portal/app/services';
import { buildRoutes } from '../../../portal/routes/build-routes';
import { memorySessionStore, signedInSessionStore } from '../session-fixture';

function correspondent(overrides: Partial<Correspondent>): Correspondent {
  return {
    id: 3,
    identifier: 'antiga',
    name: 'Antiga Câmbio',
    address: 'Rua Velha',
    addressNumber: 10,
    complement: null,
    neighborhood: 'Centro',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '01000-000',
    country: 'BR',
    phone: '+55 11 4000-1234',
    email: null,
    facebook: null,
    instagram: null,
    linkedin: null,
    twitter: null,
    whatsapp: null,
    primaryColor: '#6B2FBF',
    secondaryColor: null,
    tertiaryColor: null,
    quartiaryColor: null,
    isPaperMoneyActive: false,
    isRemittanceActive: true,
    isMoneygramActive: false,
    paymentMethodsAvailability: {
      creditCardLinkAvailable: false,
      dynamicPixAvailable: true,
      picpayAvailable: false,
      tedAvailable: true,
    },
    activeSmiles: false,
    isLiveloActive: false,
    gaAccount: null,
    gtmAccount: null,
    active: false,
    ...overrides,
  };
}

/** A fake API that knows only the correspondents given, and records the lookups. */
function fakeServices(known: Correspondent[]): PortalServices & { lookups: string[] } {
  const lookups: string[] = [];
  const api: ApiClient = {
    request: async () => {
      throw new Error('not used by these pages');
    },
    correspondents: {
      get: async (identifier) => {
        lookups.push(identifier);
        const found = known.find((c) => c.identifier === identifier);
        if (!found) {
          throw new NotFoundError({
            url: `/api/v1/correspondents/${identifier}`,
            method: 'GET',
            status: 404,
          });
        }
        return found;
      },
      agents: async () => [],
    },
    quotations: createQuotationsApi(() => Promise.reject(new Error('not used by these pages'))),
    quotationFigures: createQuotationFiguresApi(() =>
      Promise.reject(new Error('not used by these pages')),
    ),
    customers: createCustomersApi(() => Promise.reject(new Error('not used by these pages'))),
    registration: createRegistrationApi(() => Promise.reject(new Error('not used by these pages'))),
    passwords: createPasswordsApi(() => Promise.reject(new Error('not used by these pages'))),
    zipCodes: createZipCodesApi(() => Promise.reject(new Error('not used by these pages'))),
    servedCities: createServedCitiesApi(() => Promise.reject(new Error('not used'))),
    auth: createAuthApi(() => Promise.reject(new Error('not used by these pages'))),
    payees: createPayeesApi(() => Promise.reject(new Error('not used'))),
    companyPayees: createCompanyPayeesApi(() => Promise.reject(new Error('not used'))),
    uploads: createUploadsApi(() => Promise.reject(new Error('not used'))),
    remittances: createRemittancesApi(() => Promise.reject(new Error('not used'))),
    paperMoney: createPaperMoneyApi(() => Promise.reject(new Error('not used'))),
    payments: createPaymentsApi(() => Promise.reject(new Error('not used'))),
    cardPayments: createCardPaymentsApi(() => Promise.reject(new Error('not used'))),
    adminSpread: createAdminSpreadApi(() => Promise.reject(new Error('not used'))),
    limitUpdates: createLimitUpdatesApi(() => Promise.reject(new Error('not used'))),
    backOffice: createBackOfficeApi(() => Promise.reject(new Error('not used'))),
    sandboxMailbox: createSandboxMailboxApi(() =>
      Promise.reject(new Error('not used by these pages')),
    ),
  };
  return {
    api,
    correspondents: createCorrespondentStore(api),
    session: memorySessionStore(api.auth),
    lookups,
  };
}

function renderAt(path: string, services: PortalServices, locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <ServicesProvider services={services}>
      <LocaleProvider initial={locale}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ServicesProvider>,
  );
  return router;
}

// The public home's simulator talks to the API through its own widget client: keep it off the
// network (happy-dom would send it to localhost:3000).
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no network in these tests')));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
});

describe('correspondent area (spec platform §2.2)', () => {
  it('shows a busy page skeleton while the pages load, then the loading overlay while the correspondent is looked up', async () => {
    const services = fakeServices([correspondent({})]);
    renderAt('/antiga', services);
    // Before the area's chunks have loaded (issue 15): the page's frame, busy, with no text.
    const skeleton = screen.getByRole('status', { name: 'Carregando…' });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.textContent).toBe('');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Carregando…'));
  });

  it('sends a disabled correspondent to its page with the name and phone in the message', async () => {
    const services = fakeServices([correspondent({})]);
    const router = renderAt('/antiga', services);
    const message = await screen.findByTestId('disabled-message');
    expect(message.textContent).toBe(
      'O correspondente Antiga Câmbio está inativo no momento, aguarde alguns minutos ou entre em contato pelo telefone +55 11 4000-1234.',
    );
    expect(router.state.location.pathname).toBe('/antiga/disabled-correspondent');
  });

  it('words the disabled message in English for an en-US visitor', async () => {
    const services = fakeServices([correspondent({})]);
    renderAt('/antiga/login', services, 'en-US');
    const message = await screen.findByTestId('disabled-message');
    expect(message.textContent).toBe(
      'The correspondent Antiga Câmbio is currently inactive, wait a few minutes or contact us at the telephone number +55 11 4000-1234.',
    );
  });

  it('lands an unknown correspondent on the public landing', async () => {
    const services = fakeServices([]);
    const router = renderAt('/nope', services);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('Bem-vindo!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(services.lookups).toEqual(['nope']);
  });

  it('never looks a reserved identifier up as a tenant', async () => {
    const services = fakeServices([]);
    const router = renderAt('/widgets', services);
    await screen.findByText('Bem-vindo!');
    expect(router.state.location.pathname).toBe('/');
    expect(services.lookups).toEqual([]);
  });

  it('paints an active correspondent’s colours page-wide and titles the page with its name', async () => {
    const aurora = correspondent({
      id: 2,
      identifier: 'aurora',
      name: 'Aurora Remessas',
      active: true,
      primaryColor: '#6B2FBF',
    });
    const services = fakeServices([aurora]);
    renderAt('/aurora/login', services);
    await screen.findByRole('heading', { name: 'Entrar' });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--primary')).toBe('#6B2FBF');
    expect(style.getPropertyValue('--primary-color')).toBe('#6B2FBF');
    expect(style.getPropertyValue('--secondary-color')).toBe('#26A69A');
    expect(document.title).toBe('Aurora Remessas - Câmbio prático, rápido, seguro!');
    expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe(
      'pt_BR',
    );
  });

  it('sends an active correspondent away from the disabled page to its home', async () => {
    const demo = correspondent({ id: 1, identifier: 'demo', name: 'Demo Câmbio', active: true });
    const services = fakeServices([demo]);
    const router = renderAt('/demo/disabled-correspondent', services);
    await screen.findAllByText('Demo Câmbio');
    expect(router.state.location.pathname).toBe('/demo');
  });
});

describe('global routes', () => {
  it('redirects /public and unknown paths to the landing', async () => {
    const router = renderAt('/public', fakeServices([]));
    await screen.findByText('Bem-vindo!');
    expect(router.state.location.pathname).toBe('/');
    cleanup();
    const router2 = renderAt('/demo/app/does/not/exist', fakeServices([]));
    await screen.findByText('Bem-vindo!');
    expect(router2.state.location.pathname).toBe('/');
  });

  it('shows the not-found wording of the spec on /404', async () => {
    renderAt('/404', fakeServices([]), 'en-US');
    expect(await screen.findByRole('heading', { name: '404 Page not found...' })).toBeTruthy();
  });

  it('shows both maintenance wordings', async () => {
    renderAt('/maintenance', fakeServices([]), 'en-US');
    expect(
      await screen.findByText('We are currently working on improvements. Please check back later.'),
    ).toBeTruthy();
    expect(screen.getByText(/revolutionising the exchange market/)).toBeTruthy();
  });

  it('marks a private placeholder with its declared auth and names the screen, not its route', async () => {
    const demo = correspondent({ id: 1, identifier: 'demo', name: 'Demo Câmbio', active: true });
    renderAt(
      '/demo/app/reports/moneygram/refund/7',
      { ...fakeServices([demo]), session: signedInSessionStore() },
      'en-US',
    );
    expect(await screen.findByRole('heading', { name: 'Request a refund' })).toBeTruthy();
    expect(screen.getByText(/This service is not available yet/)).toBeTruthy();
    expect(screen.queryByText(/moneygram-reports-refund/)).toBeNull();
    expect(document.querySelector('[data-route="private-root"]')?.getAttribute('data-auth')).toBe(
      'true',
    );
  });

  it('redirects the reports entry to the outbound history', async () => {
    const demo = correspondent({ id: 1, identifier: 'demo', name: 'Demo Câmbio', active: true });
    const router = renderAt('/demo/app/reports', {
      ...fakeServices([demo]),
      session: signedInSessionStore(),
    });
    await screen.findByRole('heading', { level: 1, name: /Histórico|History/ });
    expect(router.state.location.pathname).toBe('/demo/app/reports/remittance/outbound');
  });
});
