/**
 * i18next set-up with the pt-BR (default) and en-US catalogues (spec platform §9 "Supported
 * locales"). Each app or widget instance creates its own instance: a shared global instance
 * would let one widget's language switch change another's.
 * @module
 */
import type { i18n } from 'i18next';
import { createI18nWith, type LocaleCatalogue, type Namespace } from './create-i18n';
import { catalogue as enUS } from './locales/en-US/index';
import { portalPrivate as enUSPrivate } from './locales/en-US/portal-private';
import { catalogue as ptBR } from './locales/pt-BR/index';
import { portalPrivate as ptBRPrivate } from './locales/pt-BR/portal-private';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

export { DEFAULT_LOCALE, SUPPORTED_LOCALES, detectLocale, isLocale, type Locale } from './locale';
export { NAMESPACES, createI18nWith, type LocaleCatalogue, type Namespace } from './create-i18n';

/**
 * Every catalogue of every locale, by locale then namespace; the `portal` namespace whole (its
 * public part and the private area's, which the portal loads apart).
 */
export const resources = {
  'pt-BR': { ...ptBR, portal: { ...ptBR.portal, ...ptBRPrivate } },
  'en-US': { ...enUS, portal: { ...enUS.portal, ...enUSPrivate } },
} as const satisfies Record<Locale, Record<Namespace, object>>;

/**
 * A new i18next instance for `locale` with every locale's catalogues (see `createI18nWith`),
 * default namespace `common`, fallback pt-BR.
 */
export function createI18n(locale: Locale): i18n {
  return createI18nWith(locale, resources satisfies Record<Locale, LocaleCatalogue>);
}

/**
 * The message of an API error code in `locale` (the `errors` namespace), its `{{0}}`, `{{1}}`…
 * placeholders filled with `params` (a placeholder without a value stays as it is); an unknown
 * code gives the generic internal-error message rather than the raw code. A code with a
 * `CODE_one` form uses it when its first value is singular in the language.
 */
export function translateError(
  code: string,
  locale: Locale,
  params: readonly string[] = [],
): string {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const catalogue: Record<string, string> = resources[language].errors;
  // A message counting its first value has a singular form `CODE_one` ('Wait 1 second').
  const count = Number(params[0]);
  const singular =
    Number.isInteger(count) && new Intl.PluralRules(language).select(count) === 'one'
      ? catalogue[`${code}_one`]
      : undefined;
  const template = singular ?? catalogue[code] ?? catalogue.INTERNAL_ERROR ?? code;
  // Positional placeholders, filled here rather than by i18next: the values are already text.
  return template.replace(
    /\{\{\s*(\d+)\s*\}\}/g,
    (whole, index: string) => params[Number(index)] ?? whole,
  );
}
