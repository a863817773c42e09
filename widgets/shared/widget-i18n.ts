/**
 * Translation for the widget bundles. The widgets read the same `widgets` catalogues as the
 * portal (`src/i18n/locales/*\/widgets.ts`, `{{name}}` interpolation, dotted keys), but through
 * rosetta (≈0.3 KB) rather than i18next (≈13.6 KB gzip): with preact, zod/mini, ofetch and
 * nanostores, i18next left the simulator no room under its 40 KB budget (issue 4, design §8).
 * The portal and the SDK keep i18next (`createI18n`).
 * @module
 */
import rosetta from 'rosetta';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locale';
import { widgets as enWidgets } from '../../src/i18n/locales/en-US/widgets';
import { widgets as ptWidgets } from '../../src/i18n/locales/pt-BR/widgets';

/** The catalogues a widget bundle carries, by locale. */
export const widgetCatalogues = {
  'pt-BR': ptWidgets,
  'en-US': enWidgets,
} as const satisfies Record<Locale, object>;

/** Translates a key of the `widgets` namespace, with `{{name}}` interpolation values. */
export type WidgetTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A language one widget speaks and the others do not (the payer's Spanish, issue 16): its tag and
 * its own, partial catalogue, passed by that widget alone so the others' bundles never carry it.
 */
export interface ExtraWidgetLanguage {
  /** Its language tag (the root's `lang`). */
  lang: string;
  /** Its texts; a key it lacks comes from the widget's {@link Locale}. */
  catalogue: object;
}

/**
 * A translator for `locale`, one per widget instance (a shared one would let one widget's
 * language change another's). A key missing in the locale falls back to pt-BR, then to the key.
 * With `extra`, its catalogue speaks first and `locale` fills its gaps.
 */
export function createWidgetTranslate(
  locale: Locale,
  extra?: ExtraWidgetLanguage,
): WidgetTranslate {
  const table = rosetta<object>(
    extra ? { ...widgetCatalogues, [extra.lang]: extra.catalogue } : widgetCatalogues,
  );
  table.locale(extra?.lang ?? locale);
  const lookup = (key: string, values?: Record<string, string | number>) =>
    table.t(key, values) || table.t(key, values, locale) || table.t(key, values, DEFAULT_LOCALE);
  // A numeric `count` picks the plural form as i18next does (`key_one`, `key_other`), by the
  // language's own rules: 'até 1 ponto', 'until 2 points'.
  const plural = new Intl.PluralRules(extra?.lang ?? locale);
  return (key, values) =>
    (typeof values?.count === 'number' &&
      lookup(`${key}_${plural.select(values.count)}`, values)) ||
    lookup(key, values) ||
    key;
}
