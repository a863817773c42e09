import { describe, expect, test } from 'vitest';
import {
  BRAND_TINT_WEIGHT,
  DEFAULT_THEME,
  MIN_TEXT_CONTRAST,
  TEXT_SURFACES,
  contrastRatio,
  hexToRgb,
  mixColours,
  relativeLuminance,
  themeCssVariables,
  themeFromCorrespondent,
} from '../../../src/domain/theme';

const noColours = {
  primaryColor: null,
  secondaryColor: null,
  tertiaryColor: null,
  quartiaryColor: null,
};

describe('themeFromCorrespondent', () => {
  test('uses the default colours of spec §9 when the correspondent gives none', () => {
    // The default blue is mid-luminance: #111111 contrasts 4.44 against white's 4.25 (WCAG 2).
    expect(themeFromCorrespondent(noColours)).toMatchObject({
      ...DEFAULT_THEME,
      onPrimary: '#111111',
    });
    expect(themeFromCorrespondent(null)).toEqual(themeFromCorrespondent(noColours));
    expect(themeFromCorrespondent(undefined)).toEqual(themeFromCorrespondent(noColours));
  });

  test("uses the correspondent's own colours", () => {
    expect(
      themeFromCorrespondent({
        primaryColor: '#6B2FBF',
        secondaryColor: '#F2A900',
        tertiaryColor: '#3A3A3A',
        quartiaryColor: '#EFE9F7',
      }),
    ).toEqual({
      primary: '#6B2FBF',
      secondary: '#F2A900',
      tertiary: '#3A3A3A',
      neutral: '#EFE9F7',
      onPrimary: '#ffffff',
      // The violet already carries white text at 7.5:1 and reads as text on white: unchanged.
      primaryFill: '#6B2FBF',
      onPrimaryFill: '#ffffff',
      primaryFillHover: '#5e29a8',
      primaryText: '#6B2FBF',
      // The amber carries near-black text, but as text on white it must darken.
      secondaryFill: '#F2A900',
      onSecondaryFill: '#111111',
      secondaryFillHover: '#f4b31f',
      secondaryText: '#916500',
    });
  });

  test.each(['red', '#12345', '#ggg', 'rgb(0,0,0)', '', '#1234567'])(
    'falls back to the default for the invalid colour %j',
    (colour) => {
      expect(themeFromCorrespondent({ ...noColours, primaryColor: colour }).primary).toBe(
        DEFAULT_THEME.primary,
      );
    },
  );

  test.each([
    ['#fff', '#111111'],
    ['#ffffff', '#111111'],
    ['#F2A900', '#111111'],
    ['#EFE9F7', '#111111'],
    ['#000', '#ffffff'],
    ['#027be3', '#111111'],
    ['#0256a0', '#ffffff'],
    ['#6B2FBF', '#ffffff'],
    ['#777777', '#ffffff'],
    ['#888888', '#111111'],
  ])('on the primary %s the text colour is %s', (primary, onPrimary) => {
    expect(themeFromCorrespondent({ ...noColours, primaryColor: primary }).onPrimary).toBe(
      onPrimary,
    );
  });
});

/** The brand colours of the readable-brand table: mid, dark, light, near-white, near-black. */
const BRANDS = [
  '#027be3',
  '#6B2FBF',
  '#F2A900',
  '#FFEB3B',
  '#26A69A',
  '#000000',
  '#ffffff',
  '#E0E1E2',
  '#C62828',
  '#0f8a7e',
  '#ff5722',
  '#8bc34a',
  '#777777',
  '#00bcd4',
  '#e91e63',
];

const ratio = (a: string, b: string) => contrastRatio(a, b) ?? 0;

/**
 * How much black `darker` is `colour` mixed with (every channel scaled by the same factor), or
 * `undefined` when it is not such a darkening.
 */
function blackShare(darker: string, colour: string): number | undefined {
  const [from, to] = [hexToRgb(colour), hexToRgb(darker)];
  if (!from || !to) return undefined;
  const max = Math.max(...from);
  if (max === 0) return to.every((c) => c === 0) ? 0 : undefined;
  const factor = (to[from.indexOf(max)] ?? 0) / max;
  const scaled = from.every((c, i) => Math.abs(c * factor - (to[i] ?? 0)) <= 1.5);
  return scaled && factor <= 1 ? 1 - factor : undefined;
}

describe('a readable brand for any correspondent colour (ui-guide principle 5, WCAG 1.4.3)', () => {
  const themeOf = (primary: string, secondary = primary) =>
    themeFromCorrespondent({ ...noColours, primaryColor: primary, secondaryColor: secondary });

  test('the default blue is darkened just enough for white text, and further for text on tints', () => {
    // #027be3 gives 4.25:1 with white and 4.44:1 with #111: neither reaches 4.5.
    expect(ratio('#ffffff', DEFAULT_THEME.primary)).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(ratio('#111111', DEFAULT_THEME.primary)).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(themeOf(DEFAULT_THEME.primary)).toMatchObject({
      primary: '#027be3',
      primaryFill: '#0276da',
      onPrimaryFill: '#ffffff',
      primaryFillHover: '#0268c0',
      primaryText: '#0267bf',
    });
  });

  test.each(BRANDS)('%s stays the primary colour itself', (brand) => {
    expect(themeOf(brand).primary).toBe(brand);
    expect(themeCssVariables(themeOf(brand))['--primary']).toBe(brand);
  });

  test.each(BRANDS)('on the fill of %s the text reaches 4.5:1, also under the pointer', (brand) => {
    const { primaryFill, onPrimaryFill, primaryFillHover } = themeOf(brand);
    expect(['#ffffff', '#111111']).toContain(onPrimaryFill);
    expect(ratio(onPrimaryFill, primaryFill)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(ratio(onPrimaryFill, primaryFillHover)).toBeGreaterThanOrEqual(
      ratio(onPrimaryFill, primaryFill),
    );
  });

  test.each(BRANDS)(
    'the fill of %s is the brand when it already carries text, else the brand darkened no further than needed',
    (brand) => {
      const { primaryFill } = themeOf(brand);
      const carriesText = Math.max(ratio('#ffffff', brand), ratio('#111111', brand)) >= 4.5;
      if (carriesText) {
        expect(primaryFill).toBe(brand);
      } else {
        const share = blackShare(primaryFill, brand);
        expect(share).toBeGreaterThan(0);
        // Small steps: one step (2 % black) less would not carry white text yet.
        const oneStepLess = mixColours(brand, '#000000', (share ?? 0) - 0.02);
        expect(ratio('#ffffff', oneStepLess)).toBeLessThan(MIN_TEXT_CONTRAST);
      }
    },
  );

  test.each(BRANDS)(
    'the text shade of %s reads at 4.5:1 on every light surface and on its own tint',
    (brand) => {
      const { primaryText } = themeOf(brand);
      const surfaces = [...TEXT_SURFACES, mixColours('#ffffff', brand, BRAND_TINT_WEIGHT)];
      for (const surface of surfaces) {
        expect(ratio(primaryText, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
      expect(blackShare(primaryText, brand)).toBeDefined();
    },
  );

  test.each(BRANDS)('the secondary colour %s gets the same readable fill and text', (brand) => {
    const theme = themeOf(DEFAULT_THEME.primary, brand);
    expect(theme.secondary).toBe(brand);
    expect(theme.secondaryFill).toBe(themeOf(brand).primaryFill);
    expect(theme.onSecondaryFill).toBe(themeOf(brand).onPrimaryFill);
    expect(theme.secondaryFillHover).toBe(themeOf(brand).primaryFillHover);
    expect(theme.secondaryText).toBe(themeOf(brand).primaryText);
  });

  test('light brands keep their colour as a fill under near-black text', () => {
    expect(themeOf('#FFEB3B')).toMatchObject({ primaryFill: '#FFEB3B', onPrimaryFill: '#111111' });
    expect(themeOf('#ffffff')).toMatchObject({ primaryFill: '#ffffff', onPrimaryFill: '#111111' });
    // White as text on white cannot stay white: it becomes a grey that reads.
    expect(themeOf('#ffffff').primaryText).not.toBe('#ffffff');
  });
});

describe('mixColours', () => {
  test('mixes in sRGB like CSS color-mix and ignores invalid colours', () => {
    expect(mixColours('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mixColours('#027be3', '#000000', 0)).toBe('#027be3');
    expect(mixColours('#027be3', '#000000', 1)).toBe('#000000');
    expect(mixColours('nope', '#000000', 0.5)).toBe('nope');
  });
});

describe('WCAG arithmetic', () => {
  test('black on white has the maximum contrast of 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('nope')).toBeUndefined();
  });
});

describe('themeCssVariables', () => {
  test('gives our --fx-* variables, the derived readable ones, and the page-wide names of spec §9 in the brand colours', () => {
    const variables = themeCssVariables(themeFromCorrespondent(null));
    expect(variables).toEqual({
      '--fx-primary': '#027be3',
      '--fx-secondary': '#26A69A',
      '--fx-tertiary': '#555555',
      '--fx-neutral': '#E0E1E2',
      '--fx-on-primary': '#111111',
      '--fx-primary-fill': '#0276da',
      '--fx-on-primary-fill': '#ffffff',
      '--fx-primary-fill-hover': '#0268c0',
      '--fx-primary-text': '#0267bf',
      '--fx-secondary-fill': '#26A69A',
      '--fx-on-secondary-fill': '#111111',
      '--fx-secondary-fill-hover': '#40b1a6',
      '--fx-secondary-text': '#1b786f',
      '--primary': '#027be3',
      '--primary-color': '#027be3',
      '--secondary': '#26A69A',
      '--secondary-color': '#26A69A',
      '--tertiary': '#555555',
      '--tertiary-color': '#555555',
      '--quartiary-color': '#E0E1E2',
    });
  });
});
