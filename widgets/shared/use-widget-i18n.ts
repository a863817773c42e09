/**
 * The translation function of one widget instance, bound to the `widgets` namespace.
 * @module
 */
import { useMemo } from 'react';
import { detectLocale, type Locale } from '../../src/i18n/locale';
import {
  createWidgetTranslate,
  type ExtraWidgetLanguage,
  type WidgetTranslate,
} from './widget-i18n';

export type { WidgetTranslate } from './widget-i18n';

/** The locale to use: the one asked for, else the browser's, else pt-BR (spec platform §9). */
export function resolveLocale(locale: Locale | undefined): Locale {
  if (locale) return locale;
  return detectLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/**
 * The resolved locale and a `t` bound to the `widgets` namespace (speaking `extra` first when
 * given: keep its object stable, a module constant, or every render builds a new `t`).
 */
export function useWidgetI18n(
  locale: Locale | undefined,
  extra?: ExtraWidgetLanguage,
): { locale: Locale; t: WidgetTranslate } {
  const resolved = resolveLocale(locale);
  return useMemo(
    () => ({ locale: resolved, t: createWidgetTranslate(resolved, extra) }),
    [resolved, extra],
  );
}
