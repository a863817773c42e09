import { describe, expect, test, vi } from 'vitest';
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
import { createApiClient, type ErrorReporter } from '../../../src/api/client';
import { NotFoundError, ServiceUnavailableError } from '../../../src/api/errors';
import type { Correspondent } from '../../../src/contracts/correspondent';
import { createCustomersApi } from '../../../src/api/customers';
import { createPasswordsApi } from '../../../src/api/passwords';
import { createQuotationsApi } from '../../../src/api/quotations';
import { createQuotationFiguresApi } from '../../../src/api/quotation-figures';
import { createRegistrationApi } from '../../../src/api/registration';
import { createServedCitiesApi } from '../../../src/api/served-cities';
import { createZipCodesApi } from '../../../src/api/zip-codes';
import { createCorrespondentStore } from '../../../src/stores/correspondent-store';
import { createFakeFetch } from '../api/fake-fetch';
import { correspondentFixture } from '../api/fixtures';

function apiAnswering(get: (identifier: string) => Promise<Correspondent>): ApiClient {
  return {
    request: () => Promise.reject(new Error('not used')),
    correspondents: { get, agents: () => Promise.resolve([]) },
    quotations: createQuotationsApi(() => Promise.reject(new Error('not used'))),
    quotationFigures: createQuotationFiguresApi(() => Promise.reject(new Error('not used'))),
    customers: createCustomersApi(() => Promise.reject(new Error('not used'))),
    registration: createRegistrationApi(() => Promise.reject(new Error('not used'))),
    passwords: createPasswordsApi(() => Promise.reject(new Error('not used'))),
    zipCodes: createZipCodesApi(() => Promise.reject(new Error('not used'))),
    servedCities: createServedCitiesApi(() => Promise.reject(new Error('not used'))),
    auth: createAuthApi(() => Promise.reject(new Error('not used'))),
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
    sandboxMailbox: createSandboxMailboxApi(() => Promise.reject(new Error('not used'))),
  };
}

function notFound(): NotFoundError {
  return new NotFoundError({ url: '/v1/correspondents/x', method: 'GET', status: 404 });
}

describe('createCorrespondentStore', () => {
  test('starts idle, shows loading, then ready for an active correspondent', async () => {
    const store = createCorrespondentStore(
      apiAnswering(() => Promise.resolve(correspondentFixture())),
    );
    const seen: string[] = [];
    store.$state.subscribe((state) => seen.push(state.status));
    const final = await store.load('demo');
    expect(seen).toEqual(['idle', 'loading', 'ready']);
    expect(final).toEqual({ status: 'ready', correspondent: correspondentFixture() });
    expect(store.$state.get()).toBe(final);
  });

  test('an inactive correspondent is disabled, keeping its data for the message', async () => {
    const antiga = correspondentFixture({ id: 3, identifier: 'antiga', active: false });
    const store = createCorrespondentStore(apiAnswering(() => Promise.resolve(antiga)));
    expect(await store.load('antiga')).toEqual({ status: 'disabled', correspondent: antiga });
  });

  test('an unknown identifier is not-found', async () => {
    const store = createCorrespondentStore(apiAnswering(() => Promise.reject(notFound())));
    expect(await store.load('nobody')).toEqual({ status: 'not-found', identifier: 'nobody' });
  });

  test('a 503 and any other failure are errors', async () => {
    const unavailable = new ServiceUnavailableError({ url: '/x', method: 'GET', status: 503 });
    const boom = new TypeError('fetch failed');
    const storeA = createCorrespondentStore(apiAnswering(() => Promise.reject(unavailable)));
    const storeB = createCorrespondentStore(apiAnswering(() => Promise.reject(boom)));
    expect(await storeA.load('demo')).toEqual({ status: 'error', error: unavailable });
    expect(await storeB.load('demo')).toEqual({ status: 'error', error: boom });
  });

  test('a 503 from the real client is reported once and ends in the error state', async () => {
    const fake = createFakeFetch();
    const reporter = vi.fn<ErrorReporter>();
    const api = createApiClient({ baseURL: 'https://x/api', fetch: fake.fetch, reporter });
    fake.respond(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' });
    const state = await createCorrespondentStore(api).load('demo');
    expect(state.status).toBe('error');
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter.mock.calls[0]?.[0]).toBeInstanceOf(ServiceUnavailableError);
  });

  test('two stores are independent', async () => {
    const aurora = correspondentFixture({ id: 2, identifier: 'aurora', name: 'Aurora Remessas' });
    const api = apiAnswering((identifier) =>
      identifier === 'aurora' ? Promise.resolve(aurora) : Promise.reject(notFound()),
    );
    const first = createCorrespondentStore(api);
    const second = createCorrespondentStore(api);
    await first.load('aurora');
    expect(first.$state.get()).toEqual({ status: 'ready', correspondent: aurora });
    expect(second.$state.get()).toEqual({ status: 'idle' });
    await second.load('nobody');
    expect(first.$state.get().status).toBe('ready');
    expect(second.$state.get().status).toBe('not-found');
  });

  test('a slow answer for an earlier identifier does not overwrite the latest one', async () => {
    let releaseSlow: (c: Correspondent) => void = () => undefined;
    const slow = new Promise<Correspondent>((resolve) => {
      releaseSlow = resolve;
    });
    const fast = correspondentFixture({ identifier: 'aurora' });
    const store = createCorrespondentStore(
      apiAnswering((identifier) => (identifier === 'demo' ? slow : Promise.resolve(fast))),
    );
    const first = store.load('demo');
    await store.load('aurora');
    releaseSlow(correspondentFixture());
    await first;
    expect(store.$state.get()).toEqual({ status: 'ready', correspondent: fast });
  });
});
