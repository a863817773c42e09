import { describe, expect, test } from 'vitest';
import {
  PASSWORD_RULE_CODES,
  PASSWORD_RULE_MESSAGES,
  isPasswordAcceptable,
  passwordViolationMessages,
  passwordViolations,
  type PasswordRuleCode,
} from '../../../../src/domain/identity/password-policy';
import { resources } from '../../../../src/i18n';

describe('passwordViolations', () => {
  test.each([
    ['Demo@2026!', 'the sandbox password'],
    ['Abcdef1!', 'exactly 8 characters'],
    ['Çedilha#9', 'an accented uppercase letter'],
    ['Senha forte 1_', 'spaces inside and an underscore as the special character'],
    ['Pass😀word1', 'an emoji as the special character'],
  ])('accepts %s (%s)', (password) => {
    expect(passwordViolations(password)).toEqual([]);
    expect(isPasswordAcceptable(password)).toBe(true);
  });

  test.each<[string, readonly PasswordRuleCode[], string]>([
    ['Abcde1!', ['PASSWORD_TOO_SHORT'], 'seven characters'],
    ['Abcdefg!', ['PASSWORD_NEEDS_LETTERS_AND_NUMBERS'], 'no digit'],
    ['12345678!', ['PASSWORD_NEEDS_LETTERS_AND_NUMBERS', 'PASSWORD_NEEDS_UPPERCASE'], 'no letter'],
    ['abcdefg1!', ['PASSWORD_NEEDS_UPPERCASE'], 'no uppercase letter'],
    ['Abcdefg12', ['PASSWORD_NEEDS_SPECIAL'], 'no special character'],
    ['Abcdefg 12', ['PASSWORD_NEEDS_SPECIAL'], 'a space is not a special character'],
    ['', PASSWORD_RULE_CODES, 'nothing at all breaks every rule'],
    ['aB1!', ['PASSWORD_TOO_SHORT'], 'short but otherwise varied'],
  ])('refuses %j with %j (%s)', (password, codes) => {
    expect(passwordViolations(password)).toEqual(codes);
    expect(isPasswordAcceptable(password)).toBe(false);
  });

  test('counts characters, not UTF-16 units, towards the minimum length', () => {
    expect(passwordViolations('A1!😀😀😀😀')).toEqual(['PASSWORD_TOO_SHORT']);
  });
});

describe('password rule messages', () => {
  test.each([
    ['pt-BR', 'PASSWORD_TOO_SHORT', 'A senha deve conter pelo menos 8 caracteres.'],
    ['pt-BR', 'PASSWORD_NEEDS_LETTERS_AND_NUMBERS', 'A senha deve conter letras e números.'],
    ['pt-BR', 'PASSWORD_NEEDS_UPPERCASE', 'A senha deve conter pelo menos uma letra maiúscula.'],
    ['pt-BR', 'PASSWORD_NEEDS_SPECIAL', 'A senha deve conter pelo menos um caractere especial.'],
    ['en-US', 'PASSWORD_NEEDS_LETTERS_AND_NUMBERS', 'The field must contain letters and numbers.'],
  ] as const)('in %s, %s reads “%s”', (locale, code, text) => {
    const [, rule] = PASSWORD_RULE_MESSAGES[code].split('validation.password.');
    const catalogue = resources[locale].common.validation.password as Record<string, string>;
    expect(catalogue[rule ?? '']).toBe(text);
  });

  test('answers the catalogue keys of the broken rules in order', () => {
    expect(passwordViolationMessages('abcdefgh')).toEqual([
      'validation.password.lettersAndNumbers',
      'validation.password.uppercase',
      'validation.password.specialCharacter',
    ]);
  });
});
