/**
 * CSS of the inbound-payment widget, added after `baseStyles` in its shadow root.
 * @module
 */

/** The inbound-payment widget's own rules (the card itself comes from `baseStyles`). */
export const inboundPaymentStyles = /* css */ `
.fx-root[data-widget="inbound-payment"] { max-width: 640px; }
.fx-root[data-widget="inbound-payment"] .fx-card { border-top: 4px solid var(--_primary); }
.fx-payer { position: relative; display: flex; flex-direction: column; gap: 8px; }
/* Over the frame while its page loads: the frame keeps its height, so the host page never jumps. */
.fx-payer__loading {
  position: absolute;
  inset: 0 0 auto;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: 12px;
  background: var(--_surface);
}
.fx-payer__frame {
  display: block;
  width: 100%;
  height: 640px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color-scheme: normal;
}
.fx-payer[data-frame-state="loading"] .fx-payer__frame { visibility: hidden; }
.fx-payer__alt { margin: 0; font-size: 0.875rem; text-align: right; }
.fx-payer__alt a { color: var(--_primary-text, inherit); }
/* On a phone the frame takes the card's whole width: the page inside has its own margins. */
@media (max-width: 480px) {
  .fx-root[data-widget="inbound-payment"] .fx-card { padding: 16px 0 12px; }
  .fx-root[data-widget="inbound-payment"] .fx-header,
  .fx-root[data-widget="inbound-payment"] .fx-message,
  .fx-payer__alt,
  .fx-payer__loading { padding-inline: 16px; }
  .fx-payer__frame { border-radius: 0; }
}
`;
