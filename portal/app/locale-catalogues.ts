/**
 * The portal's strings, one locale at a time (issue 15): each locale's catalogues are a chunk of
 * their own, loaded before the first render (the chosen one) or before a switch (the other), so
 * a visitor downloads only the language they read and never sees a key instead of a text.
 *
 * The `portal` namespace comes in two parts: the public pages' strings, loaded with the locale,
 * and the private area's (checkout, reports, profile, card payments; two thirds of the text),
 * loaded by {@link loadPrivateCatalogue} with the private area's layout. Once the private part
 * is wanted, every locale loaded later comes with it, so a language switch inside the private
 * area never shows a key either.
 * @module
 */
import type { LocaleCatalogue } from '../../src/i18n/create-i18n';
import type { Locale } from '../../src/i18n/locale';

const LOADERS: Readonly<Record<Locale, () => Promise<LocaleCatalogue>>> = {
  'pt-BR': () => import('../../src/i18n/locales/pt-BR/index').then((m) => m.catalogue),
  'en-US': () => import('../../src/i18n/locales/en-US/index').then((m) => m.catalogue),
};

const PRIVATE_LOADERS: Readonly<Record<Locale, () => Promise<object>>> = {
  'pt-BR': () => import('../../src/i18n/locales/pt-BR/portal-private').then((m) => m.portalPrivate),
  'en-US': () => import('../../src/i18n/locales/en-US/portal-private').then((m) => m.portalPrivate),
};

// The loaded catalogues: constant text, like the module registry that holds them anyway.
const loaded = new Map<Locale, LocaleCatalogue>();
// The locales whose loaded catalogue includes the private part.
const withPrivate = new Set<Locale>();
// Whether the private area has asked for its strings (then every locale loads them).
let privateWanted = false;
// Told when a loaded catalogue gains the private part.
const listeners = new Set<() => void>();

/** Loads `locale`'s catalogues (once; later calls answer the same ones). */
export async function loadCatalogue(locale: Locale): Promise<LocaleCatalogue> {
  if (!loaded.has(locale)) {
    const base = await LOADERS[locale]();
    // Another call may have loaded it (and its private part) meanwhile: keep that one.
    if (!loaded.has(locale)) loaded.set(locale, base);
  }
  // Checked after each wait: the private area may have asked meanwhile.
  while (privateWanted && !withPrivate.has(locale)) {
    const part = await PRIVATE_LOADERS[locale]();
    const current = loaded.get(locale);
    if (current === undefined) break;
    if (withPrivate.has(locale)) break;
    loaded.set(locale, { ...current, portal: { ...current.portal, ...part } });
    withPrivate.add(locale);
  }
  const catalogue = loaded.get(locale);
  if (catalogue === undefined) throw new Error(`The ${locale} catalogue did not load`);
  return catalogue;
}

/**
 * Loads the private area's strings into every loaded locale (and every one loaded later), then
 * tells the subscribers, so the translator in use gains them before a private page renders.
 */
export async function loadPrivateCatalogue(): Promise<void> {
  if (privateWanted && [...loaded.keys()].every((locale) => withPrivate.has(locale))) return;
  privateWanted = true;
  await Promise.all([...loaded.keys()].map(loadCatalogue));
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever a loaded catalogue gains the private part; answers the unsubscribe. */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether `locale` can be shown at once: its catalogues loaded, with the private part once the
 * private area wants it.
 */
export function catalogueReady(locale: Locale): boolean {
  return loaded.has(locale) && (!privateWanted || withPrivate.has(locale));
}

/** `locale`'s catalogues if {@link loadCatalogue} has loaded them. */
export function loadedCatalogue(locale: Locale): LocaleCatalogue | undefined {
  return loaded.get(locale);
}
