import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_NAME, pageTitle } from '../../../portal/app/document-head';

describe('page title rule (spec platform §1)', () => {
  it('names the correspondent before the fixed tagline', () => {
    expect(pageTitle('Aurora Remessas')).toBe('Aurora Remessas - Câmbio prático, rápido, seguro!');
  });

  it('uses the default brand when there is no correspondent name', () => {
    expect(pageTitle(null)).toBe(`${DEFAULT_BRAND_NAME} - Câmbio prático, rápido, seguro!`);
    expect(pageTitle('  ')).toBe(`${DEFAULT_BRAND_NAME} - Câmbio prático, rápido, seguro!`);
  });
});
