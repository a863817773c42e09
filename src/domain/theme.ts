/**
 * The correspondent's branding as a theme (spec platform §9 default colours, design §8): colours
 * validated, defaults filled in, and a readable text colour chosen for the primary colour.
 * @module
 */
import type { Correspondent } from '../contracts/correspondent';

/** The colours a widget or page is painted with. */
export interface Theme {
  primary: string;
  secondary: string;
  tertiary: string;
  /** The spec's "quartiary" colour: light backgrounds and borders. */
  neutral: string;
  /** Text colour on `primary`: white or near-black, whichever contrasts more (WCAG 2). */
  onPrimary: string;
}

/** The default colours when the correspondent gives none (spec platform §9). */
export const DEFAULT_THEME = {
  primary: '#027be3',
  secondary: '#26A69A',
  tertiary: '#555555',
  neutral: '#E0E1E2',
} as const;

/** Light text colour candidate for `onPrimary`. */
export const LIGHT_TEXT = '#ffffff';
/** Dark text colour candidate for `onPrimary`. */
export const DARK_TEXT = '#111111';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a string is a `#rgb` or `#rrggbb` colour. */
export function isHexColour(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value.trim());
}

/** The red, green and blue channels (0–255) of a `#rgb`/`#rrggbb` colour. */
export function hexToRgb(hex: string): [number, number, number] | undefined {
  const value = hex.trim();
  if (!HEX_COLOUR.test(value)) return undefined;
  const digits =
    value.length === 4
      ? value
          .slice(1)
          .split('')
          .map((d) => d + d)
          .join('')
      : value.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance (0 black – 1 white) of a hex colour; `undefined` when invalid. */
export function relativeLuminance(hex: string): number | undefined {
  const rgb = hexToRgb(hex);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio (1–21) between two hex colours; `undefined` when one is invalid. */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The text colour (white or near-black) with the higher contrast on `background`. */
export function readableTextOn(background: string): string {
  const light = contrastRatio(LIGHT_TEXT, background) ?? 0;
  const dark = contrastRatio(DARK_TEXT, background) ?? 0;
  return light >= dark ? LIGHT_TEXT : DARK_TEXT;
}

function colourOr(value: string | null | undefined, fallback: string): string {
  return isHexColour(value) ? value.trim() : fallback;
}

/** The colour fields of a correspondent that make its theme. */
export type ThemeSource = Pick<
  Correspondent,
  'primaryColor' | 'secondaryColor' | 'tertiaryColor' | 'quartiaryColor'
>;

/**
 * The theme of a correspondent: each missing or invalid colour falls back to the default one
 * (an invalid colour in the database must not paint a page unreadable).
 */
export function themeFromCorrespondent(c: ThemeSource | null | undefined): Theme {
  const primary = colourOr(c?.primaryColor, DEFAULT_THEME.primary);
  return {
    primary,
    secondary: colourOr(c?.secondaryColor, DEFAULT_THEME.secondary),
    tertiary: colourOr(c?.tertiaryColor, DEFAULT_THEME.tertiary),
    neutral: colourOr(c?.quartiaryColor, DEFAULT_THEME.neutral),
    onPrimary: readableTextOn(primary),
  };
}

/**
 * The CSS custom properties of a theme: our `--fx-*` names, plus the page-wide names the spec
 * applies (spec platform §9: primary, primary-color, secondary, secondary-color, tertiary,
 * tertiary-color, quartiary-color).
 */
export function themeCssVariables(theme: Theme): Record<string, string> {
  return {
    '--fx-primary': theme.primary,
    '--fx-secondary': theme.secondary,
    '--fx-tertiary': theme.tertiary,
    '--fx-neutral': theme.neutral,
    '--fx-on-primary': theme.onPrimary,
    '--primary': theme.primary,
    '--primary-color': theme.primary,
    '--secondary': theme.secondary,
    '--secondary-color': theme.secondary,
    '--tertiary': theme.tertiary,
    '--tertiary-color': theme.tertiary,
    '--quartiary-color': theme.neutral,
  };
}
