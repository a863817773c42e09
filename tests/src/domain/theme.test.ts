import { describe, expect, test } from 'vitest';
import {
  DEFAULT_THEME,
  contrastRatio,
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
    expect(themeFromCorrespondent(noColours)).toEqual({ ...DEFAULT_THEME, onPrimary: '#111111' });
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

describe('WCAG arithmetic', () => {
  test('black on white has the maximum contrast of 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('nope')).toBeUndefined();
  });
});

describe('themeCssVariables', () => {
  test('gives our --fx-* variables and the page-wide names of spec §9', () => {
    const variables = themeCssVariables(themeFromCorrespondent(null));
    expect(variables).toEqual({
      '--fx-primary': '#027be3',
      '--fx-secondary': '#26A69A',
      '--fx-tertiary': '#555555',
      '--fx-neutral': '#E0E1E2',
      '--fx-on-primary': '#111111',
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
