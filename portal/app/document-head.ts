/**
 * Page title and branding of the document (spec platform §1 title rule, §9 theme).
 * @module
 */
import {
  themeCssVariables,
  themeFromCorrespondent,
  type ThemeSource,
} from '../../src/domain/theme';

/** The brand shown when no correspondent is chosen (the platform's own pages). */
export const DEFAULT_BRAND_NAME = 'Câmbio';

/** The fixed part of the title (spec platform §1: fixed, in Portuguese, locale pt_BR). */
export const TITLE_TAGLINE = 'Câmbio prático, rápido, seguro!';

/** The fixed page description (spec platform §1); also in index.html for crawlers. */
export const PAGE_DESCRIPTION =
  'Compre moeda estrangeira, envie e receba dinheiro do exterior com cotação na hora, impostos e VET à vista.';

/** The page title for a correspondent name, or the default brand. */
export function pageTitle(correspondentName?: string | null): string {
  const name = correspondentName?.trim() || DEFAULT_BRAND_NAME;
  return `${name} - ${TITLE_TAGLINE}`;
}

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.setAttribute(attribute, key);
    doc.head.append(meta);
  }
  meta.content = content;
}

/** Sets the title, the fixed description and og:locale pt_BR. */
export function applyPageMeta(doc: Document, correspondentName?: string | null): void {
  const title = pageTitle(correspondentName);
  doc.title = title;
  upsertMeta(doc, 'name', 'description', PAGE_DESCRIPTION);
  upsertMeta(doc, 'property', 'og:title', title);
  upsertMeta(doc, 'property', 'og:description', PAGE_DESCRIPTION);
  upsertMeta(doc, 'property', 'og:locale', 'pt_BR');
}

/**
 * Paints the page with a correspondent's colours (defaults for `null`) as page-wide custom
 * properties on `<html>` (spec platform §9). Set through the CSSOM, which a strict CSP allows.
 */
export function applyTheme(root: HTMLElement, source: ThemeSource | null | undefined): void {
  const theme = themeFromCorrespondent(source);
  for (const [name, value] of Object.entries(themeCssVariables(theme))) {
    root.style.setProperty(name, value);
  }
  // The browser chrome (mobile address bar) follows the brand too.
  const doc = root.ownerDocument;
  upsertMeta(doc, 'name', 'theme-color', theme.primary);
}
