/**
 * Harness of the payee sections' tests: a section rendered alone with the real portal services
 * over the routed fake `fetch` of the profile harness, the demo correspondent and a memory
 * router (so its Add/Edit links resolve).
 * @module
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMemoryOperatorStore } from '../../../src/stores/session-store';
import { CorrespondentContext } from '../../../portal/app/correspondent-context';
import { LocaleProvider } from '../../../portal/app/locale';
import { createPortalServices, ServicesProvider } from '../../../portal/app/services';
import { correspondentFixture } from '../../src/api/fixtures';
import { routedFetch, type Answer } from '../profile/profile-harness';
import { memorySessionTokens } from '../session-fixture';

/** The individual's API base of the fixtures' CPF. */
export const PHYSICAL = '/api/customers/v1/physicals/52998224725';

/** Renders `node` at `/demo/app/checkout/remittance/outbound` with the fake API. */
export function renderSection(
  node: ReactNode,
  routes: Record<string, Answer | Answer[]>,
  locale: 'pt-BR' | 'en-US' = 'pt-BR',
) {
  const { fetch, calls } = routedFetch(routes);
  const services = createPortalServices({
    fetch,
    tokenStore: memorySessionTokens(),
    operatorStore: createMemoryOperatorStore(),
  });
  const router = createMemoryRouter([{ path: '*', element: node }], {
    initialEntries: ['/demo/app/checkout/remittance/outbound'],
  });
  const view = render(
    <ServicesProvider services={services}>
      <LocaleProvider initial={locale}>
        <CorrespondentContext.Provider value={correspondentFixture()}>
          <RouterProvider router={router} />
        </CorrespondentContext.Provider>
      </LocaleProvider>
    </ServicesProvider>,
  );
  return { ...view, calls, router };
}

/** An account abroad as the API answers it. */
export function accountFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 9,
    type: 'OUTBOUND',
    name: 'Hans Peter Müller',
    currency: 'EUR',
    number: null,
    bankName: 'Commerzbank',
    bankCountry: 'DE',
    bankCode: 'DE89370400440532013000',
    code: { option: 'IBAN', value: 'DE89370400440532013000' },
    iban: 'DE89370400440532013000',
    bankAccountType: 'ch',
    bankBranch: null,
    bankCode2: null,
    inboundBankCode: null,
    pixType: null,
    pixKey: null,
    beneficiaryDocument: null,
    ...overrides,
  };
}

/** A beneficiary as the API answers it. */
export function beneficiaryFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 4,
    fullName: 'Hans Peter Müller',
    personType: 'physical',
    email: null,
    phone: null,
    cpf: null,
    DNI: null,
    CUIT: null,
    currency: 'EUR',
    type: 'OUTBOUND',
    subType: null,
    studyDocuments: [],
    address: {
      country: 'DE',
      state: null,
      city: 'Berlin',
      neighborhood: null,
      street: 'Unter den Linden',
      number: '77',
      complement: null,
      zipCode: '10117',
      nickname: null,
    },
    account: accountFixture(),
    ...overrides,
  };
}

/** A broker as the API answers it. */
export function brokerFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 3,
    name: 'Interactive Brokers LLC',
    country: 'US',
    bankCountry: 'US',
    currency: 'USD',
    achCode: '021000021',
    swiftCode: 'CHASUS33',
    accountNumber: '000987654321',
    bankName: 'JPMorgan Chase',
    bankCode: null,
    zipCode: null,
    address: null,
    ...overrides,
  };
}
