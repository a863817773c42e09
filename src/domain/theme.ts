/**
 * The correspondent's branding as a theme (spec platform §9 default colours, design §8): colours
 * validated, defaults filled in, and the derived colours that keep ANY brand readable (ui-guide
 * principle 5, WCAG 2.2 AA 1.4.3): a fill for text-bearing elements with its text colour, and a
 * text colour for brand-coloured links and labels. The brand colour itself is never changed; it
 * keeps painting what carries no text (bars, borders, focus rings, the browser chrome).
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
  /**
   * Background of text-bearing brand elements (buttons, badges, brand marks): `primary` itself
   * when white or near-black text reaches 4.5:1 on it, otherwise `primary` darkened until white
   * does.
   */
  primaryFill: string;
  /** Text colour on `primaryFill`, at least 4.5:1. */
  onPrimaryFill: string;
  /** `primaryFill` under the pointer: moved away from its text colour, so contrast only grows. */
  primaryFillHover: string;
  /** `primary` darkened until it reads at 4.5:1 as text on the light surfaces (links, labels). */
  primaryText: string;
  /** Like `primaryFill`, for the secondary colour. */
  secondaryFill: string;
  /** Text colour on `secondaryFill`, at least 4.5:1. */
  onSecondaryFill: string;
  /** `secondaryFill` under the pointer, like `primaryFillHover`. */
  secondaryFillHover: string;
  /** Like `primaryText`, for the secondary colour. */
  secondaryText: string;
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

/** WCAG 2.2 AA minimum contrast of normal-size text (success criterion 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The light surfaces brand-coloured text is drawn on (ui-guide tokens): the card/page surface,
 * the portal's page background, and the strongest brand tint used behind text (16 % of the brand
 * on white, `--fx-primary-soft`), which `brandText` adds per colour.
 */
export const TEXT_SURFACES = ['#ffffff', '#f6f7f9'] as const;

/** How much of the brand's own tint sits under brand text at most (badges, active links). */
export const BRAND_TINT_WEIGHT = 0.16;

/** Fraction of black added per darkening step: small, so the brand moves no further than needed. */
const DARKEN_STEP = 0.02;

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `weight` of `overlay` mixed into `base` in sRGB, as CSS `color-mix(in srgb, overlay weight,
 * base)` does; `base` when either colour is invalid.
 */
export function mixColours(base: string, overlay: string, weight: number): string {
  const a = hexToRgb(base);
  const b = hexToRgb(overlay);
  if (!a || !b) return base;
  const w = Math.min(1, Math.max(0, weight));
  return toHex(a.map((channel, i) => channel * (1 - w) + (b[i] ?? 0) * w));
}

/**
 * `colour` mixed toward black in small steps until `accepts` holds (black itself at the latest).
 * Stepping, rather than jumping to a fixed shade, keeps a brand as close to itself as contrast
 * allows.
 */
function darkenUntil(colour: string, accepts: (candidate: string) => boolean): string {
  const base = colour.toLowerCase();
  if (accepts(base)) return base;
  for (let step = 1; step * DARKEN_STEP < 1; step += 1) {
    const candidate = mixColours(base, '#000000', step * DARKEN_STEP);
    if (accepts(candidate)) return candidate;
  }
  return '#000000';
}

/** How far a hovered fill moves away from its text colour. */
const HOVER_WEIGHT = 0.12;

/** A brand fill, the text colour on it and its hover shade (see `Theme.primaryFill`). */
export interface BrandFill {
  fill: string;
  onFill: string;
  hover: string;
}

/** The fill of text-bearing brand elements and the text colour on it (see `Theme.primaryFill`). */
export function brandFill(colour: string): BrandFill {
  const text = readableTextOn(colour);
  const withHover = (fill: string, onFill: string): BrandFill => ({
    fill,
    onFill,
    // Darker under white text, lighter under dark text: a hover never costs contrast.
    hover: mixColours(fill, onFill === LIGHT_TEXT ? '#000000' : '#ffffff', HOVER_WEIGHT),
  });
  if ((contrastRatio(text, colour) ?? 0) >= MIN_TEXT_CONTRAST) return withHover(colour, text);
  const fill = darkenUntil(
    colour,
    (candidate) => (contrastRatio(LIGHT_TEXT, candidate) ?? 0) >= MIN_TEXT_CONTRAST,
  );
  return withHover(fill, LIGHT_TEXT);
}

/**
 * The brand colour as text: itself when it already reads at 4.5:1 on every light surface (and
 * on its own tint), otherwise darkened until it does.
 */
export function brandText(colour: string): string {
  const surfaces = [...TEXT_SURFACES, mixColours('#ffffff', colour, BRAND_TINT_WEIGHT)];
  const reads = (candidate: string) =>
    surfaces.every((surface) => (contrastRatio(candidate, surface) ?? 0) >= MIN_TEXT_CONTRAST);
  return reads(colour) ? colour : darkenUntil(colour, reads);
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
  const secondary = colourOr(c?.secondaryColor, DEFAULT_THEME.secondary);
  const primaryFill = brandFill(primary);
  const secondaryFill = brandFill(secondary);
  return {
    primary,
    secondary,
    tertiary: colourOr(c?.tertiaryColor, DEFAULT_THEME.tertiary),
    neutral: colourOr(c?.quartiaryColor, DEFAULT_THEME.neutral),
    onPrimary: readableTextOn(primary),
    primaryFill: primaryFill.fill,
    onPrimaryFill: primaryFill.onFill,
    primaryFillHover: primaryFill.hover,
    primaryText: brandText(primary),
    secondaryFill: secondaryFill.fill,
    onSecondaryFill: secondaryFill.onFill,
    secondaryFillHover: secondaryFill.hover,
    secondaryText: brandText(secondary),
  };
}

/**
 * The CSS custom properties of a theme: our `--fx-*` names (the brand colours and the derived
 * readable ones), plus the page-wide names the spec applies (spec platform §9: primary,
 * primary-color, secondary, secondary-color, tertiary, tertiary-color, quartiary-color), which
 * always carry the brand colours unchanged.
 */
export function themeCssVariables(theme: Theme): Record<string, string> {
  return {
    '--fx-primary': theme.primary,
    '--fx-secondary': theme.secondary,
    '--fx-tertiary': theme.tertiary,
    '--fx-neutral': theme.neutral,
    '--fx-on-primary': theme.onPrimary,
    '--fx-primary-fill': theme.primaryFill,
    '--fx-on-primary-fill': theme.onPrimaryFill,
    '--fx-primary-fill-hover': theme.primaryFillHover,
    '--fx-primary-text': theme.primaryText,
    '--fx-secondary-fill': theme.secondaryFill,
    '--fx-on-secondary-fill': theme.onSecondaryFill,
    '--fx-secondary-fill-hover': theme.secondaryFillHover,
    '--fx-secondary-text': theme.secondaryText,
    '--primary': theme.primary,
    '--primary-color': theme.primary,
    '--secondary': theme.secondary,
    '--secondary-color': theme.secondary,
    '--tertiary': theme.tertiary,
    '--tertiary-color': theme.tertiary,
    '--quartiary-color': theme.neutral,
  };
}
