import { expect, test } from 'vitest';
import { ibgeCheckDigit, isValidIbgeCode } from '../../../../src/domain/address/ibge-code';

test.each([
  ['3550308', 'São Paulo'],
  ['3304557', 'Rio de Janeiro'],
  ['3106200', 'Belo Horizonte'],
  ['5300108', 'Brasília'],
  ['4106902', 'Curitiba'],
  ['4314902', 'Porto Alegre'],
  ['2927408', 'Salvador'],
  ['2611606', 'Recife'],
  ['3300456', 'Belford Roxo (weights 1,2,1,2,1,2 over 330045: 2·5 = 10 counts 1)'],
])('accepts the real code %s of %s', (code) => {
  expect(isValidIbgeCode(code)).toBe(true);
});

test.each([
  ['355030', 3 + 1 + 5 + 0 + 3 + 0, 8],
  ['330455', 3 + 6 + 0 + 8 + 5 + 1, 7],
  ['530010', 5 + 6 + 0 + 0 + 1 + 0, 8],
])('the check digit of %s: digit sum %i gives %i', (firstSix, _sum, digit) => {
  expect(ibgeCheckDigit(firstSix)).toBe(digit);
});

test.each([
  ['3550307', 'a wrong check digit'],
  ['3304550', 'a wrong check digit'],
  ['355030', 'six digits'],
  ['35503088', 'eight digits'],
  ['35503O8', 'a letter'],
  ['', 'empty'],
])('refuses %j (%s)', (code) => {
  expect(isValidIbgeCode(code)).toBe(false);
});

test.each([
  ['2201919', 'Bom Princípio do Piauí'],
  ['2611533', 'Quixaba'],
  ['5203962', 'Buritinópolis'],
])('accepts %s (%s), a real code IBGE publishes as an exception to the rule', (code) => {
  expect(isValidIbgeCode(code)).toBe(true);
  expect(ibgeCheckDigit(code.slice(0, 6))).not.toBe(Number(code[6]));
});
