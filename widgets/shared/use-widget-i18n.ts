/**
 * The translation function of one widget instance, bound to the `widgets` namespace.
 * @module
 */
import { useMemo } from 'react';
import { detectLocale, type Locale } from '../../src/i18n/locale';
import { createWidgetTranslate, type WidgetTranslate } from './widget-i18n';

export type { WidgetTranslate } from './widget-i18n';

/** The locale to use: the one asked for, else the browser's, else pt-BR (spec platform §9). */
export function resolveLocale(locale: Locale | undefined): Locale {
  if (locale) return locale;
  return detectLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/** The resolved locale and a `t` bound to the `widgets` namespace. */
export function useWidgetI18n(locale: Locale | undefined): { locale: Locale; t: WidgetTranslate } {
  const resolved = resolveLocale(locale);
  return useMemo(() => ({ locale: resolved, t: createWidgetTranslate(resolved) }), [resolved]);
}
