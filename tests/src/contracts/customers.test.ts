import { describe, expect, test } from 'vitest';
import {
  CompanySchema,
  CompanyUpdateBodySchema,
  IndividualParamsSchema,
  IndividualSchema,
  IndividualUpdateBodySchema,
  LimitViewSchema,
  OperationalLimitSchema,
  limitView,
} from '../../../src/contracts/customers';
import { address } from './fixtures';
import { issuesOf } from './fixtures';

const savedAddress = { id: 1, ...address, default: true };

describe('IndividualSchema and its update', () => {
  const record = {
    cpf: '52998224725',
    name: 'Ana Maria Souza',
    nickname: null,
    email: 'cliente@demo.test',
    phone: '+5511961234567',
    profession: 'Engenheira',
    monthlyIncome: 850_000,
    birthDate: '1990-03-05',
    revenue: null,
    indicator: { id: 3 },
    wlCorrespondents: [1],
    wlStatus: 'APPROVED',
    needsComplianceUpdate: false,
    addresses: [savedAddress],
    billingAddresses: [],
  };

  test('reads a full record', () => {
    expect(IndividualSchema.parse(record).addresses[0]?.zipCode).toBe('01310-200');
  });

  test('accepts a partial update and checks each field present', () => {
    expect(IndividualUpdateBodySchema.safeParse({ profession: 'Médica' }).success).toBe(true);
    expect(
      issuesOf(IndividualUpdateBodySchema.safeParse({ fullName: 'Ana', phone: '123' })),
    ).toEqual([
      ['fullName', 'validation.isNameWithSurname'],
      ['phone', 'validation.phone'],
    ]);
  });

  test('takes a valid CPF as the path parameter', () => {
    expect(IndividualParamsSchema.safeParse({ cpf: '52998224725' }).success).toBe(true);
    expect(issuesOf(IndividualParamsSchema.safeParse({ cpf: '52998224724' }))).toEqual([
      ['cpf', 'validation.cpf'],
    ]);
  });
});

describe('CompanySchema and its update', () => {
  const record = {
    cnpj: '11222333000181',
    name: 'Empresa Demo Ltda',
    nickname: null,
    email: 'empresa@demo.test',
    mobile: '+5511961234567',
    wlStatus: 'APPROVED',
    wlCorrespondents: [1],
    source: 'portal',
    pendencies: [],
    revenue: 120_000_000,
    indicator: null,
    needsComplianceUpdate: false,
    notificationStatus: {
      operationalLimit: {
        email: {
          operationalLimitAt50: true,
          operationalLimitAt85: false,
          operationalLimitAt100: false,
        },
      },
    },
    personInCharge: { doc: '11144477735', email: 'carlos@acme.example', name: 'Carlos Pereira' },
    addresses: [savedAddress],
    billingAddresses: [
      {
        id: 2,
        street: 'Rua Augusta',
        number: null,
        complement: null,
        neighborhood: 'Consolação',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
        zipCode: '01305-000',
        addressReceipt: 'uploads/11222333000181-receipt.pdf',
      },
    ],
    documents: [
      {
        documentType: 'SOCIAL_CONTRACT',
        documentValues: [],
        versions: [
          {
            approved: null,
            createdAt: '2026-01-10T12:00:00Z',
            files: [{ key: 'uploads/contract-front.pdf', side: 'FRONT' }],
          },
        ],
      },
    ],
  };

  test('reads the legal-person record of the spec', () => {
    const parsed = CompanySchema.parse(record);
    expect(parsed.notificationStatus.operationalLimit.email.operationalLimitAt50).toBe(true);
    expect(parsed.documents[0]?.versions[0]?.files[0]?.side).toBe('FRONT');
  });

  test('checks the person in charge and the company name on update', () => {
    expect(
      CompanyUpdateBodySchema.safeParse({
        companyName: 'Empresa Demo Ltda',
        personInChargeDoc: '12.ABC.345/01DE-35',
        annualIncome: 100_000_00,
      }).success,
    ).toBe(true);
    expect(
      issuesOf(
        CompanyUpdateBodySchema.safeParse({ companyName: 'Demo', personInChargeEmail: 'x@' }),
      ),
    ).toEqual([
      ['companyName', 'validation.isValidFullCompanyName'],
      ['personInChargeEmail', 'validation.email'],
    ]);
  });
});

describe('limitView', () => {
  test.each([
    [
      { operationalLimit: 1_000_000, operationalLimitUsed: 350_000 },
      1_000_000,
      350_000,
      650_000,
      35,
      false,
    ],
    [
      { operationalLimit: 1_000_000, operationalLimitUsed: 700_000 },
      1_000_000,
      700_000,
      300_000,
      70,
      true,
    ],
    [{ operationalLimit: 800, operationalLimitUsed: 100 }, 800, 100, 700, 12.5, false],
    [{ operationalLimit: 1_000, operationalLimitUsed: 1_200 }, 1_000, 1_200, 0, 120, true],
  ])(
    '%j → max %i, used %i, available %i, %d%%, warning %s',
    (amounts, max, used, available, percentage, warning) => {
      const limit = OperationalLimitSchema.parse({ operationalLimitPeriod: 'ANNUAL', ...amounts });
      expect(limitView(limit, 'PENDING')).toEqual({
        max,
        used,
        available,
        percentageOfUse: percentage,
        warning,
        lastRequestStatus: 'PENDING',
      });
    },
  );

  test('shows zeros and 0% without limit data', () => {
    const view = limitView(undefined);
    expect(LimitViewSchema.parse(view)).toEqual({
      max: 0,
      used: 0,
      available: 0,
      percentageOfUse: 0,
      warning: false,
      lastRequestStatus: null,
    });
  });

  test('refuses amounts that are not whole cents', () => {
    expect(
      OperationalLimitSchema.safeParse({
        operationalLimitPeriod: 'ANNUAL',
        operationalLimit: 10.5,
        operationalLimitUsed: 0,
      }).success,
    ).toBe(false);
  });
});
