/**
 * CSS of the checkout widget, added after `baseStyles` in its shadow root.
 * @module
 */

/** The checkout's own rules (the card itself comes from `baseStyles`). */
export const checkoutStyles = /* css */ `
.fx-root[data-widget="checkout"] { max-width: 720px; }
.fx-root[data-widget="checkout"] .fx-card { border-top: 4px solid var(--_primary); }
.fx-checkout { position: relative; display: flex; flex-direction: column; gap: 8px; }
.fx-checkout__loading { display: flex; flex-direction: column; gap: 12px; }
.fx-checkout__frame {
  display: block;
  width: 100%;
  height: 560px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color-scheme: normal;
}
.fx-checkout[data-frame-state="loading"] .fx-checkout__frame {
  position: absolute;
  inset: 0;
  visibility: hidden;
}
.fx-checkout__alt { margin: 0; font-size: 0.875rem; text-align: right; }
.fx-checkout__alt a { color: var(--_primary-text, inherit); }
`;
