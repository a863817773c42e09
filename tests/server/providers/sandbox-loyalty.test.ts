import { describe, expect, test } from 'vitest';
import {
  createSandboxLoyalty,
  isSandboxDiamond,
} from '../../../server/providers/loyalty/sandbox-loyalty';

describe('the sandbox miles partner', () => {
  test.each([
    ['11144477735', true],
    ['52998224725', false],
    ['11222333000181', false],
    ['12ABC34501DE35', true],
  ])('document %s is diamond: %s (check digits summing to an even number)', (document, diamond) => {
    expect(isSandboxDiamond(document)).toBe(diamond);
  });

  test('answers the same membership every time', async () => {
    const loyalty = createSandboxLoyalty();
    await expect(loyalty.membership('11144477735')).resolves.toEqual({ isClubDiamond: true });
    await expect(loyalty.membership('11144477735')).resolves.toEqual({ isClubDiamond: true });
  });
});
