/**
 * A minimal, self-contained HTML page for the few pages the server renders itself (docs,
 * "build the portal first"). Inline styles only: the CSP allows them, scripts it does not.
 * @module
 */

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  body { font: 16px/1.6 system-ui, sans-serif; color: #222; margin: 0; }
  main { max-width: 52rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
  a { color: #027be3; }
  pre { background: #f4f5f7; padding: 1rem; overflow-x: auto; border-radius: 6px; }
  code { font-family: ui-monospace, monospace; font-size: 0.92em; }
  table { border-collapse: collapse; } td, th { border: 1px solid #ddd; padding: 0.3rem 0.6rem; }
  nav { font-size: 0.9rem; margin-bottom: 1.5rem; }
`;

/** Options of {@link htmlPage}. */
export interface HtmlPageOptions {
  /** Plain-text title (escaped here). */
  title: string;
  /** Trusted HTML of the body. */
  bodyHtml: string;
  /** `lang` attribute; default `en`. */
  lang?: string;
}

/** A complete HTML document. */
export function htmlPage({ title, bodyHtml, lang = 'en' }: HtmlPageOptions): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
${bodyHtml}
</main></body>
</html>
`;
}
