/**
 * Harness of the payee sections' tests: a section rendered alone with the real portal services
 * over the routed fake `fetch` of the profile harness, the demo correspondent and a memory
 * router (so its Add/Edit links resolve).
 * @module
 */
import type { ReactNode } from 'react';
import { renderWithServices } from '../operations/panel-harness';
import type { Answer } from '../profile/profile-harness';

/** The individual's API base of the fixtures' CPF. */
export const PHYSICAL = '/api/customers/v1/physicals/52998224725';

/** Renders `node` at `/demo/app/checkout/remittance/outbound` with the fake API. */
export function renderSection(
  node: ReactNode,
  routes: Record<string, Answer | Answer[]>,
  locale: 'pt-BR' | 'en-US' = 'pt-BR',
) {
  return renderWithServices(node, routes, locale, '/demo/app/checkout/remittance/outbound');
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
