import { describe, expect, it } from 'vitest';
import { parseLocale, propsFromAttributes } from '../../../widgets/elements/element-props';

/** Attributes as a plain object, read like an element's. */
function attrs(values: Record<string, string>) {
  return { getAttribute: (name: string) => values[name] ?? null };
}

const API = 'https://fx.example/api';

describe('propsFromAttributes', () => {
  it('reads data-identifier, data-locale and data-api', () => {
    expect(
      propsFromAttributes(
        attrs({ 'data-identifier': 'aurora', 'data-locale': 'en-US', 'data-api': 'https://x/api' }),
        API,
      ),
    ).toEqual({ identifier: 'aurora', locale: 'en-US', apiBaseURL: 'https://x/api' });
  });

  it('accepts the plain attribute names too', () => {
    expect(propsFromAttributes(attrs({ identifier: 'demo', locale: 'pt-BR' }), API)).toEqual({
      identifier: 'demo',
      locale: 'pt-BR',
      apiBaseURL: API,
    });
  });

  it('prefers the data- attribute when both are present', () => {
    expect(
      propsFromAttributes(attrs({ 'data-identifier': 'demo', identifier: 'other' }), API)
        .identifier,
    ).toBe('demo');
  });

  it('trims values and treats blank ones as absent', () => {
    expect(
      propsFromAttributes(
        attrs({ 'data-identifier': '  demo ', 'data-locale': ' ', 'data-api': '' }),
        API,
      ),
    ).toEqual({ identifier: 'demo', apiBaseURL: API });
  });

  it('gives an empty identifier when none is set, so the widget says it is not found', () => {
    expect(propsFromAttributes(attrs({}), API)).toEqual({ identifier: '', apiBaseURL: API });
  });

  it('leaves the locale to the browser when the attribute names an unsupported language', () => {
    expect(
      propsFromAttributes(attrs({ 'data-identifier': 'demo', 'data-locale': 'fr-FR' }), API),
    ).not.toHaveProperty('locale');
  });
});

describe('parseLocale', () => {
  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['PT_br', 'pt-BR'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['es-AR', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('maps %s to %s', (value, expected) => {
    expect(parseLocale(value)).toBe(expected);
  });
});
