import { describe, expect, test } from 'vitest';
import {
  BANK_CODE_OPTIONS,
  bankCodeOptionsFor,
  bankCodeViolation,
  formatIban,
  ibanCountry,
  isBankCodeOption,
  isValidBsb,
  isValidIban,
  isValidSortCode,
  isValidSwiftBic,
  isValidTransitNumber,
  normaliseBankCode,
  swiftBicCountry,
  type BankCodeOption,
} from '../../../../src/domain/bank/bank-codes';
import {
  isValidAchRoutingNumber,
  routingNumberChecksum,
} from '../../../../src/domain/bank/routing-number';

describe('ACH routing numbers (3-7-1 checksum)', () => {
  test.each([
    ['021000021', 'JPMorgan Chase, New York'],
    ['011000015', 'Federal Reserve Bank of Boston'],
    ['026009593', 'Bank of America, New York'],
    ['121000248', 'Wells Fargo, San Francisco'],
    ['111000025', 'Federal Reserve Bank of Dallas'],
    ['322271627', 'Chase, California (a thrift symbol, 32)'],
    ['0210-0002-1', 'JPMorgan Chase, typed with dashes'],
  ])('accepts %s (%s)', (routing) => {
    expect(isValidAchRoutingNumber(routing)).toBe(true);
  });

  test('the checksum of 021000021 is 0: 3·(0+0+0) + 7·(2+0+2) + (1+0+1) = 30', () => {
    expect(routingNumberChecksum('021000021')).toBe(0);
    expect(routingNumberChecksum('021000022')).toBe(1);
  });

  test.each([
    ['021000022', 'a wrong check digit'],
    ['120000021', 'two digits swapped'],
    ['02100002', 'eight digits'],
    ['0210000210', 'ten digits'],
    ['000000000', 'all zeros (the checksum holds, no bank has it)'],
    ['500000005', 'an unused routing symbol (50)'],
    ['02100002A', 'a letter'],
  ])('refuses %s (%s)', (routing) => {
    expect(isValidAchRoutingNumber(routing)).toBe(false);
  });
});

describe('IBAN (mod-97 and each country’s length, through ibantools)', () => {
  test.each([
    ['GB82WEST12345698765432', 'GB', 'GB82 WEST 1234 5698 7654 32'],
    ['DE89370400440532013000', 'DE', 'DE89 3704 0044 0532 0130 00'],
    ['FR1420041010050500013M02606', 'FR', 'FR14 2004 1010 0505 0001 3M02 606'],
    ['NL91ABNA0417164300', 'NL', 'NL91 ABNA 0417 1643 00'],
    ['gb82 west 1234 5698 7654 32', 'GB', 'GB82 WEST 1234 5698 7654 32'],
  ])('accepts %s', (iban, country, formatted) => {
    expect(isValidIban(iban)).toBe(true);
    expect(ibanCountry(iban)).toBe(country);
    expect(formatIban(iban)).toBe(formatted);
  });

  test.each([
    ['GB82WEST12345698765431', 'a wrong mod-97 check'],
    ['GB28WEST12345698765432', 'changed check digits'],
    ['DE8937040044053201300', 'one digit short of Germany’s 22'],
    ['DE893704004405320130000', 'one digit more than Germany’s 22'],
    ['XX82WEST12345698765432', 'an unknown country'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('SWIFT/BIC', () => {
  test.each([
    ['DEUTDEFF', 'DE'],
    ['DEUTDEFF500', 'DE'],
    ['NEDSZAJJXXX', 'ZA'],
    ['BOFAUS3N', 'US'],
    ['chasus33', 'US'],
  ])('accepts %s, a bank in %s', (bic, country) => {
    expect(isValidSwiftBic(bic)).toBe(true);
    expect(swiftBicCountry(bic)).toBe(country);
  });

  test.each(['ABN4NL2A', 'DEUTDEFF5', 'DEUT1EFF', 'DEUTXXFF', ''])('refuses %j', (bic) => {
    expect(isValidSwiftBic(bic)).toBe(false);
  });
});

describe('BSB, sort code and transit number', () => {
  test('a BSB has 6 digits', () => {
    expect(isValidBsb('062-000')).toBe(true);
    expect(isValidBsb('062000')).toBe(true);
    expect(isValidBsb('06200')).toBe(false);
    expect(isValidBsb('0620001')).toBe(false);
  });

  test('a sort code has 6 digits', () => {
    expect(isValidSortCode('20-00-00')).toBe(true);
    expect(isValidSortCode('40 47 84')).toBe(true);
    expect(isValidSortCode('20-00-0')).toBe(false);
  });

  test('a transit number has 5 digits', () => {
    expect(isValidTransitNumber('00012')).toBe(true);
    expect(isValidTransitNumber('0001')).toBe(false);
    expect(isValidTransitNumber('000123')).toBe(false);
  });
});

describe('bankCodeViolation answers the catalogue message of each option', () => {
  test.each<[BankCodeOption, string, string | undefined, string | undefined]>([
    ['ACH', '021000021', undefined, undefined],
    ['ACH', '021000022', undefined, 'validation.bank.isValidACH'],
    ['SWIFT_BIC', 'DEUTDEFF', undefined, undefined],
    ['SWIFT_BIC', 'DEUTDEFF', 'DE', undefined],
    ['SWIFT_BIC', 'DEUTDEFF', 'US', 'validation.bank.swift'],
    ['SWIFT_BIC', 'ABN4NL2A', undefined, 'validation.bank.swift'],
    ['BSB_CODE', '062-000', undefined, undefined],
    ['BSB_CODE', '62000', undefined, 'validation.bank.bsb'],
    ['SORT_CODE', '20-00-00', undefined, undefined],
    ['SORT_CODE', '2000000', undefined, 'validation.bank.sortCode'],
    ['TRANSIT', '00012', undefined, undefined],
    ['TRANSIT', '0012', undefined, 'validation.bank.transit'],
    ['IBAN', 'DE89370400440532013000', 'DE', undefined],
    ['IBAN', 'DE89370400440532013000', 'gb', 'validation.bank.ibanCountry'],
    ['IBAN', 'DE89370400440532013001', undefined, 'validation.bank.iban'],
    ['IBAN', '  ', undefined, 'validation.required'],
  ])('%s %j (bank country %s) → %s', (option, value, country, message) => {
    expect(bankCodeViolation(option, value, country)).toBe(message);
  });

  test('normalises what it stores', () => {
    expect(normaliseBankCode('IBAN', 'gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
    expect(normaliseBankCode('SWIFT_BIC', 'deut de ff')).toBe('DEUTDEFF');
    expect(normaliseBankCode('SORT_CODE', '20-00-00')).toBe('200000');
  });
});

describe('the options offered per currency', () => {
  test('are the six of spec operations §3.11', () => {
    expect(BANK_CODE_OPTIONS).toEqual([
      'ACH',
      'SWIFT_BIC',
      'BSB_CODE',
      'SORT_CODE',
      'TRANSIT',
      'IBAN',
    ]);
    expect(isBankCodeOption('IBAN')).toBe(true);
    expect(isBankCodeOption('ROUTING')).toBe(false);
  });

  test.each([
    ['USD', ['ACH', 'SWIFT_BIC']],
    ['EUR', ['IBAN', 'SWIFT_BIC']],
    ['GBP', ['SORT_CODE', 'IBAN', 'SWIFT_BIC']],
    ['CAD', ['TRANSIT', 'SWIFT_BIC']],
    ['AUD', ['BSB_CODE', 'SWIFT_BIC']],
    ['ARS', ['SWIFT_BIC']],
    ['PEN', ['SWIFT_BIC']],
    ['JPY', ['SWIFT_BIC']],
  ])('%s offers %j', (currency, options) => {
    expect(bankCodeOptionsFor(currency)).toEqual(options);
  });
});
