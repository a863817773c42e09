import { describe, expect, test } from 'vitest';
import {
  firstNameLengthViolation,
  firstNameOf,
  fullNameViolations,
  isNameWithSurname,
  isStringWithoutSpecialCharacters,
  isValidFullCompanyName,
  isValidFullName,
  shortName,
  surnameLengthViolation,
  type NameRuleCode,
} from '../../../../src/domain/identity/names';

describe('isNameWithSurname', () => {
  test.each([
    ['Ana Souza', true],
    ['  Ana   Souza ', true],
    ['Ana', false],
    ['', false],
  ])('%j → %s', (name, expected) => {
    expect(isNameWithSurname(name)).toBe(expected);
  });
});

describe('isValidFullName', () => {
  test.each([
    ['Ana Souza', 'two words of letters'],
    ['João da Silva', 'a lower-case particle in the middle'],
    ['José e Maria Conceição', 'a one-letter particle in the middle'],
    ['Maria-Clara D’Ávila', 'hyphen, typographic apostrophe and accents'],
    ['Carlos J. Pereira', 'a middle initial'],
    ['Zoë Müller', 'diaeresis'],
    ['Jose\u0301 Souza', 'an accent typed as a combining mark'],
  ])('accepts %j (%s)', (name) => {
    expect(isValidFullName(name)).toBe(true);
  });

  test.each([
    ['Ana', 'no surname'],
    ['A Souza', 'a one-letter first name'],
    ['Ana S', 'a one-letter last name'],
    ['Ana S.', 'an initial as the last name'],
    ['Ana Souza2', 'a digit'],
    ['Ana @Souza', 'a symbol'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (name) => {
    expect(isValidFullName(name)).toBe(false);
  });
});

describe('isValidFullCompanyName', () => {
  test.each([
    ['Acme Ltda', true, 'two words of letters'],
    ['Padaria & Cia', true, 'a symbol between two qualifying words'],
    ['3M do Brasil', true, 'digits count as characters'],
    ['99 Taxis', true, 'a word of digits only'],
    ['Comércio S.A.', true, 'S.A. has two letters'],
    ['Acme', false, 'one word'],
    ['A B', false, 'words of one character'],
    ['Acme &', false, 'only one qualifying word'],
    ['', false, 'nothing'],
  ])('%j → %s (%s)', (name, expected) => {
    expect(isValidFullCompanyName(name)).toBe(expected);
  });
});

describe('name length limits', () => {
  test.each<[string, NameRuleCode | undefined, string]>([
    ['A'.repeat(20), undefined, 'one word of 20'],
    ['A'.repeat(21), 'nameWithNoWhitespaceIsValid', 'one word of 21'],
    [`${'A'.repeat(20)} ${'B'.repeat(19)}`, undefined, 'compound of 40 with the space'],
    [`${'A'.repeat(20)} ${'B'.repeat(20)}`, 'nameWithWhitespaceIsValid', 'compound of 41'],
    [`Ana      Clara`, undefined, 'runs of spaces count once'],
  ])('first name %j → %s (%s)', (value, expected) => {
    expect(firstNameLengthViolation(value)).toBe(expected);
  });

  test.each<[string, NameRuleCode | undefined, string]>([
    ['S'.repeat(30), undefined, 'one word of 30'],
    ['S'.repeat(31), 'surnameWithNoWhitespaceIsValid', 'one word of 31'],
    [`${'S'.repeat(30)} ${'T'.repeat(29)}`, undefined, 'compound of 60'],
    [`${'S'.repeat(30)} ${'T'.repeat(30)}`, 'surnameWithWhitespaceIsValid', 'compound of 61'],
  ])('surname %j → %s (%s)', (value, expected) => {
    expect(surnameLengthViolation(value)).toBe(expected);
  });
});

describe('fullNameViolations', () => {
  test.each([
    ['Ana Souza', []],
    ['Ana', ['isNameWithSurname']],
    ['A Souza', ['isValidFullName']],
    [`${'A'.repeat(21)} Souza`, ['nameWithNoWhitespaceIsValid']],
    [`Ana ${'S'.repeat(30)} ${'T'.repeat(30)}`, ['surnameWithWhitespaceIsValid']],
  ])('%j → %j', (name, codes) => {
    expect(fullNameViolations(name)).toEqual(codes);
  });
});

describe('isStringWithoutSpecialCharacters', () => {
  test.each([
    ['Rua Sete de Setembro', true],
    ['São João d’Aliança', true],
    ['Apto. 12-B', true],
    ['', true],
    ['Rua #1', false],
    ['a@b', false],
    ['<script>', false],
    ['Casa 😀', false],
  ])('%j → %s', (value, expected) => {
    expect(isStringWithoutSpecialCharacters(value)).toBe(expected);
  });
});

describe('profile name parts', () => {
  test.each([
    ['maria da silva santos', 'Maria', 'maria santos'],
    ['JOÃO Pereira', 'João', 'JOÃO Pereira'],
    ['  élodie   ', 'Élodie', 'élodie'],
    ['', '', ''],
  ])('%j → first name %j, short name %j', (name, first, short) => {
    expect(firstNameOf(name)).toBe(first);
    expect(shortName(name)).toBe(short);
  });

  test('treats a missing name as empty', () => {
    expect(firstNameOf(null)).toBe('');
    expect(shortName(undefined)).toBe('');
  });
});
