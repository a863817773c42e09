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
