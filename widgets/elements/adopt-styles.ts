/**
 * Puts a widget's CSS into its shadow root in a way a strict CSP accepts (design §8).
 * @module
 */

// One constructed sheet per CSS text, shared by every instance of a widget on the page.
const sheets = new Map<string, CSSStyleSheet>();

/** Whether the browser has constructable style sheets and `adoptedStyleSheets`. */
export function supportsAdoptedStyleSheets(): boolean {
  return (
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/**
 * Adds `css` to `root`: through `adoptedStyleSheets` (a `<style>` in a shadow root is blocked by
 * `style-src 'self' 'nonce-…'`), else — older browsers only — a `<style>` carrying `nonce`.
 * The nonce must come from the `nonce` property: browsers hide the attribute's value once
 * parsed, to keep it from CSS selectors.
 */
export function adoptStyles(root: ShadowRoot, css: string, nonce: string | undefined): void {
  if (supportsAdoptedStyleSheets()) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
    return;
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  root.prepend(style);
}
