/**
 * The language of an API answer, from the `Accept-Language` header (pt-BR by default).
 * @module
 */
import { detectLocale, type Locale } from '../../src/i18n';

/** Languages of an `Accept-Language` header, most preferred first (q=0 entries dropped). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => param.trim())
        .find((param) => param.startsWith('q='))
        ?.slice(2);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The locale for an `Accept-Language` header: first supported language, else pt-BR. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  return detectLocale(parseAcceptLanguage(header));
}
