/**
 * The portal's strings, one locale at a time (issue 15): each locale's catalogues are a chunk of
 * their own, loaded before the first render (the chosen one) or before a switch (the other), so
 * a visitor downloads only the language they read and never sees a key instead of a text.
 * @module
 */
import type { LocaleCatalogue } from '../../src/i18n/create-i18n';
import type { Locale } from '../../src/i18n/locale';

const LOADERS: Readonly<Record<Locale, () => Promise<LocaleCatalogue>>> = {
  'pt-BR': () => import('../../src/i18n/locales/pt-BR/index').then((m) => m.catalogue),
  'en-US': () => import('../../src/i18n/locales/en-US/index').then((m) => m.catalogue),
};

// The loaded catalogues: constant text, like the module registry that holds them anyway.
const loaded = new Map<Locale, LocaleCatalogue>();

/** Loads `locale`'s catalogues (once; later calls answer the same ones). */
export async function loadCatalogue(locale: Locale): Promise<LocaleCatalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const catalogue = await LOADERS[locale]();
  loaded.set(locale, catalogue);
  return catalogue;
}

/** `locale`'s catalogues if {@link loadCatalogue} has loaded them. */
export function loadedCatalogue(locale: Locale): LocaleCatalogue | undefined {
  return loaded.get(locale);
}
