/**
 * CSS of the checkout widget, added after `baseStyles` in its shadow root.
 * @module
 */

/** The checkout's own rules (the card itself comes from `baseStyles`). */
export const checkoutStyles = /* css */ `
.fx-root[data-widget="checkout"] { max-width: 720px; }
.fx-root[data-widget="checkout"] .fx-card { border-top: 4px solid var(--_primary); }
.fx-checkout { position: relative; display: flex; flex-direction: column; gap: 8px; }
/* Over the frame while its page loads: the frame keeps its height, so the host page never jumps. */
.fx-checkout__loading {
  position: absolute;
  inset: 0 0 auto;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: 12px;
  background: var(--_surface);
}
.fx-checkout__frame {
  display: block;
  width: 100%;
  height: 560px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color-scheme: normal;
}
.fx-checkout[data-frame-state="loading"] .fx-checkout__frame { visibility: hidden; }
.fx-checkout__alt { margin: 0; font-size: 0.875rem; text-align: right; }
/* On a phone the frame takes the card's whole width: the page inside has its own margins. */
@media (max-width: 480px) {
  .fx-root[data-widget="checkout"] .fx-card { padding: 16px 0 12px; }
  .fx-root[data-widget="checkout"] .fx-header,
  .fx-root[data-widget="checkout"] .fx-message,
  .fx-checkout__alt,
  .fx-checkout__loading { padding-inline: 16px; }
  .fx-checkout__frame { border-radius: 0; }
}
.fx-checkout__alt a { color: var(--_primary-text, inherit); }
`;
