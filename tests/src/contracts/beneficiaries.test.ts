import { describe, expect, test } from 'vitest';
import {
  BeneficiaryInputSchema,
  BeneficiaryParamsSchema,
  BeneficiaryPathSchema,
} from '../../../src/contracts/beneficiaries';
import {
  IdentifierCodeInputSchema,
  InvestmentBrokerInputSchema,
} from '../../../src/contracts/investment-brokers';
import { isCatalogueKey, issuesOf } from './fixtures';
import { beneficiary, broker, usBankData } from './operation-fixtures';

describe('BeneficiaryInputSchema', () => {
  test('accepts an individual in Germany with an IBAN account', () => {
    expect(issuesOf(BeneficiaryInputSchema.safeParse(beneficiary))).toEqual([]);
  });

  test('accepts a company in the United States with an ACH account', () => {
    const company = {
      ...beneficiary,
      personType: 'legal',
      fullName: 'Acme Trading LLC',
      currency: 'USD',
      address: { ...beneficiary.address, country: 'US', city: 'New York', street: '5th Avenue' },
      account: usBankData,
    };
    expect(issuesOf(BeneficiaryInputSchema.safeParse(company))).toEqual([]);
  });

  test('accepts a beneficiary with study documents and Argentine documents', () => {
    const student = {
      ...beneficiary,
      DNI: '12.345.678',
      CUIT: '20-12345678-6',
      studyDocuments: [{ key: '52998224725-remittance.pdf' }],
    };
    expect(issuesOf(BeneficiaryInputSchema.safeParse(student))).toEqual([]);
  });

  test.each<[Record<string, unknown>, [string, string][], string]>([
    [{ fullName: 'Hans' }, [['fullName', 'validation.isNameWithSurname']], 'no surname'],
    [{ fullName: 'H Müller' }, [['fullName', 'validation.isValidFullName']], 'a one-letter name'],
    [
      { fullName: `${'H'.repeat(21)} Müller` },
      [['fullName', 'validation.nameWithNoWhitespaceIsValid']],
      'a first name over 20 characters',
    ],
    [
      { fullName: `Hans ${'M'.repeat(31)}` },
      [['fullName', 'validation.surnameWithNoWhitespaceIsValid']],
      'a surname over 30 characters',
    ],
    [
      { personType: 'legal', fullName: 'Acme' },
      [['fullName', 'validation.isValidFullCompanyName']],
      'a one-word company',
    ],
    [{ fullName: '' }, [['fullName', 'validation.required']], 'no name'],
    [{ email: 'hans@' }, [['email', 'validation.email']], 'a bad e-mail'],
    [{ phone: '+49 123' }, [['phone', 'validation.phone']], 'a bad phone'],
    [{ cpf: '529.982.247-24' }, [['cpf', 'validation.cpf']], 'a bad CPF'],
    [{ CUIT: '20-12345678-0' }, [['CUIT', 'validation.bank.cuit']], 'a bad CUIT'],
    [{ DNI: '123' }, [['DNI', 'validation.bank.dni']], 'a bad DNI'],
    [{ currency: 'BRL' }, [['currency', 'validation.bank.currency']], 'BRL abroad'],
    [
      { currency: 'USD' },
      [['account.currency', 'validation.bank.currency']],
      'an account in another currency',
    ],
    [{ personType: 'robot' }, [['personType', 'validation.personType']], 'an unknown person type'],
    [
      { address: { ...beneficiary.address, country: 'Germany' } },
      [['address.country', 'validation.isValidCountry']],
      'a country name instead of its code',
    ],
    [
      { address: { ...beneficiary.address, city: ' ' } },
      [['address.city', 'validation.required']],
      'no city',
    ],
    [
      {
        account: {
          ...beneficiary.account,
          code: { option: 'IBAN', value: 'DE89370400440532013001' },
        },
      },
      [['account.code.value', 'validation.bank.iban']],
      'a bad IBAN',
    ],
  ])('refuses %j (%s)', (change, expected) => {
    const result = BeneficiaryInputSchema.safeParse({ ...beneficiary, ...change });
    expect(issuesOf(result)).toEqual(expected);
    for (const [, message] of expected) expect(isCatalogueKey(message)).toBe(true);
  });

  test('a nested rule reports the same path however often the schema parses', () => {
    const bad = {
      ...beneficiary,
      account: { ...beneficiary.account, code: { option: 'IBAN', value: 'DE00' } },
    };
    for (let i = 0; i < 3; i += 1) {
      expect(issuesOf(BeneficiaryInputSchema.safeParse(bad))).toEqual([
        ['account.code.value', 'validation.bank.iban'],
      ]);
    }
  });

  test('paths carry the CPF, the lower-case type and currency', () => {
    expect(
      BeneficiaryPathSchema.parse({ cpf: '52998224725', type: 'outbound', currency: 'eur' }),
    ).toEqual({ cpf: '52998224725', type: 'outbound', currency: 'eur' });
    expect(BeneficiaryParamsSchema.parse({ cpf: '52998224725', id: '7' }).id).toBe(7);
  });
});

describe('InvestmentBrokerInputSchema', () => {
  test('accepts a US broker with ACH and SWIFT codes', () => {
    expect(issuesOf(InvestmentBrokerInputSchema.safeParse(broker))).toEqual([]);
  });

  test('accepts a broker with only one of the two codes', () => {
    expect(InvestmentBrokerInputSchema.safeParse({ ...broker, achCode: null }).success).toBe(true);
    expect(InvestmentBrokerInputSchema.safeParse({ ...broker, swiftCode: '' }).success).toBe(true);
  });

  test.each<[Record<string, unknown>, [string, string][], string]>([
    [
      { achCode: null, swiftCode: null },
      [['achCode', 'validation.bank.brokerCode']],
      'no code at all',
    ],
    [{ achCode: '021000022' }, [['achCode', 'validation.bank.isValidACH']], 'a bad routing number'],
    [{ swiftCode: 'CHAS33' }, [['swiftCode', 'validation.bank.swift']], 'a bad BIC'],
    [
      { currency: 'EUR' },
      [['currency', 'validation.bank.currency']],
      'investments in EUR (USD only)',
    ],
    [
      { accountNumber: '12#4' },
      [['accountNumber', 'validation.bank.accountNumber']],
      'a bad number',
    ],
    [{ accountNumber: '' }, [['accountNumber', 'validation.required']], 'no number'],
    [{ country: 'USA' }, [['country', 'validation.isValidCountry']], 'a three-letter country'],
  ])('refuses %j (%s)', (change, expected) => {
    expect(issuesOf(InvestmentBrokerInputSchema.safeParse({ ...broker, ...change }))).toEqual(
      expected,
    );
  });

  test('the identifier code is required', () => {
    expect(issuesOf(IdentifierCodeInputSchema.safeParse({ bankCode: ' ' }))).toEqual([
      ['bankCode', 'validation.required'],
    ]);
    expect(IdentifierCodeInputSchema.parse({ bankCode: 'IBKR-4471' }).bankCode).toBe('IBKR-4471');
  });
});
