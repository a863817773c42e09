/**
 * The i18next set-up over given catalogues, without importing any: `createI18n` of `./index`
 * gives it every locale's, and the portal only the chosen locale's, loaded on demand (issue 15).
 * @module
 */
import { createInstance, type i18n } from 'i18next';
import { formatMoney } from '../domain/money/money';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isLocale, type Locale } from './locale';

/** The catalogue namespaces, in load order. */
export const NAMESPACES = ['common', 'errors', 'portal', 'widgets'] as const;

/** A catalogue namespace. */
export type Namespace = (typeof NAMESPACES)[number];

/** One locale's catalogues, by namespace. */
export type LocaleCatalogue = Readonly<Record<Namespace, object>>;

/**
 * A new i18next instance for `locale` over `catalogues` (those of `locale` at least),
 * initialised synchronously (the strings are already there, so the first render has them),
 * default namespace `common`, fallback pt-BR.
 */
export function createI18nWith(
  locale: Locale,
  catalogues: Partial<Record<Locale, LocaleCatalogue>>,
): i18n {
  const instance = createInstance();
  void instance.init({
    lng: isLocale(locale) ? locale : DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    // i18next writes added resources into the object it is given: each instance gets its own
    // copy so one widget's additions never leak into another's (or into the catalogues).
    resources: structuredClone(catalogues),
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    showSupportNotice: false,
    returnNull: false,
    // React escapes on render; escaping here too would show "&amp;" to the user.
    interpolation: { escapeValue: false },
  });
  // `{{amount, money}}` formats integer minor units (never floats), currency from
  // `formatParams` (`{ amount: { currency: 'USD' } }`), BRL by default.
  instance.services.formatter?.add('money', (value: unknown, lng, options) => {
    const currency = typeof options?.currency === 'string' ? options.currency : 'BRL';
    return typeof value === 'number' && Number.isSafeInteger(value)
      ? formatMoney(value, currency, lng ?? DEFAULT_LOCALE)
      : String(value);
  });
  return instance;
}
