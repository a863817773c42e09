import { describe, expect, test } from 'vitest';
import {
  accountNumberLabelKey,
  accountNumberViolation,
  isValidCbu,
  isValidCci,
} from '../../../../src/domain/bank/account-number';
import {
  beneficiaryDocumentViolation,
  isValidCuit,
  isValidDni,
} from '../../../../src/domain/bank/argentine-documents';

describe('the account number label by currency (spec operations §3.11)', () => {
  test.each([
    ['ARS', 'bankAccount.numberARS'],
    ['PEN', 'bankAccount.numberPEN'],
    ['USD', 'bankAccount.number'],
    ['EUR', 'bankAccount.number'],
  ])('%s → %s', (currency, key) => {
    expect(accountNumberLabelKey(currency)).toBe(key);
  });
});

describe('CBU (Argentina)', () => {
  test.each(['2850590940090418135201', '0170099220000067797370', '28505909-40090418135201'])(
    'accepts the published CBU %s',
    (cbu) => {
      expect(isValidCbu(cbu)).toBe(true);
    },
  );

  test.each([
    ['2850590840090418135201', 'a wrong first check digit'],
    ['2850590940090418135202', 'a wrong second check digit'],
    ['285059094009041813520', '21 digits'],
    ['285059094009041813520A', 'a letter'],
  ])('refuses %s (%s)', (cbu) => {
    expect(isValidCbu(cbu)).toBe(false);
  });
});

describe('accountNumberViolation', () => {
  test.each([
    ['ARS', '2850590940090418135201', undefined],
    ['ARS', '2850590940090418135202', 'validation.bank.cbu'],
    ['PEN', '00219300123456789012', undefined],
    ['PEN', '0021930012345678901', 'validation.bank.cci'],
    ['USD', '000123456789', undefined],
    ['GBP', '12345678', undefined],
    ['USD', '1234#5678', 'validation.bank.accountNumber'],
    ['USD', '1'.repeat(35), 'validation.bank.accountNumber'],
    ['EUR', ' ', 'validation.required'],
  ])('%s %s → %s', (currency, number, message) => {
    expect(accountNumberViolation(currency, number)).toBe(message);
  });

  test('a CCI is 20 digits, separators ignored', () => {
    expect(isValidCci('002-193-001234567890-12')).toBe(true);
  });
});

describe('Argentine beneficiary documents', () => {
  test.each(['33-69345023-9', '30-50001091-2', '20-12345678-6', '27123456780'])(
    'accepts the CUIT %s',
    (cuit) => {
      expect(isValidCuit(cuit)).toBe(true);
    },
  );

  test.each(['33-69345023-8', '20-12345678-0', '3069345023', '30-70777887-7'])(
    'refuses the CUIT %s',
    (cuit) => {
      expect(isValidCuit(cuit)).toBe(false);
    },
  );

  test('a DNI has 7 or 8 digits', () => {
    expect(isValidDni('12.345.678')).toBe(true);
    expect(isValidDni('1234567')).toBe(true);
    expect(isValidDni('123456')).toBe(false);
  });

  test.each([
    ['CUIT', '33-69345023-9', undefined],
    ['CUIT', '33-69345023-8', 'validation.bank.cuit'],
    ['DNI', '12345678', undefined],
    ['DNI', '123', 'validation.bank.dni'],
    ['DNI', '', 'validation.required'],
    ['N_A', '', undefined],
  ] as const)('%s %j → %s', (type, value, message) => {
    expect(beneficiaryDocumentViolation(type, value)).toBe(message);
  });
});
