/**
 * CSS of the simulator widget, added after `baseStyles` in its shadow root. Brand colour only on
 * fills and highlights through the base tokens (`--_primary-fill`, `--_primary-text`); text and
 * surfaces stay neutral (ui-guide "Brand without breaking"). Every target is at least 44 px.
 * @module
 */

/** The simulator's own rules (the card itself comes from `baseStyles`). */
export const simulatorStyles = /* css */ `
.fx-root[data-widget="simulator"] .fx-card { border-top: 4px solid var(--_primary); }
.fx-simulator { display: flex; flex-direction: column; gap: 16px; position: relative; min-width: 0; }
.fx-segmented { display: flex; gap: 4px; padding: 4px; border-radius: var(--_radius); background: color-mix(in srgb, var(--_neutral) 45%, var(--_surface)); flex-wrap: wrap; }
.fx-segment { all: unset; box-sizing: border-box; flex: 1 1 0; min-width: max-content; min-height: 44px; padding: 0 12px; display: inline-flex; align-items: center; justify-content: center; border-radius: 6px; font: 600 14px/1.2 var(--_font); color: var(--_text); cursor: pointer; text-align: center; }
.fx-segment[aria-pressed="true"], .fx-segment:has(input:checked) { background: var(--_surface); color: var(--_primary-text); box-shadow: 0 1px 3px rgb(16 24 40 / 0.16); }
.fx-segment:has(input:focus-visible) { outline: 2px solid var(--_primary); outline-offset: 2px; }
.fx-fieldset { all: unset; display: flex; flex-direction: column; gap: 4px; }
.fx-pair { display: flex; flex-direction: column; gap: 12px; }
.fx-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.fx-label { font-size: 14px; line-height: 20px; font-weight: 600; color: var(--_text); padding: 0; }
.fx-amount { display: flex; align-items: stretch; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); min-height: 56px; }
.fx-amount:focus-within { border-color: var(--_primary); box-shadow: 0 0 0 1px var(--_primary); }
.fx-amount[data-busy="true"] .fx-amount-input { color: var(--_muted); animation: fx-pulse 1s ease-in-out infinite alternate; }
@keyframes fx-pulse { to { opacity: 0.45; } }
.fx-amount-input { all: unset; box-sizing: border-box; flex: 1 1 auto; min-width: 0; padding: 8px 12px; font: 650 24px/1.2 var(--_font); font-variant-numeric: tabular-nums; color: var(--_text); }
.fx-amount-input:focus-visible { outline: none; }
.fx-currency { flex: 0 1 auto; max-width: 52%; min-height: 44px; display: inline-flex; align-items: center; gap: 4px; padding: 0 12px; border: 0; border-left: 1px solid var(--_border); border-radius: 0 var(--_radius) var(--_radius) 0; background: color-mix(in srgb, var(--_neutral) 25%, var(--_surface)); font: 600 15px/1.2 var(--_font); color: var(--_text); text-overflow: ellipsis; }
.fx-currency-picker { position: relative; flex: 0 0 auto; padding-right: 28px; cursor: pointer; }
.fx-currency-picker::after { content: ""; position: absolute; right: 12px; top: 50%; width: 6px; height: 6px; margin-top: -5px; border: solid currentColor; border-width: 0 2px 2px 0; transform: rotate(45deg); pointer-events: none; }
.fx-currency-picker:focus-within { outline: 2px solid var(--_primary); outline-offset: -2px; }
.fx-currency-select { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; font: 400 16px/1.2 var(--_font); }
.fx-flag { display: block; flex: none; width: 20px; height: 15px; object-fit: cover; border-radius: 2px; box-shadow: 0 0 0 1px rgb(16 24 40 / 0.12); }
.fx-input, .fx-select { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); font: 400 16px/1.3 var(--_font); color: var(--_text); }
.fx-input[aria-invalid="true"] { border-color: var(--_danger); }
.fx-inline { display: flex; gap: 8px; align-items: stretch; }
.fx-inline .fx-input { flex: 1 1 auto; min-width: 0; }
.fx-message:empty { display: none; }
.fx-message[data-tone="success"] { color: var(--_success); }
.fx-rate, .fx-hint { margin: 0; font-size: 14px; color: var(--_muted); }
.fx-timer, .fx-loyalty { margin: 0; font-size: 14px; line-height: 20px; color: var(--_muted); }
.fx-loyalty { color: var(--_primary-text); font-weight: 600; }
.fx-details { border-top: 1px solid var(--_border); border-bottom: 1px solid var(--_border); }
.fx-summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; color: var(--_primary-text); }
.fx-rows { margin: 0 0 12px; display: flex; flex-direction: column; gap: 6px; font-size: 14px; }
.fx-row { display: flex; justify-content: space-between; gap: 12px; }
.fx-row dt { color: var(--_muted); }
.fx-row dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.fx-row[data-total] { font-size: 16px; font-weight: 700; padding-top: 6px; border-top: 1px dashed var(--_border); }
.fx-row[data-total] dt { color: var(--_text); }
.fx-button[data-block] { width: 100%; text-decoration: none; }
.fx-button[aria-disabled="true"] { opacity: 0.6; cursor: progress; }
.fx-button[data-variant="secondary"] { background: var(--_surface); color: var(--_primary-text); border: 1px solid currentColor; }
.fx-button:disabled { opacity: 0.6; cursor: progress; }
.fx-overlay { position: absolute; inset: -8px; display: grid; place-items: center; padding: 8px; background: rgb(16 24 40 / 0.45); border-radius: var(--_radius-card); z-index: 1; }
.fx-modal { background: var(--_surface); border-radius: var(--_radius-card); box-shadow: var(--_shadow); padding: 20px; display: flex; flex-direction: column; gap: 12px; max-width: 100%; }
.fx-modal:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; }
.fx-modal p { margin: 0; }
.fx-modal-title { margin: 0; font-size: 20px; line-height: 28px; }
.fx-modal-summary { font-weight: 650; font-variant-numeric: tabular-nums; }
`;
