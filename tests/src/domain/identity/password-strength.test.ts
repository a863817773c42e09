import { describe, expect, test } from 'vitest';
import {
  COMMON_PASSWORDS,
  PASSWORD_STRENGTH_LEVELS,
  passwordStrength,
  type PasswordStrengthLevel,
} from '../../../../src/domain/identity/password-strength';

describe('passwordStrength', () => {
  test.each<[string, PasswordStrengthLevel, string]>([
    ['', 'none', 'nothing typed'],
    ['abc', 'veryLow', 'under six characters'],
    ['Ab1!x', 'veryLow', 'under six characters however varied'],
    ['password', 'veryLow', 'a common password'],
    ['Senha@123', 'veryLow', 'a common password dressed up with a capital and a symbol'],
    ['12345678', 'veryLow', 'a common all-digit password'],
    ['abcdefgh', 'veryLow', 'an alphabet run'],
    ['hjkwqpzm', 'low', 'eight letters of one class'],
    ['Hjk1#x', 'low', 'varied but under eight characters'],
    ['Flamengo2024!', 'low', 'a common word with digits and a symbol around it'],
    ['Hjkwqpzm7', 'medium', 'two classes and eight characters'],
    ['Abcdef1!', 'medium', 'policy-compliant with an alphabet run'],
    ['Hjkw#qpzm7', 'high', 'four classes'],
    ['Hjkw#qpzm7Lx!v', 'high', 'four classes and fourteen characters'],
    ['Hjkw#qpzm7Lx!v2Rt', 'excellent', 'four classes and sixteen characters or more'],
    ['Aaaa#qpzm7Lx!v2Rt', 'high', 'long and varied but with a triple repeat'],
    ['Qwer#hjkz7Lx!v2Rt', 'high', 'long and varied but with a keyboard run'],
  ])('rates %j as %s (%s)', (password, level) => {
    expect(passwordStrength(password).level).toBe(level);
  });

  test('never rates higher when a password is made shorter', () => {
    const full = 'Hjkw#qpzm7Lx!v2Rt';
    let previous = Infinity;
    for (let length = full.length; length >= 0; length -= 1) {
      const rank = PASSWORD_STRENGTH_LEVELS.indexOf(passwordStrength(full.slice(0, length)).level);
      expect(rank).toBeLessThanOrEqual(previous);
      previous = rank;
    }
  });

  test('keeps the scores within 0 to 6', () => {
    for (const password of ['', 'a', 'Hjkw#qpzm7Lx!v2Rt'.repeat(5), 'aaaaaaaaaaaa']) {
      const { score } = passwordStrength(password);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(6);
    }
  });

  test('lists a few dozen common passwords in their normalised form', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(30);
    for (const entry of COMMON_PASSWORDS) expect(entry).toMatch(/^[a-z0-9]+$/);
  });
});
