/**
 * CSS of the inbound-payment widget, added after `baseStyles` in its shadow root.
 * @module
 */

/** The inbound-payment widget's own rules (the card itself comes from `baseStyles`). */
export const inboundPaymentStyles = /* css */ `
.fx-root[data-widget="inbound-payment"] .fx-card { border-top: 4px solid var(--_secondary); }
`;
