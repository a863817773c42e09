/**
 * The portal's language (spec platform §1): from the browser, falling back to pt-BR, switchable
 * in the top bar and remembered in localStorage. Strings come from the `portal` catalogue, of
 * the current language only (`./locale-catalogues`).
 * @module
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { createI18nWith } from '../../src/i18n/create-i18n';
import { detectLocale, isLocale, type Locale } from '../../src/i18n/locale';
import {
  catalogueReady,
  loadCatalogue,
  loadedCatalogue,
  subscribeCatalogues,
} from './locale-catalogues';

/** localStorage key of the chosen language. */
export const LOCALE_STORAGE_KEY = 'fx.locale';

/** Translates a `portal` key (other namespaces with `ns:key`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What {@link useLocale} gives. */
export interface LocaleContextValue {
  locale: Locale;
  /** Switches once the language's strings have loaded (the page never shows a key). */
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

/**
 * Provides the language and its translator; keeps `<html lang>` in step. The initial language's
 * catalogues must be loaded (`loadCatalogue`) before it renders.
 */
export function LocaleProvider(props: {
  children: ReactNode;
  initial: Locale;
  onChange?: (locale: Locale) => void;
}) {
  const { onChange } = props;
  const [locale, setLocaleState] = useState<Locale>(props.initial);
  // The language last asked for: a slow load of an earlier choice must not win.
  const wanted = useRef<Locale>(props.initial);
  // The language's catalogue object changes once, when the private area's strings join it.
  const catalogue = useSyncExternalStore(subscribeCatalogues, () => loadedCatalogue(locale));
  // One i18next instance per language choice (and per catalogue); its strings are loaded, so
  // creation is synchronous.
  const i18n = useMemo(() => {
    if (!catalogue) throw new Error(`Load the ${locale} catalogue before rendering in it`);
    return createI18nWith(locale, { [locale]: catalogue });
  }, [locale, catalogue]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      wanted.current = next;
      const apply = () => {
        if (wanted.current !== next) return;
        setLocaleState(next);
        try {
          localStorage.setItem(LOCALE_STORAGE_KEY, next);
        } catch {
          // Not remembered across visits; the switch still works for this one.
        }
        onChange?.(next);
      };
      // A language already loaded switches at once; another one once its strings are here.
      if (catalogueReady(next)) apply();
      // Offline: the page stays in its language; pressing the switch again retries.
      else loadCatalogue(next).then(apply, () => undefined);
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
