import { describe, expect, test } from 'vitest';
import {
  cpfCheckDigits,
  formatCpf,
  maskCpf,
  isValidCpf,
  stripDocument,
} from '../../../../src/domain/documents/cpf';

describe('isValidCpf', () => {
  test.each([
    '529.982.247-25',
    '52998224725',
    '111.444.777-35',
    '987.654.321-00',
    '390.533.447-05',
    '935.411.347-80',
    '000.000.001-91',
    ' 529 982 247 25 ',
  ])('accepts the valid CPF %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  test.each([
    ['000.000.000-00', 'one repeated digit'],
    ['111.111.111-11', 'one repeated digit'],
    ['999.999.999-99', 'one repeated digit'],
    ['123.456.789-09', 'the forbidden 12345678909'],
    ['529.982.247-24', 'a wrong second check digit'],
    ['529.982.247-15', 'a wrong first check digit'],
    ['111.444.777-53', 'swapped check digits'],
    ['5299822472', 'ten digits'],
    ['529982247255', 'twelve digits'],
    ['529.982.247-2A', 'a letter'],
    ['ABC.DEF.GHI-JK', 'letters only'],
    ['529*982*247*25', 'unknown separators'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('cpfCheckDigits', () => {
  test.each([
    ['529982247', '25'],
    ['111444777', '35'],
    ['123456789', '09'],
    ['987654321', '00'],
  ])('computes the check digits of %s as %s', (base, digits) => {
    expect(cpfCheckDigits(base)).toBe(digits);
  });

  test('refuses a base that is not nine digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
  });
});

describe('formatCpf and stripDocument', () => {
  test('formats eleven digits with dots and a dash', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });

  test('leaves a partial number stripped but unformatted', () => {
    expect(formatCpf('529.982')).toBe('529982');
  });

  test('strips dots, dashes, slashes and spaces and upper-cases letters', () => {
    expect(stripDocument(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
});

describe('maskCpf (a paper-money receiver in the detail, issue 17)', () => {
  test.each([
    ['12345678909', '***.456.789-**'],
    ['123.456.789-09', '***.456.789-**'],
    ['123', '***.***.***-**'],
  ])('%s → %s', (value, masked) => {
    expect(maskCpf(value)).toBe(masked);
  });
});
