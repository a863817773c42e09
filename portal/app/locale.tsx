/**
 * The portal's language (spec platform §1): from the browser, falling back to pt-BR, switchable
 * in the top bar and remembered in localStorage. Strings come from the `portal` catalogue.
 * @module
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { createI18n, detectLocale, isLocale, type Locale } from '../../src/i18n/index';

/** localStorage key of the chosen language. */
export const LOCALE_STORAGE_KEY = 'fx.locale';

/** Translates a `portal` key (other namespaces with `ns:key`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What {@link useLocale} gives. */
export interface LocaleContextValue {
  locale: Locale;
  setLocale(locale: Locale): void;
  t: Translate;
}

/** The locale to start with: the stored choice, else the browser's languages, else pt-BR. */
export function initialLocale(
  storage: Pick<Storage, 'getItem'> | undefined,
  languages: readonly string[] | undefined,
): Locale {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    // Storage may be blocked; the browser's languages still decide.
  }
  return isLocale(stored) ? stored : detectLocale(languages);
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/** Provides the language and its translator; keeps `<html lang>` in step. */
export function LocaleProvider(props: {
  children: ReactNode;
  initial: Locale;
  onChange?: (locale: Locale) => void;
}) {
  const { onChange } = props;
  const [locale, setLocaleState] = useState<Locale>(props.initial);
  // One i18next instance per language choice: bundled resources, so creation is synchronous.
  const i18n = useMemo(() => createI18n(locale), [locale]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      setLocaleState(next);
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // Not remembered across visits; the switch still works for this one.
      }
      onChange?.(next);
    },
    [onChange],
  );

  const value = useMemo<LocaleContextValue>(
    () => ({
      locale,
      setLocale,
      t: (key, values) => i18n.t(key, { ns: 'portal', ...values }),
    }),
    [i18n, locale, setLocale],
  );
  return <LocaleContext.Provider value={value}>{props.children}</LocaleContext.Provider>;
}

/** The current language, its setter and the translator. */
export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale() needs a <LocaleProvider>');
  return value;
}
