/**
 * CSS of the simulator widget, added after `baseStyles` in its shadow root.
 * @module
 */

/** The simulator's own rules (the card itself comes from `baseStyles`). */
export const simulatorStyles = /* css */ `
.fx-root[data-widget="simulator"] .fx-card { border-top: 4px solid var(--_primary); }
`;
