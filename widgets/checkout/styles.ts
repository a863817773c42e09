/**
 * CSS of the checkout widget, added after `baseStyles` in its shadow root.
 * @module
 */

/** The checkout's own rules (the card itself comes from `baseStyles`). */
export const checkoutStyles = /* css */ `
.fx-root[data-widget="checkout"] { max-width: 560px; }
.fx-root[data-widget="checkout"] .fx-card { border-top: 4px solid var(--_primary); }
`;
