/**
 * The supported locales and how one is chosen (spec platform §1, §9). Kept apart from the
 * i18next set-up so code that only needs the locale (the widgets) does not pull i18next in.
 * @module
 */

/** A supported locale. */
export type Locale = 'pt-BR' | 'en-US';

/** The supported locales, default first. */
export const SUPPORTED_LOCALES: readonly Locale[] = ['pt-BR', 'en-US'];

/** The locale used when nothing better is known (spec platform §9). */
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** Whether a string is exactly one of the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The locale to use for a list of preferred languages (e.g. `navigator.languages`): the first
 * one whose language prefix we support (`pt*` → pt-BR, `en*` → en-US), else pt-BR.
 */
export function detectLocale(languages: readonly string[] | undefined): Locale {
  for (const language of languages ?? []) {
    const prefix = language.trim().toLowerCase().split(/[-_]/)[0];
    if (prefix === 'pt') return 'pt-BR';
    if (prefix === 'en') return 'en-US';
  }
  return DEFAULT_LOCALE;
}
