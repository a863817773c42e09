import { describe, expect, test } from 'vitest';
import { NAMESPACES, resources } from '../../../src/i18n';

/** Every dotted key path of a catalogue with its string. */
function leaves(catalogue: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of leaves(value as object, path)) found.set(inner, text);
    } else found.set(path, `<${typeof value}>`);
  }
  return found;
}

/** The interpolation placeholders of a message, sorted (`{{name}}`, `{{0}}`). */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe.each(NAMESPACES)('the %s catalogues', (namespace) => {
  const pt = leaves(resources['pt-BR'][namespace]);
  const en = leaves(resources['en-US'][namespace]);

  test('every pt-BR key exists in en-US', () => {
    expect([...pt.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  test('every en-US key exists in pt-BR', () => {
    expect([...en.keys()].filter((key) => !pt.has(key))).toEqual([]);
  });

  test('every message is a non-empty string', () => {
    const bad = [...pt, ...en].filter(([, text]) => text.trim() === '' || text.startsWith('<'));
    expect(bad).toEqual([]);
  });

  test('interpolation placeholders match between the locales', () => {
    const mismatched = [...pt]
      .filter(([key]) => en.has(key))
      .filter(
        ([key, text]) =>
          JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(en.get(key) ?? '')),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  test('no message uses the spec’s single-brace {0} instead of {{0}}', () => {
    const single = [...pt, ...en]
      .filter(([, text]) => /(^|[^{])\{\d+\}(?!\})/.test(text))
      .map(([key]) => key);
    expect(single).toEqual([]);
  });
});

/**
 * Issue 19, item 4: a Portuguese text that is word for word the English one is English left in the
 * Portuguese catalogue ("ACH (routing number)"), unless it is a name, a code or a word both
 * languages write alike. This list is those; anything else must be translated.
 */
const ALIKE_IN_BOTH = new Set([
  'Português (Brasil)',
  'English (US)',
  'CPF',
  'CNPJ',
  'PIX',
  'PicPay',
  'E-mail',
  'SWIFT/BIC',
  'BSB',
  'IBAN',
  'CBU',
  'CCI',
  'DNI',
  'CUIT',
  'Spread',
  'OK',
  'WhatsApp',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'X (Twitter)',
  'AdSense',
  'IOF',
  'Status',
  'status',
  'Real',
  'IOF ({{percentage}})',
  'IOF + IR ({{percentage}})',
  'IR ({{percentage}})',
  '1 {{currency}} = {{rate}}',
  '{{receive}} · total {{total}}',
  'PIX · {{type}}',
  '{{brand}} •••• {{last4}}',
  'Total {{total}}',
]);

describe.each(NAMESPACES)('the %s catalogue in Portuguese', (namespace) => {
  test('holds no English text left untranslated', () => {
    const en = leaves(resources['en-US'][namespace]);
    const untranslated = [...leaves(resources['pt-BR'][namespace])]
      .filter(([key, text]) => en.get(key) === text && /\p{L}{2,}/u.test(text))
      .filter(([, text]) => !ALIKE_IN_BOTH.has(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});
