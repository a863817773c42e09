import { describe, expect, test } from 'vitest';
import { payer as enUS } from '../../../src/i18n/locales/en-US/payer';
import { payer as es } from '../../../src/i18n/locales/es/payer';
import { payer as ptBR } from '../../../src/i18n/locales/pt-BR/payer';
import { createPayerTranslate } from '../../../src/i18n/payer-catalogue';
import { detectPayerLocale } from '../../../src/i18n/payer-locale';

function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function placeholdersOf(node: object): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (value: object, prefix: string) => {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string') {
        out[`${prefix}${key}`] = [...child.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
          .map((m) => m[1] ?? '')
          .sort();
      } else walk(child as object, `${prefix}${key}.`);
    }
  };
  walk(node, '');
  return out;
}

describe('the payer catalogues (issue 16: pt-BR, en-US and es complete)', () => {
  test('have the same keys in all three languages', () => {
    const reference = keysOf(ptBR).sort();
    expect(keysOf(enUS).sort()).toEqual(reference);
    expect(keysOf(es).sort()).toEqual(reference);
  });

  test('use the same placeholders in all three languages', () => {
    expect(placeholdersOf(enUS)).toEqual(placeholdersOf(ptBR));
    expect(placeholdersOf(es)).toEqual(placeholdersOf(ptBR));
  });

  test('say the spec wording in English', () => {
    const t = createPayerTranslate(enUS);
    expect(t('page.totalAmount')).toBe('Total Amount: USD');
    expect(t('failure.title')).toBe('Failed to Process Your Operation');
    expect(t('payer.errors.mobile')).toBe('Cell field must be valid!');
    expect(t('card.errors.default')).toBe('Something is wrong...');
    expect(t('failure.codes.default', { phone: '+55 11 4000-0000' })).toContain('+55 11 4000-0000');
  });
});

describe('the payer language', () => {
  test.each([
    [['es-MX', 'en'], 'es'],
    [['pt-PT'], 'pt-BR'],
    [['en-GB', 'es'], 'en-US'],
    [['fr-FR', 'es-AR'], 'es'],
    [['fr-FR'], 'en-US'],
    [[], 'en-US'],
  ])('is chosen from the browser languages %j as %s', (languages, locale) => {
    expect(detectPayerLocale(languages)).toBe(locale);
  });
});
