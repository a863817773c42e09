/**
 * The foreign payer's languages (design §4 "payer page languages"; issue 16): the hosted payer
 * page and `<fx-inbound-payment>` speak pt-BR, en-US and Spanish, since most payers are abroad.
 * Spanish is the payer page's alone: the rest of the app keeps {@link Locale} (pt-BR, en-US).
 *
 * Decision: Spanish formats as `es-419` (Latin American Spanish: `USD 1,234.56`, dates
 * `27/11/2026`), since a payer sending to Brazil in Spanish most likely lives in the Americas;
 * `es-ES` would write `1234,56 US$`, which reads oddly to them. Birth dates are typed
 * day first (DD/MM/AAAA), as in every Spanish-speaking country.
 * @module
 */
import type { Locale } from './locale';

/** A language of the payer page. */
export type PayerLocale = Locale | 'es';

/** The payer page's languages, in the switch's order. */
export const PAYER_LOCALES: readonly PayerLocale[] = ['en-US', 'es', 'pt-BR'];

/** Used when the browser names none of them: payers are abroad, so English. */
export const DEFAULT_PAYER_LOCALE: PayerLocale = 'en-US';

/** The `Intl` locale each payer language formats numbers, money and dates with. */
export const PAYER_INTL_LOCALE = {
  'pt-BR': 'pt-BR',
  'en-US': 'en-US',
  es: 'es-419',
} as const satisfies Record<PayerLocale, string>;

/** Whether `value` is one of the payer page's languages. */
export function isPayerLocale(value: unknown): value is PayerLocale {
  return typeof value === 'string' && (PAYER_LOCALES as readonly string[]).includes(value);
}

/**
 * The payer language for the browser's preferred languages (`navigator.languages`): the first
 * whose prefix is `pt`, `en` or `es`, else English.
 */
export function detectPayerLocale(languages: readonly string[] | undefined): PayerLocale {
  for (const language of languages ?? []) {
    const prefix = language.trim().toLowerCase().split(/[-_]/)[0];
    if (prefix === 'pt') return 'pt-BR';
    if (prefix === 'en') return 'en-US';
    if (prefix === 'es') return 'es';
  }
  return DEFAULT_PAYER_LOCALE;
}
