/**
 * The payer page's language and strings (issue 16): pt-BR, en-US or Spanish, chosen from the
 * frame's `?lang=` (set by `<fx-inbound-payment>`), else the payer's earlier choice in this tab,
 * else the browser's languages; switchable on the page. Only the `payer` catalogue of the chosen
 * language is loaded: the page does not depend on the portal's own (pt-BR/en-US) strings.
 * The context also keeps what the payer typed on the payer form (never the card) while they go
 * to an outcome page and back, so Try Again loses nothing.
 * @module
 */
import { createContext, useContext } from 'react';
import type { PayerTranslate } from '../../../src/i18n/payer-catalogue';
import {
  DEFAULT_PAYER_LOCALE,
  detectPayerLocale,
  isPayerLocale,
  type PayerLocale,
} from '../../../src/i18n/payer-locale';
import type { PayerInput } from '../../../src/domain/payer/payer-form';

/** sessionStorage key of the payer's language choice. */
export const PAYER_LOCALE_STORAGE_KEY = 'fx.payer.locale';

/** What {@link usePayer} gives. */
export interface PayerContextValue {
  locale: PayerLocale;
  /** The `Intl` locale of {@link locale} (es → es-419). */
  intlLocale: string;
  setLocale(locale: PayerLocale): void;
  t: PayerTranslate;
  /** What the payer typed on the payer form, kept across the outcome pages. */
  draft: PayerInput | undefined;
  setDraft(draft: PayerInput): void;
}

/** The language to start with (see the module). */
export function initialPayerLocale(
  search: string,
  storage: Pick<Storage, 'getItem'> | undefined,
  languages: readonly string[] | undefined,
): PayerLocale {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isPayerLocale(fromUrl)) return fromUrl;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(PAYER_LOCALE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (isPayerLocale(stored)) return stored;
  return languages === undefined ? DEFAULT_PAYER_LOCALE : detectPayerLocale(languages);
}

/** Provides the payer page's language. */
export const PayerContext = createContext<PayerContextValue | null>(null);

/** The payer page's language, strings and draft. */
export function usePayer(): PayerContextValue {
  const value = useContext(PayerContext);
  if (!value) throw new Error('usePayer() is only for the payer pages');
  return value;
}
