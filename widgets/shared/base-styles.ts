/**
 * Shared CSS of every widget: the reset that keeps the host page out, the design tokens of the
 * UI guide, and the card every widget is drawn on.
 *
 * Theming contract (documented in docs/ and the README): a widget root carries the
 * correspondent's colours as `--fx-primary-default`, `--fx-secondary-default`, … (set by the
 * component from `themeCssVariables`), and every rule reads
 * `var(--fx-primary, var(--fx-primary-default))`. Custom properties inherit through the shadow
 * boundary and `all: initial` does not reset them, so a host that writes
 * `fx-simulator { --fx-primary: #c00 }` (or sets it on any ancestor) always wins over the
 * correspondent's colour, while a host that sets nothing gets the correspondent's brand.
 *
 * Readable brand (ui-guide principle 5): the brand colour itself only paints what carries no text
 * (the card's top bar). Text-bearing brand elements (buttons, the brand mark, badges) use the
 * derived `--fx-primary-fill` / `--fx-on-primary-fill`, and brand-coloured text uses
 * `--fx-primary-text` (`--fx-secondary-fill`, … likewise, for a widget that puts text on the
 * secondary colour); `themeFromCorrespondent` computes them so any brand reaches 4.5:1. Each
 * falls back to the host's `--fx-primary` / `--fx-on-primary` before the correspondent's default,
 * so a host that themes only those two still repaints everything.
 * @module
 */

/**
 * Base styles for a widget's shadow root (or react-shadow root in the portal). It starts with
 * `:host { all: initial }` because otherwise the page's font, colour and line-height inherit
 * into the shadow tree (design §8).
 */
export const baseStyles = /* css */ `
:host {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  font-size: 16px;
  line-height: 1.5;
  color: #1f2328;
  text-align: left;
  -webkit-font-smoothing: antialiased;
  -webkit-text-size-adjust: 100%;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }

/*
 * The page's own rules still reach the host element itself (for normal declarations the outer
 * context wins over :host), and inherited ones such as text-transform would flow in from there:
 * resetting everything again on our root cuts that inheritance. Custom properties survive
 * "all", which is what lets a host theme the widget on purpose.
 */
.fx-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  --_primary: var(--fx-primary, var(--fx-primary-default, #027be3));
  --_secondary: var(--fx-secondary, var(--fx-secondary-default, #26a69a));
  --_tertiary: var(--fx-tertiary, var(--fx-tertiary-default, #555555));
  --_neutral: var(--fx-neutral, var(--fx-neutral-default, #e0e1e2));
  --_primary-fill: var(--fx-primary-fill, var(--fx-primary, var(--fx-primary-fill-default, #0276da)));
  --_on-primary-fill: var(--fx-on-primary-fill, var(--fx-on-primary, var(--fx-on-primary-fill-default, #ffffff)));
  --_primary-fill-hover: var(--fx-primary-fill-hover, var(--fx-primary-fill, var(--fx-primary, var(--fx-primary-fill-hover-default, #0268c0))));
  --_primary-text: var(--fx-primary-text, var(--fx-primary, var(--fx-primary-text-default, #0267bf)));
  --_surface: var(--fx-surface, #ffffff);
  --_text: var(--fx-text, #1f2328);
  --_muted: var(--fx-muted, #5b6470);
  --_danger: var(--fx-danger, #c62828);
  --_success: var(--fx-success, #2e7d32);
  --_warning: var(--fx-warning, #a15c00);
  --_border: color-mix(in srgb, var(--_neutral) 70%, #9aa1a9);
  --_radius: 8px;
  --_radius-card: 12px;
  --_shadow: 0 1px 2px rgb(16 24 40 / 0.06), 0 4px 16px rgb(16 24 40 / 0.08);
  --_font: var(--fx-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif);
  --_ease: 180ms ease-out;
  font-family: var(--_font);
  font-size: 16px;
  line-height: 1.5;
  color: var(--_text);
  font-variant-numeric: tabular-nums;
  max-width: 440px;
  margin: 0 auto;
}

.fx-card {
  background: var(--_surface);
  border: 1px solid var(--_border);
  border-radius: var(--_radius-card);
  box-shadow: var(--_shadow);
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 16px;
}
@media (max-width: 400px) { .fx-card { padding: 16px; } }

.fx-header { display: flex; align-items: center; gap: 12px; min-width: 0; }
.fx-brand {
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: var(--_primary-fill);
  color: var(--_on-primary-fill);
  font-size: 16px;
  font-weight: 700;
  letter-spacing: 0.02em;
  user-select: none;
}
.fx-heading { min-width: 0; display: flex; flex-direction: column; gap: 0; }
.fx-title {
  margin: 0;
  font-size: 20px;
  line-height: 28px;
  font-weight: 650;
  overflow-wrap: anywhere;
}
.fx-subtitle { margin: 0; font-size: 14px; line-height: 20px; color: var(--_muted); }

.fx-body {
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: var(--_radius);
  background: color-mix(in srgb, var(--_neutral) 35%, var(--_surface));
}
.fx-body p { margin: 0; font-size: 14px; line-height: 20px; }
.fx-badge {
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  line-height: 16px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: var(--_primary-text);
  background: color-mix(in srgb, var(--_primary) 12%, var(--_surface));
  border: 1px solid color-mix(in srgb, var(--_primary) 35%, var(--_surface));
}

.fx-message { margin: 0; font-size: 14px; line-height: 20px; }
.fx-message[data-tone="danger"] { color: var(--_danger); }

.fx-button {
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 16px;
  border-radius: var(--_radius);
  font-family: var(--_font);
  font-size: 16px;
  font-weight: 600;
  line-height: 1;
  cursor: pointer;
  background: var(--_primary-fill);
  color: var(--_on-primary-fill);
  transition: background-color var(--_ease);
}
.fx-button:hover { background: var(--_primary-fill-hover); }
/* The ring must stand out from the surface (WCAG 1.4.11): the readable brand shade does. */
.fx-button:focus-visible,
.fx-root :focus-visible {
  outline: 2px solid var(--_primary-text);
  outline-offset: 2px;
}

.fx-skeleton {
  border-radius: var(--_radius);
  background: linear-gradient(90deg,
    color-mix(in srgb, var(--_neutral) 55%, var(--_surface)) 0%,
    color-mix(in srgb, var(--_neutral) 25%, var(--_surface)) 50%,
    color-mix(in srgb, var(--_neutral) 55%, var(--_surface)) 100%);
  background-size: 200% 100%;
  animation: fx-shimmer 1.2s ease-in-out infinite;
}
.fx-skeleton-group { display: flex; flex-direction: column; gap: 16px; }
.fx-skeleton-heading { flex: 1; display: flex; flex-direction: column; gap: 8px; }
.fx-skeleton[data-shape="circle"] { width: 44px; height: 44px; border-radius: 50%; flex: none; }
.fx-skeleton[data-shape="line"] { height: 14px; width: 60%; }
.fx-skeleton[data-shape="title"] { height: 20px; width: 75%; }
.fx-skeleton[data-shape="block"] { height: 72px; width: 100%; }
@keyframes fx-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }

.fx-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}

@media (prefers-reduced-motion: reduce) {
  .fx-root *, .fx-root *::before, .fx-root *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
}
`;
