import { describe, expect, test } from 'vitest';
import {
  AccountInputSchema,
  BankDataInputSchema,
  OUTBOUND_ACCOUNT_CURRENCIES,
} from '../../../src/contracts/accounts';
import { isCatalogueKey, issuesOf } from './fixtures';
import { germanBankData, usBankData } from './operation-fixtures';

const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('bank data of an account abroad', () => {
  test('the outbound currencies are those of spec operations §9.2', () => {
    expect(OUTBOUND_ACCOUNT_CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'ARS', 'PEN']);
  });

  test.each([
    ['a German IBAN without account number', germanBankData],
    ['a US routing number and account', usBankData],
    [
      'a UK sort code and account, with an IBAN too',
      {
        ...usBankData,
        name: 'Jane Doe',
        bankCountry: 'GB',
        currency: 'GBP',
        code: { option: 'SORT_CODE', value: '20-00-00' },
        number: '12345678',
        iban: 'GB82WEST12345698765432',
      },
    ],
    [
      'an Australian BSB',
      {
        ...usBankData,
        bankCountry: 'AU',
        currency: 'AUD',
        code: { option: 'BSB_CODE', value: '062-000' },
      },
    ],
    [
      'a Canadian transit number',
      {
        ...usBankData,
        bankCountry: 'CA',
        currency: 'CAD',
        code: { option: 'TRANSIT', value: '00012' },
      },
    ],
    [
      'an Argentine CBU with a SWIFT code and a CUIT',
      {
        ...usBankData,
        bankCountry: 'AR',
        currency: 'ARS',
        code: { option: 'SWIFT_BIC', value: 'BMACARBA' },
        number: '2850590940090418135201',
        beneficiaryDocument: { beneficiaryDocType: 'CUIT', value: '20-12345678-6' },
      },
    ],
    [
      'a Peruvian CCI',
      {
        ...usBankData,
        bankCountry: 'PE',
        currency: 'PEN',
        code: { option: 'SWIFT_BIC', value: 'BCPLPEPL' },
        number: '00219300123456789012',
      },
    ],
  ])('accepts %s', (_name, data) => {
    const result = BankDataInputSchema.safeParse(data);
    expect(issuesOf(result)).toEqual([]);
  });

  test.each<[Record<string, unknown>, [string, string][], string]>([
    [
      { code: { option: 'ACH', value: '021000022' } },
      [['code.value', 'validation.bank.isValidACH']],
      'a wrong routing checksum',
    ],
    [
      { currency: 'EUR', bankCountry: 'DE', code: { option: 'IBAN', value: '021000021' } },
      [['code.value', 'validation.bank.iban']],
      'an invalid IBAN',
    ],
    [
      { code: { option: 'SWIFT_BIC', value: 'DEUTDEFF' } },
      [['code.value', 'validation.bank.swift']],
      'a German BIC for a US bank',
    ],
    [
      { code: { option: 'BSB_CODE', value: '062000' } },
      [['code.option', 'validation.bank.codeOption']],
      'an option USD does not offer',
    ],
    [
      { code: { option: 'ROUTING', value: '021000021' } },
      [['code.option', 'validation.bank.codeOption']],
      'an unknown option',
    ],
    [{ number: '' }, [['number', 'validation.required']], 'no account number'],
    [
      { number: '1234#' },
      [['number', 'validation.bank.accountNumber']],
      'a special character in the number',
    ],
    [{ currency: 'JPY' }, [['currency', 'validation.bank.currency']], 'a currency not sent abroad'],
    [
      { bankCountry: 'usa' },
      [['bankCountry', 'validation.isValidCountry']],
      'a country not in ISO alpha-2',
    ],
    [
      { name: 'John <Smith>' },
      [['name', 'validation.isStringWithoutSpecialCharacters']],
      'special characters in the name',
    ],
    [{ name: ' ' }, [['name', 'validation.required']], 'a blank name'],
    [
      { bankAccountType: 'xx' },
      [['bankAccountType', 'validation.bank.accountType']],
      'an unknown account type',
    ],
    [
      { iban: 'GB82WEST12345698765432' },
      [['iban', 'validation.bank.ibanCountry']],
      'an IBAN of another country',
    ],
    [
      { bankCode2: 'x'.repeat(141) },
      [['bankCode2', 'validation.tooLong']],
      'a note over 140 characters',
    ],
  ])('refuses %j (%s)', (change, expected) => {
    const result = BankDataInputSchema.safeParse({ ...usBankData, ...change });
    expect(issuesOf(result)).toEqual(expected);
    for (const [, message] of expected) expect(isCatalogueKey(message)).toBe(true);
  });

  test('an ARS account needs a valid CBU and an Argentine document', () => {
    const base = {
      ...usBankData,
      bankCountry: 'AR',
      currency: 'ARS',
      code: { option: 'SWIFT_BIC', value: 'BMACARBA' },
    };
    expect(
      issuesOf(
        BankDataInputSchema.safeParse({
          ...base,
          number: '2850590940090418135202',
          beneficiaryDocument: { beneficiaryDocType: 'CUIT', value: '20-12345678-0' },
        }),
      ),
    ).toEqual([
      ['beneficiaryDocument.value', 'validation.bank.cuit'],
      ['number', 'validation.bank.cbu'],
    ]);
  });

  test('a German IBAN for an account whose bank is in Germany has no number to give', () => {
    expect(BankDataInputSchema.parse(germanBankData).code.value).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
  });
});

describe('the customer’s own Brazilian account (INBOUND)', () => {
  const base = { type: 'INBOUND', name: 'Ana Maria Souza' };

  test.each([
    ['a random key', { pixType: 'hash', pixKey: '123e4567-e12b-12d1-a456-426655440000' }],
    ['a phone key', { pixType: 'phone', pixKey: '(11) 96123-4567' }],
    ['an e-mail key', { pixType: 'email', pixKey: 'ana.souza@example.com' }],
    ['a CPF key', { pixType: 'cpf', pixKey: '529.982.247-25' }],
    ['a copy-paste code', { pixType: 'qrcode', pixKey: BCB_STATIC }],
    [
      'bank data',
      { inboundBankCode: '341', bankBranch: '0001', number: '12345-6', bankAccountType: 'ch' },
    ],
  ])('accepts %s', (_name, change) => {
    expect(issuesOf(AccountInputSchema.safeParse({ ...base, ...change }))).toEqual([]);
  });

  test.each<[Record<string, unknown>, [string, string][], string]>([
    [{}, [['', 'validation.pix.keyOrBank']], 'neither a key nor bank data'],
    [
      { pixType: 'phone', pixKey: '(61) 3312-3456' },
      [['pixKey', 'validation.pix.phone']],
      'a landline',
    ],
    [
      { pixType: 'hash', pixKey: 'not-a-uuid' },
      [['pixKey', 'validation.pix.hash']],
      'a bad random key',
    ],
    [
      { pixType: 'qrcode', pixKey: BCB_STATIC.slice(0, -4) + '0000' },
      [['pixKey', 'validation.pix.qrcode']],
      'a code with a wrong CRC',
    ],
    [
      { pixType: 'cpf', pixKey: '529.982.247-24' },
      [['pixKey', 'validation.cpf']],
      'an invalid CPF key',
    ],
    [{ pixKey: 'ana@example.com' }, [['pixType', 'validation.pix.type']], 'a key without its type'],
    [{ pixType: 'pix', pixKey: 'x' }, [['pixType', 'validation.pix.type']], 'an unknown key type'],
    [
      { inboundBankCode: '34', bankBranch: '0001', number: '12345-6', bankAccountType: 'ch' },
      [['inboundBankCode', 'validation.bank.compe']],
      'a two-digit bank code',
    ],
    [
      { inboundBankCode: '341', bankBranch: '1', number: '12345-6', bankAccountType: 'ch' },
      [['bankBranch', 'validation.bank.branch']],
      'a one-digit branch',
    ],
    [
      { inboundBankCode: '341', number: '12345-6' },
      [
        ['bankBranch', 'validation.required'],
        ['bankAccountType', 'validation.required'],
      ],
      'half the bank data',
    ],
  ])('refuses %j (%s)', (change, expected) => {
    expect(issuesOf(AccountInputSchema.safeParse({ ...base, ...change }))).toEqual(expected);
  });
});

describe('an OUTBOUND account (the customer’s own account abroad)', () => {
  test('is the bank data with its type and the operation context', () => {
    const parsed = AccountInputSchema.parse({
      type: 'OUTBOUND',
      ...germanBankData,
      purposeCode: 'AVAILABILITY',
      receiveCurrency: 'EUR',
    });
    expect(parsed.type).toBe('OUTBOUND');
  });

  test('checks the bank data like a beneficiary’s', () => {
    const result = AccountInputSchema.safeParse({
      type: 'OUTBOUND',
      ...germanBankData,
      code: { option: 'IBAN', value: 'DE89370400440532013001' },
    });
    expect(issuesOf(result)).toEqual([['code.value', 'validation.bank.iban']]);
  });
});
