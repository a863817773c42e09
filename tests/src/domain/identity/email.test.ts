import { describe, expect, test } from 'vitest';
import { isValidEmail, maskEmail, normaliseEmail } from '../../../../src/domain/identity/email';

describe('isValidEmail', () => {
  test.each([
    'cliente@demo.test',
    'ana.souza@example.com.br',
    'ana+cambio@example.com',
    "o'neil@example.ie",
    ' ana@example.com ',
    'ANA@EXAMPLE.COM',
    'joão@exemplo.com.br'.replace('ã', 'a'),
    'ana@münchen.de',
    'ana@xn--mnchen-3ya.de',
    'a@b.co',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  test.each([
    ['', 'nothing'],
    ['ana', 'no @'],
    ['ana@', 'no domain'],
    ['@example.com', 'no local part'],
    ['ana@@example.com', 'two @'],
    ['ana@example', 'no top-level domain'],
    ['ana@example.c', 'a one-letter top-level domain'],
    ['ana@example.123', 'a numeric top-level domain'],
    ['.ana@example.com', 'a leading dot'],
    ['ana.@example.com', 'a trailing dot'],
    ['an..a@example.com', 'two dots in a row'],
    ['ana souza@example.com', 'a space'],
    ['ana@-example.com', 'a label starting with a hyphen'],
    ['ana@example..com', 'an empty label'],
    ['"ana"@example.com', 'a quoted local part'],
    ['ana@[127.0.0.1]', 'an IP literal'],
    [`${'a'.repeat(65)}@example.com`, 'a local part over 64'],
    [
      `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.fghij.com`,
      'over 254',
    ],
  ])('refuses %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('normaliseEmail and maskEmail', () => {
  test('normalises case and surrounding spaces', () => {
    expect(normaliseEmail('  Ana.Souza@Example.COM ')).toBe('ana.souza@example.com');
  });

  test.each([
    ['joana.silva@example.com', 'jo*********@example.com'],
    ['ana@example.com', 'an***@example.com'],
    ['jo@example.com', 'j***@example.com'],
    ['j@example.com', 'j***@example.com'],
    ['Ana@Example.com', 'an***@example.com'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
