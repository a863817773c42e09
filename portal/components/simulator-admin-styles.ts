/**
 * The few rules of the simulator's admin part (SimulatorAdminPanel), added to the simulator's
 * shadow sheet by the portal's embed. Apart from the panel: the panel loads only for an
 * administrator, the sheet is built once for every visitor.
 * @module
 */

/** CSS of the admin part, added to the simulator's shadow sheet by the portal's embed. */
export const simulatorAdminStyles = /* css */ `
.fx-admin { display: flex; flex-direction: column; gap: 12px; padding: 12px; border: 1px dashed var(--_border); border-radius: var(--_radius); }
.fx-admin-title { margin: 0; font-size: 14px; line-height: 20px; font-weight: 700; color: var(--_text); }
.fx-admin .fx-rows { margin: 0; }
.fx-hint { margin: 0; font-size: 13px; line-height: 18px; color: var(--_muted); }
`;
