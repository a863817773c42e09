/**
 * The payer page's strings (issue 16): the `payer` catalogue of one {@link PayerLocale}, loaded
 * for that page only (each language its own chunk), and a translator over it. No i18next: the
 * page needs lookup and `{{name}}` interpolation, nothing more, and stays small.
 * @module
 */
import type { payer as ptBR } from './locales/pt-BR/payer';
import type { CatalogueOf } from './locales/catalogue-of';
import type { PayerLocale } from './payer-locale';

/** The `payer` catalogue of any payer language. */
export type PayerCatalogue = CatalogueOf<typeof ptBR>;

const LOADERS: Readonly<Record<PayerLocale, () => Promise<PayerCatalogue>>> = {
  'pt-BR': () => import('./locales/pt-BR/payer').then((m) => m.payer),
  'en-US': () => import('./locales/en-US/payer').then((m) => m.payer),
  es: () => import('./locales/es/payer').then((m) => m.payer),
};

/** Loads `locale`'s `payer` catalogue. */
export function loadPayerCatalogue(locale: PayerLocale): Promise<PayerCatalogue> {
  return LOADERS[locale]();
}

/** Translates a dotted `payer` key; `{{name}}` placeholders are filled from `values`. */
export type PayerTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A translator over `catalogue`. A missing key answers the key itself (a test keeps the three
 * catalogues' keys equal, so it shows only for a key no catalogue has).
 */
export function createPayerTranslate(catalogue: PayerCatalogue): PayerTranslate {
  return (key, values = {}) => {
    let node: unknown = catalogue;
    for (const part of key.split('.')) {
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined;
    }
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
