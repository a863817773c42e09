/**
 * The translation function of one widget instance: its own i18next instance (a shared one would
 * let one widget's language change another's), bound to the `widgets` namespace.
 * @module
 */
import { useMemo } from 'react';
import { detectLocale, type Locale } from '../../src/i18n';
import { createWidgetI18n } from './widget-i18n';

/** Translates a key of the `widgets` namespace, with `{{name}}` interpolation values. */
export type WidgetTranslate = (key: string, values?: Record<string, string>) => string;

/** The locale to use: the one asked for, else the browser's, else pt-BR (spec platform §9). */
export function resolveLocale(locale: Locale | undefined): Locale {
  if (locale) return locale;
  return detectLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/** The resolved locale and a `t` bound to the `widgets` namespace. */
export function useWidgetI18n(locale: Locale | undefined): { locale: Locale; t: WidgetTranslate } {
  const resolved = resolveLocale(locale);
  return useMemo(() => {
    const i18n = createWidgetI18n(resolved);
    const t: WidgetTranslate = (key, values) => i18n.t(key, { ns: 'widgets', ...values });
    return { locale: resolved, t };
  }, [resolved]);
}
