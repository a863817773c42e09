import type { Address } from '../../../src/contracts/addresses';
import {
  limitView,
  type Company,
  type Individual,
  type OperationalLimit,
  type OperationalLimitAnswer,
} from '../../../src/contracts/customers';

/** A saved address as the API answers it. */
export function addressFixture(overrides: Partial<Address> = {}): Address {
  return {
    id: 7,
    nickname: 'Casa',
    street: 'Avenida Paulista',
    number: 1578,
    complement: 'Apto 12',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
    zipCode: '01310200',
    default: true,
    ...overrides,
  };
}

/** The sandbox individual's record (cliente@demo.test). */
export function individualFixture(overrides: Partial<Individual> = {}): Individual {
  return {
    cpf: '52998224725',
    name: 'Ana Cliente da Silva',
    nickname: null,
    email: 'cliente@demo.test',
    phone: '+5511961234567',
    profession: 'Engenheira',
    monthlyIncome: 1_250_000,
    birthDate: '1990-05-17',
    revenue: null,
    indicator: null,
    wlCorrespondents: [1],
    wlStatus: 'APPROVED',
    needsComplianceUpdate: false,
    addresses: [addressFixture()],
    billingAddresses: [],
    ...overrides,
  };
}

/** The sandbox company's record (empresa@demo.test). */
export function companyFixture(overrides: Partial<Company> = {}): Company {
  return {
    cnpj: '11222333000181',
    name: 'Empresa Demo Comércio Ltda',
    nickname: null,
    email: 'empresa@demo.test',
    mobile: '+5511961234568',
    wlStatus: 'APPROVED',
    wlCorrespondents: [1],
    source: null,
    pendencies: [],
    revenue: 120_000_000,
    indicator: null,
    needsComplianceUpdate: false,
    notificationStatus: {
      operationalLimit: {
        email: {
          operationalLimitAt50: false,
          operationalLimitAt85: false,
          operationalLimitAt100: false,
        },
      },
    },
    personInCharge: { doc: '39053344705', email: 'responsavel@demo.test', name: 'Rui Responsável' },
    addresses: [],
    billingAddresses: [],
    documents: [],
    ...overrides,
  };
}

/** The sandbox individual's limit: USD 10,000 with 3,250 used. */
export function limitFixture(overrides: Partial<OperationalLimit> = {}): OperationalLimit {
  return {
    operationalLimitPeriod: 'ANNUAL',
    operationalLimit: 1_000_000,
    operationalLimitUsed: 325_000,
    ...overrides,
  };
}

/** The `GET /limit` answer of {@link limitFixture}: the limit with the card's view. */
export function limitAnswerFixture(
  overrides: Partial<OperationalLimit> = {},
): OperationalLimitAnswer {
  const limit = limitFixture(overrides);
  return { ...limit, view: limitView(limit) };
}
