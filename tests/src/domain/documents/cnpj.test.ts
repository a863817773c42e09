import { describe, expect, test } from 'vitest';
import { cnpjCheckDigits, formatCnpj, isValidCnpj } from '../../../../src/domain/documents/cnpj';

describe('isValidCnpj with numeric CNPJs', () => {
  test.each([
    '11.222.333/0001-81',
    '11222333000181',
    '11.444.777/0001-61',
    '00.000.000/0001-91',
    '33.000.167/0001-01',
    '60.701.190/0001-04',
    '00.360.305/0001-04',
  ])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });
});

describe('isValidCnpj with alphanumeric CNPJs (design §6)', () => {
  test.each([
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
    'A1.B2C.3D4/E5F6-68',
    'ZZ.ZZZ.ZZZ/0001-91',
    'AB.123.456/0001-10',
    '00.ABC.DEF/0001-57',
    '9Z.8Y7.X6W/0001-05',
  ])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });
});

describe('isValidCnpj refusals', () => {
  test.each([
    ['00.000.000/0000-00', 'one repeated digit'],
    ['11.111.111/1111-11', 'one repeated digit'],
    ['11.222.333/0001-82', 'a wrong second check digit'],
    ['11.222.333/0001-91', 'a wrong first check digit'],
    ['12.ABC.345/01DE-36', 'a wrong alphanumeric check digit'],
    ['12.ABC.345/01DE-3A', 'a letter in the check digits'],
    ['12.ABÇ.345/01DE-35', 'a character outside A–Z and 0–9'],
    ['1122233300018', 'thirteen characters'],
    ['112223330001811', 'fifteen characters'],
    ['529.982.247-25', 'a CPF'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

describe('cnpjCheckDigits', () => {
  test.each([
    ['112223330001', '81'],
    ['12ABC34501DE', '35'],
    ['12abc34501de', '35'],
  ])('computes the check digits of %s as %s', (base, digits) => {
    expect(cnpjCheckDigits(base)).toBe(digits);
  });

  test('refuses a base that is not twelve characters', () => {
    expect(() => cnpjCheckDigits('11222333000')).toThrow(RangeError);
  });
});

describe('formatCnpj', () => {
  test.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['11.222', '11222'],
  ])('formats %s as %s', (input, output) => {
    expect(formatCnpj(input)).toBe(output);
  });
});
