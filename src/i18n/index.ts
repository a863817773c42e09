/**
 * i18next set-up with the pt-BR (default) and en-US catalogues (spec platform §9 "Supported
 * locales"). Each app or widget instance creates its own instance: a shared global instance
 * would let one widget's language switch change another's.
 * @module
 */
import { createInstance, type i18n } from 'i18next';
import { formatMoney } from '../domain/money/money';
import { common as enCommon } from './locales/en-US/common';
import { errors as enErrors } from './locales/en-US/errors';
import { portal as enPortal } from './locales/en-US/portal';
import { widgets as enWidgets } from './locales/en-US/widgets';
import { common as ptCommon } from './locales/pt-BR/common';
import { errors as ptErrors } from './locales/pt-BR/errors';
import { portal as ptPortal } from './locales/pt-BR/portal';
import { widgets as ptWidgets } from './locales/pt-BR/widgets';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isLocale, type Locale } from './locale';

export { DEFAULT_LOCALE, SUPPORTED_LOCALES, detectLocale, isLocale, type Locale } from './locale';

/** The catalogue namespaces, in load order. */
export const NAMESPACES = ['common', 'errors', 'portal', 'widgets'] as const;

/** A catalogue namespace. */
export type Namespace = (typeof NAMESPACES)[number];

/** Every catalogue of every locale, by locale then namespace. */
export const resources = {
  'pt-BR': { common: ptCommon, errors: ptErrors, portal: ptPortal, widgets: ptWidgets },
  'en-US': { common: enCommon, errors: enErrors, portal: enPortal, widgets: enWidgets },
} as const satisfies Record<Locale, Record<Namespace, object>>;

/**
 * A new i18next instance for `locale`, initialised synchronously (resources are bundled, so the
 * first render already has its strings), default namespace `common`, fallback pt-BR.
 */
export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  void instance.init({
    lng: isLocale(locale) ? locale : DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    // i18next writes added resources into the object it is given: each instance gets its own
    // copy so one widget's additions never leak into another's (or into `resources`).
    resources: structuredClone(resources),
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

/**
 * The message of an API error code in `locale` (the `errors` namespace), its `{{0}}`, `{{1}}`…
 * placeholders filled with `params` (a placeholder without a value stays as it is); an unknown
 * code gives the generic internal-error message rather than the raw code.
 */
export function translateError(
  code: string,
  locale: Locale,
  params: readonly string[] = [],
): string {
  const catalogue: Record<string, string> =
    resources[isLocale(locale) ? locale : DEFAULT_LOCALE].errors;
  const template = catalogue[code] ?? catalogue.INTERNAL_ERROR ?? code;
  // Positional placeholders, filled here rather than by i18next: the values are already text.
  return template.replace(
    /\{\{\s*(\d+)\s*\}\}/g,
    (whole, index: string) => params[Number(index)] ?? whole,
  );
}
